import type { IdeaSummary } from '@portal/shared/ideas';
import type { MyProposalSummary } from '@portal/shared/proposal-answers';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as MyIdeas } from '../pages/ideas/IdeaListPage.tsx';
import { Component as MyProposals } from '../pages/proposals/MyProposalListPage.tsx';
import type { MySubmissionsData } from './MySubmissionsList.tsx';

const meta = (total: number, page = 1, last_page = 1) => ({ page, per_page: 10, total, last_page });
const noFilters = { q: '', status: '' } as const;

const idea = {
  id: 4,
  title: 'Trạm quan trắc mặn',
  status: 'draft',
  tracking_code: null,
  created_at: '2026-03-02T08:00:00Z',
  updated_at: '2026-03-03T08:00:00Z',
  submitted_at: null,
  field: 'Nông nghiệp',
  editable: true,
} as IdeaSummary;

const proposal = {
  id: 9,
  title: 'Máy sấy nông sản',
  proposal_kind: 'product',
  big_problem: null,
  status: 'submitted',
  tracking_code: 'DX-2026-000004',
  created_at: '2026-03-02T08:00:00Z',
  updated_at: '2026-03-03T08:00:00Z',
  submitted_at: '2026-03-03T08:00:00Z',
} as MyProposalSummary;

async function renderList<Item>(path: string, Component: ComponentType, data: MySubmissionsData<Item>) {
  const pathname = new URL(path, 'http://localhost').pathname;
  const router = createMemoryRouter([{ path: pathname, Component, loader: () => data, HydrateFallback: () => null }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return screen.findByRole('heading', { level: 1 });
}

/** Both "my submissions" pages are one list (MySubmissionsList) with the texts of their kind. */
describe('my ideas and my proposals', () => {
  it('lists my ideas with their count, links and filters', async () => {
    expect(
      await renderList('/idea', MyIdeas, { items: [idea], meta: meta(11, 1, 2), filters: noFilters }),
    ).toHaveTextContent('Ý tưởng của tôi');
    expect(screen.getByRole('link', { name: 'Gửi ý tưởng mới' })).toHaveAttribute('href', '/idea/create');
    expect(screen.getByRole('search', { name: 'Tìm và lọc ý tưởng' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Tìm theo tên hoặc mã hồ sơ' })).toHaveAttribute(
      'placeholder',
      'Ví dụ: nông nghiệp, YT-2026-000012',
    );
    expect(screen.getByRole('combobox', { name: 'Trạng thái' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Có 11 ý tưởng · trang 1/2');
    const item = within(screen.getByRole('list', { name: 'Danh sách ý tưởng' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: idea.title })).toHaveAttribute(
      'href',
      '/idea/4/idea-detail-personal',
    );
    expect(item).toHaveTextContent('Mã hồ sơ: chưa cấp');
    expect(within(item).getByRole('link', { name: `Sửa ý tưởng ${idea.title}` })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Phân trang ý tưởng' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Xóa bộ lọc' })).toBeNull();
  });

  it('leads from an empty list of ideas to the form', async () => {
    await renderList('/idea', MyIdeas, { items: [], meta: meta(0), filters: noFilters });
    const [count, alert] = screen.getAllByRole('status');
    expect(count).toHaveTextContent('Có 0 ý tưởng');
    expect(alert).toHaveTextContent(
      'Chưa có ý tưởng nào. Gửi ý tưởng đầu tiên để Sở Khoa học và Công nghệ xem xét, hỗ trợ.',
    );
    expect(within(alert as HTMLElement).getByRole('link', { name: 'Gửi ý tưởng đầu tiên' })).toHaveAttribute(
      'href',
      '/idea/create',
    );
  });

  it('counts the ideas a filter finds', async () => {
    await renderList('/idea?q=m%E1%BA%B7n', MyIdeas, {
      items: [idea],
      meta: meta(1),
      filters: { q: 'mặn', status: '' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Tìm thấy 1 ý tưởng phù hợp');
    expect(screen.getByRole('link', { name: 'Xóa bộ lọc' })).toHaveAttribute('href', '/idea');
  });

  it('lists my proposals with their count and codes', async () => {
    expect(
      await renderList('/personal-propose-list', MyProposals, { items: [proposal], meta: meta(1), filters: noFilters }),
    ).toHaveTextContent('Đề xuất của tôi');
    expect(screen.getByRole('link', { name: 'Gửi đề xuất mới' })).toHaveAttribute('href', '/products/create-product');
    expect(screen.getByRole('search', { name: 'Tìm và lọc đề xuất của tôi' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Có 1 đề xuất$/);
    const item = within(screen.getByRole('list', { name: 'Danh sách đề xuất của tôi' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: proposal.title })).toHaveAttribute(
      'href',
      '/propose/9/personal-propose',
    );
    expect(item).toHaveTextContent('Mã hồ sơ: DX-2026-000004');
    expect(screen.queryByRole('navigation', { name: 'Phân trang đề xuất của tôi' })).toBeNull();
  });

  it('says why a list of proposals is empty: the filters, the page, or none yet', async () => {
    await renderList('/personal-propose-list?status=draft', MyProposals, {
      items: [],
      meta: meta(0),
      filters: { q: '', status: 'draft' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Không có đề xuất nào phù hợp. Xem tất cả đề xuất của tôi.');
    expect(screen.getByRole('link', { name: 'Xóa bộ lọc' })).toHaveAttribute('href', '/personal-propose-list');
  });

  it('leads from a page past the last one back to the first', async () => {
    await renderList('/personal-propose-list?page=3', MyProposals, {
      items: [],
      meta: meta(4, 3, 1),
      filters: noFilters,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Trang này không có đề xuất. Về trang đầu.');
    expect(screen.getByRole('link', { name: 'Về trang đầu' })).toHaveAttribute('href', '/personal-propose-list');
  });

  it('leads from an empty list of proposals to the form', async () => {
    await renderList('/personal-propose-list', MyProposals, { items: [], meta: meta(0), filters: noFilters });
    expect(screen.getByRole('status')).toHaveTextContent(/^Chưa có đề xuất nào\. Gửi đề xuất đầu tiên\.$/);
  });
});
