// @vitest-environment jsdom
import { mayWorkIn, type UserRole } from '@portal/shared/roles';
import { cleanup, render, screen } from '@testing-library/react';
import { RichTextInput } from 'ra-input-rich-text';
import { Admin, AdminContext, type I18nProvider, Resource, SimpleForm, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { CatchAll } from '../layout/CatchAll.tsx';
import { backOfficeResources } from '../resources/index.tsx';
import { accountFacts, adminUser } from '../resources/users/testing.ts';
import { staffAs } from '../test/backOffice.tsx';
import { allMessages, i18nProvider } from './i18nProvider.ts';

afterEach(cleanup);

/** Whether a key names a message of the back office ("ra.tiptap.bold" → its text). */
function hasMessage(key: string): boolean {
  let node: unknown = allMessages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/**
 * The back office's i18nProvider, recording every message key asked that it does not have and
 * whose fallback is not one of its own messages (react-admin asks `resources.users.page.edit`
 * with the Vietnamese `ra.page.edit` as fallback, which is fine; ra-input-rich-text asks
 * `ra.tiptap.bold` with "Bold"). Plain Vietnamese labels are no keys.
 */
function recording(): { provider: I18nProvider; missing: Set<string> } {
  const missing = new Set<string>();
  const produced = new Set<string>();
  return {
    missing,
    provider: {
      ...i18nProvider,
      translate: (key, options) => {
        const text = i18nProvider.translate(key, options);
        if (!/^(ra|resources|app)\.[\w.-]+$/.test(key)) return text;
        if (hasMessage(key)) produced.add(text);
        else if (!produced.has(String(options?._ ?? key))) missing.add(key);
        return text;
      },
    },
  };
}

const user = adminUser();

// Rendering react-admin's screens in jsdom is slow on a loaded machine.
describe('every label and message of the back office in Vietnamese', { timeout: 30_000 }, () => {
  it("the rich-text editor's toolbar asks only for messages it has, none English", async () => {
    const { provider, missing } = recording();
    render(
      <AdminContext i18nProvider={provider} dataProvider={testDataProvider()}>
        <SimpleForm resource="posts" record={{ body: '<p>Nội dung</p>' }} toolbar={false}>
          <RichTextInput source="body" />
        </SimpleForm>
      </AdminContext>,
    );
    expect(await screen.findByRole('button', { name: 'In đậm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thêm liên kết' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Danh sách đánh số' })).toBeTruthy();
    expect(screen.getByText('Đoạn văn')).toBeTruthy();
    expect(screen.queryByText(/^(Normal|Bold|Add a link|Heading \d)$/)).toBeNull();
    expect([...missing]).toEqual([]);
  });

  /** The back office at a hash address, as the browser opens it, for a role. */
  function backOfficeAt(address: string, role: string, provider: I18nProvider) {
    window.location.hash = `#${address}`;
    const dataProvider = testDataProvider({ getOne: async () => ({ data: user }) as never });
    return render(
      <Admin
        i18nProvider={provider}
        dataProvider={dataProvider}
        authProvider={staffAs(role)}
        catchAll={CatchAll}
        requireAuth
        disableTelemetry
      >
        {(permissions: unknown) =>
          backOfficeResources
            .filter(({ area }) => mayWorkIn(permissions as UserRole, area))
            .map(({ resource }) => <Resource key={resource.name} {...resource} />)
        }
      </Admin>,
    );
  }

  it("the user edit page names each of the account's facts", async () => {
    const { provider, missing } = recording();
    backOfficeAt('/users/3', 'admin', provider);
    const { terms, values } = await accountFacts();
    expect(terms).toEqual([
      'Email',
      'Số CMND/CCCD',
      'Số CMND/CCCD đã xác thực qua VNeID',
      'Số CMND/CCCD bị tranh chấp',
      'Đã khóa',
      'Tạm khóa đến',
      'Xác thực hai bước',
      'Liên kết VNeID',
      'Phải đổi mật khẩu',
      'Ngày đồng ý xử lý dữ liệu',
      'Ngày đăng ký',
    ]);
    expect(values).toEqual([
      'bien.tap@sokhcn.test',
      '—',
      'Không',
      'Không',
      'Không',
      '—',
      'Không',
      'Không',
      'Không',
      '—',
      '20/11/2026 08:30',
    ]);
    expect([...missing]).toEqual([]);
  });

  it('a resource of another role says the page is not allowed, not that it does not exist', async () => {
    const { provider, missing } = recording();
    backOfficeAt('/users', 'editor', provider);
    // The screen's own heading, under the app bar's h1 (the title).
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: 'Tài khoản không có quyền truy cập trang này' },
      { timeout: 15_000 },
    );
    expect(heading).toBeTruthy();
    expect(screen.queryByText(/Không tìm thấy/)).toBeNull();
    expect([...missing]).toEqual([]);
  });

  it('an address that is no resource is not found, said once in Vietnamese', async () => {
    const { provider, missing } = recording();
    backOfficeAt('/khong-co', 'editor', provider);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Địa chỉ đã nhập không đúng, hoặc liên kết đã hỏng.')).toBeTruthy();
    expect([...missing]).toEqual([]);
  });
});
