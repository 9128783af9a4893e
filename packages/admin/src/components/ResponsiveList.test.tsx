// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, Datagrid, SimpleList, TextField, TextInput, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { ResponsiveList } from './ResponsiveList.tsx';

afterEach(cleanup);

const faqs = (create: boolean) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getList: async () => ({ data: [{ id: 1, question: 'Câu hỏi thử' }], total: 1 }) as never,
      })}
      i18nProvider={i18nProvider}
    >
      <ResponsiveList
        resource="faqs"
        filters={[<TextInput key="topic" source="topic" />]}
        create={create}
        narrow={<SimpleList primaryText="question" />}
        wide={
          <Datagrid bulkActionButtons={false}>
            <TextField source="question" />
          </Datagrid>
        }
      />
    </AdminContext>,
  );

describe('ResponsiveList', () => {
  // jsdom has no matchMedia: MUI's useMediaQuery answers "not narrow", so the table shows.
  it('shows the table with the Excel export, and "Tạo mới" when the resource creates', async () => {
    faqs(true);
    expect(await screen.findByRole('columnheader', { name: 'Câu hỏi' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Câu hỏi thử' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xuất Excel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tạo mới' })).toBeTruthy();
  });

  it('offers no "Tạo mới" otherwise', async () => {
    faqs(false);
    expect(await screen.findByRole('cell', { name: 'Câu hỏi thử' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xuất Excel' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Tạo mới' })).toBeNull();
  });
});
