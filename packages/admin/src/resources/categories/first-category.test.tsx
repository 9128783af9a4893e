// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Resource } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it("the category's address is made from its name as staff type it", async () => {
    backOfficeAt(
      '/categories/create',
      { role: 'editor', record: { id: 1 } },
      <Resource name="categories" {...categories} />,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Tên chuyên mục' }), {
      target: { value: 'Hoạt động của Sở' },
    });
    const slug = screen.getByRole('textbox', { name: 'Đường dẫn' });
    await waitFor(() => expect((slug as HTMLInputElement).value).toBe('hoat-dong-cua-so'));
    // Until staff write an address of their own, which the name no longer changes.
    fireEvent.change(slug, { target: { value: 'hoat-dong' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tên chuyên mục' }), {
      target: { value: 'Hoạt động của Sở Khoa học' },
    });
    expect((slug as HTMLInputElement).value).toBe('hoat-dong');
  });

  it('a new post whose address was left empty saves on the first click, its address from its title', async () => {
    const create = vi.fn(async (_resource: string, params: { data: { id?: number } }) => ({
      data: { ...params.data, id: 9 },
    }));
    backOfficeAt(
      '/posts/create',
      { role: 'editor', record: { id: 1, name: 'Tin hoạt động' } as { id: number }, calls: { create } as never },
      <>
        <Resource name="posts" {...posts} />
        <Resource name="categories" {...categories} />
      </>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Tiêu đề' }), {
      target: { value: 'Sở tổ chức hội thảo chuyển đổi số' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Chuyên mục' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tin hoạt động' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Lưu' }).closest('form') as HTMLFormElement);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[1].data).toMatchObject({ slug: 'so-to-chuc-hoi-thao-chuyen-doi-so', category_id: 1 });
  });
});
