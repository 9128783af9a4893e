// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Admin, Resource, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { staffAs } from '../../test/backOffice.tsx';
import users from './index.tsx';
import { accountFacts, adminUser } from './testing.ts';

afterEach(cleanup);

/** A password account whose declared citizen ID a VNeID-verified identity proved is someone else's. */
const disputed = adminUser({
  id: 8,
  email: 'attacker@example.vn',
  full_name: 'Người Khai Báo',
  role: 'citizen',
  citizen_pid_masked: '********1234',
  citizen_pid_disputed: true,
});

function usersAt(address: string) {
  window.location.hash = `#${address}`;
  const dataProvider = testDataProvider({
    getList: async () => ({ data: [disputed], total: 1 }) as never,
    getOne: async () => ({ data: disputed }) as never,
  });
  return render(
    <Admin
      i18nProvider={i18nProvider}
      dataProvider={dataProvider}
      authProvider={staffAs('admin')}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
    </Admin>,
  );
}

// Rendering react-admin's screens in jsdom is slow on a loaded machine.
describe('Người dùng: a disputed citizen ID is flagged for staff', { timeout: 30_000 }, () => {
  it('the list flags the account', async () => {
    usersAt('/users');
    expect(await screen.findByText('attacker@example.vn', { exact: false }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByText('Số CMND/CCCD bị tranh chấp', { exact: false }).length).toBeGreaterThan(0);
  });

  it('the detail says what the flag means', async () => {
    usersAt('/users/8');
    const { terms, values } = await accountFacts();
    const flag = values[terms.indexOf('Số CMND/CCCD bị tranh chấp')];
    expect(flag).toMatch(/^Có: VNeID đã xác thực số này cho một tài khoản khác/);
    expect(values[terms.indexOf('Số CMND/CCCD đã xác thực qua VNeID')]).toBe('Không');
  });
});
