// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, TextField, TextInput, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { RecordList } from './RecordList.tsx';
import { useVisibleText, VisibleField } from './VisibleFilter.tsx';

/** RecordList: a table on a wide screen, lines on a phone, both opening the record; VisibleField's words. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Faq = { id: number; question: string; topic: string; visible: boolean };
const rows: Faq[] = [
  { id: 1, question: 'Câu hỏi thử', topic: 'Thủ tục', visible: false },
  { id: 2, question: 'Câu hỏi khác', topic: 'Tài trợ', visible: true },
];

function FaqList({ link, filtered }: { link?: 'show'; filtered?: Record<string, string> }) {
  const visibleText = useVisibleText('faqs');
  return (
    <RecordList<Faq>
      filters={[<TextInput key="topic" source="topic" alwaysOn />]}
      filterDefaultValues={filtered}
      empty={false}
      emptyText="Chưa có câu hỏi nào."
      link={link}
      primaryText={(faq) => faq.question}
      secondaryText={(faq) => faq.topic}
      tertiaryText={visibleText}
    >
      <TextField source="question" />
      <VisibleField source="visible" />
    </RecordList>
  );
}

const show = (data: Faq[], link?: 'show', filtered?: Record<string, string>) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList: async () => ({ data, total: data.length }) as never })}
      i18nProvider={i18nProvider}
    >
      <ResourceContextProvider value="faqs">
        <FaqList link={link} filtered={filtered} />
      </ResourceContextProvider>
    </AdminContext>,
  );

// Rendering react-admin's screens in jsdom is slow on a loaded machine.
describe('RecordList', { timeout: 30_000 }, () => {
  // jsdom has no matchMedia: MUI's useMediaQuery answers "not narrow", so the table shows.
  it('shows the columns, whether the portal shows each record in the resource’s words', async () => {
    show(rows);
    expect(await screen.findByRole('columnheader', { name: 'Câu hỏi' })).toBeTruthy();
    const first = screen.getByRole('cell', { name: 'Câu hỏi thử' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('Đang ẩn')).toBeTruthy();
    const second = screen.getByRole('cell', { name: 'Câu hỏi khác' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Đang hiển thị')).toBeTruthy();
  });

  it('says its empty text when there is no record', async () => {
    show([]);
    expect(await screen.findByText('Chưa có câu hỏi nào.')).toBeTruthy();
  });

  it('says nothing matches, with a way to clear the filter, when a search finds nothing', async () => {
    show([], undefined, { topic: 'không có' });
    expect(await screen.findByText(/với bộ lọc hiện tại/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Xóa bộ lọc/i })).toBeTruthy();
    expect(screen.queryByText('Chưa có câu hỏi nào.')).toBeNull();
  });

  it('shows one line a record on a phone, linked to the record', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    show(rows, 'show');
    const line = (await screen.findByText('Câu hỏi thử')).closest('a') as HTMLAnchorElement;
    expect(line.getAttribute('href')).toBe('#/faqs/1/show');
    expect(within(line).getByText('Thủ tục')).toBeTruthy();
    expect(within(line).getByText('Đang ẩn')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
