// @vitest-environment jsdom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, SimpleForm, TextInput, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { SlugInput } from './SlugInput.tsx';

afterEach(cleanup);

const form = (record: Record<string, unknown> = {}, readOnly = false) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <SimpleForm record={record} toolbar={false}>
        <TextInput source="title" label="Tiêu đề" />
        <SlugInput label="Địa chỉ" readOnly={readOnly} />
      </SimpleForm>
    </AdminContext>,
  );

describe('the address made from the title', () => {
  it('fills an empty address from the title when staff click into it, and lets them change it', async () => {
    form();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tiêu đề' }), 'Cơ cấu tổ chức của Sở');
    const slug = screen.getByRole('textbox', { name: 'Địa chỉ' });
    await userEvent.click(slug);
    expect(slug).toHaveProperty('value', 'co-cau-to-chuc-cua-so');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'to-chuc');
    expect(slug).toHaveProperty('value', 'to-chuc');
  }, 30_000);

  it('never changes an address that is there', async () => {
    form({ title: 'Đầu mối liên hệ', slug: 'lien-he-so' });
    const slug = screen.getByRole('textbox', { name: 'Địa chỉ' });
    await userEvent.click(slug);
    expect(slug).toHaveProperty('value', 'lien-he-so');
  }, 30_000);
});
