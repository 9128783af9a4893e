// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Resource } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { backOfficeAt } from '../../test/backOffice.tsx';
import posts from '../posts/index.tsx';
import categories from './index.tsx';

afterEach(cleanup);

describe('the first news category of a new installation', { timeout: 30_000 }, () => {
  it("a new post's category field says there is none yet and links to making one", async () => {
    backOfficeAt(
      '/posts/create',
      // A new installation: no category to choose.
      { role: 'editor', record: { id: 1 }, calls: { getList: async () => ({ data: [], total: 0 }) as never } },
      <>
        <Resource name="posts" {...posts} />
        <Resource name="categories" {...categories} />
      </>,
    );
    expect(await screen.findByText('Chưa có chuyên mục nào: tin bài nào cũng thuộc một chuyên mục.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Tạo chuyên mục đầu tiên' }));
    expect(await screen.findByRole('textbox', { name: 'Tên chuyên mục' })).toBeTruthy();
  });

  it("the category's address is made from its name when staff click into it", async () => {
    backOfficeAt(
      '/categories/create',
      { role: 'editor', record: { id: 1 } },
      <Resource name="categories" {...categories} />,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Tên chuyên mục' }), {
      target: { value: 'Hoạt động của Sở' },
    });
    const slug = screen.getByRole('textbox', { name: 'Đường dẫn' });
    fireEvent.focus(slug);
    await waitFor(() => expect((slug as HTMLInputElement).value).toBe('hoat-dong-cua-so'));
  });
});
