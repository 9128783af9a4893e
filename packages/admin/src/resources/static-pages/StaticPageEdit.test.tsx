// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Resource } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOfficeAt } from '../../test/backOffice.tsx';
import staticPages from './index.tsx';

afterEach(cleanup);

const introduce = {
  id: 4,
  slug: 'introduce',
  path: '/introduce',
  title: 'Giới thiệu',
  body: '<p>Trang giới thiệu.</p>',
  visible: true,
  fixed: true,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
};

describe("the menu's own pages in Trang tĩnh", { timeout: 30_000 }, () => {
  it('keep their address and visibility locked, and still send them when saved', async () => {
    const update = vi.fn(async (_resource: string, params: { data: unknown }) => ({ data: params.data }) as never);
    backOfficeAt(
      '/static-pages/4',
      { role: 'editor', record: introduce, calls: { update } },
      <Resource name="static-pages" {...staticPages} />,
    );
    // The form holds the record (its title read from it) before its toolbar is judged.
    const title = await screen.findByDisplayValue('Giới thiệu');
    const form = title.closest('form') as HTMLFormElement;
    expect(within(form).getByRole('button', { name: 'Lưu' })).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Xóa' })).toBeNull();
    fireEvent.change(title, { target: { value: 'Giới thiệu chung' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[1].data).toMatchObject({
      slug: 'introduce',
      visible: true,
      title: 'Giới thiệu chung',
    });
  });
});
