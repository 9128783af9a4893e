import type { Progress } from '@portal/shared/follow-through-answers';
import type { IdeaDetail } from '@portal/shared/ideas';
import type { MyProposalDetail } from '@portal/shared/proposal-answers';
import type { SubmissionState } from '@portal/shared/submission-states';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as IdeaDetailPage } from './ideas/IdeaDetailPage.tsx';
import { Component as MyProposalPage } from './proposals/MyProposalPage.tsx';

/**
 * The progress notice links to the author's own page of the dossier, which shows the
 * same record as the public page ("Tiến độ thực hiện"), or says there is none yet once adopted.
 */

const progress: Progress = {
  stage: 'in_progress',
  percent: 40,
  updated_on: '2026-10-02',
  steps: [
    { id: 1, stage: 'preparing', percent: 10, note: 'Khảo sát 3 hợp tác xã', happened_on: '2026-09-01' },
    { id: 2, stage: 'in_progress', percent: 40, note: 'Lắp trạm đầu tiên', happened_on: '2026-10-02' },
  ],
};

const dossier = (status: SubmissionState) => ({
  id: 7,
  status,
  tracking_code: 'DX-2026-000007',
  lookup_key: 'AB3K9QXZ',
  created_at: '2026-08-01T03:00:00.000Z',
  updated_at: '2026-09-01T03:00:00.000Z',
  submitted_at: '2026-08-02T03:00:00.000Z',
  actions: [],
  editable: false,
  timeline: [],
});

const proposal = (status: SubmissionState, shown: Progress | null): MyProposalDetail => ({
  ...dossier(status),
  kind: 'proposal',
  title: 'Cảm biến độ mặn cho vùng nuôi tôm',
  proposal_kind: 'product',
  field: 'Nông nghiệp',
  big_problem: null,
  website: null,
  summary: 'Trạm đo độ mặn giá rẻ.',
  description: 'Trạm đo độ mặn gửi cảnh báo qua tin nhắn.',
  readiness_level: 6,
  demand_types: [1],
  budget: 1,
  ip_advice: 0,
  price: null,
  organisation: 'Hợp tác xã Quỳnh Lưu',
  contact_name: 'Hồ Văn Tâm',
  contact_phone: '0913 884 205',
  contact_email: 'tam@example.vn',
  publish_phone: false,
  publish_email: false,
  nq57_groups: [],
  images: [],
  attachments: [],
  answer: null,
  progress: shown,
});

const idea = (status: SubmissionState, shown: Progress | null): IdeaDetail => ({
  ...dossier(status),
  kind: 'idea',
  tracking_code: 'YT-2026-000007',
  lookup_key: 'CD4M7RWY',
  title: 'Bản đồ số vùng trồng chè',
  field: 'Nông nghiệp',
  attachment_count: 0,
  problem: 'Thiếu thông tin vùng trồng.',
  solution: 'Bản đồ số cập nhật theo mùa.',
  impact: '',
  support_needed: '',
  scope: '',
  nq57_groups: [],
  attachments: [],
  progress: shown,
});

function renderPage(Page: ComponentType, data: unknown) {
  const router = createMemoryRouter(
    [{ path: '/page', loader: () => data, Component: Page, HydrateFallback: () => null }],
    {
      initialEntries: ['/page'],
    },
  );
  render(<RouterProvider router={router} />);
}

const pages = [
  [
    'the author’s proposal page',
    MyProposalPage,
    (status: SubmissionState, shown: Progress | null) => ({
      proposal: proposal(status, shown),
      fields: [],
      problems: [],
    }),
  ],
  [
    'the author’s idea page',
    IdeaDetailPage,
    (status: SubmissionState, shown: Progress | null) => ({
      idea: idea(status, shown),
    }),
  ],
] as const;

describe.each(pages)('%s', (_name, Page, dataOf) => {
  it('shows the progress record: the stage, the bar and every step with its date and note', async () => {
    renderPage(Page, dataOf('approved', progress));
    const record = await screen.findByRole('region', { name: 'Tiến độ thực hiện' });
    expect(record).toHaveTextContent('Giai đoạn: Đang triển khai · cập nhật ngày 02/10/2026');
    expect(within(record).getByRole('progressbar', { name: 'Tỷ lệ hoàn thành' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const steps = within(within(record).getByRole('list', { name: 'Các bước thực hiện' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '01/09/2026 · Chuẩn bị triển khai (10%)Khảo sát 3 hợp tác xã',
      '02/10/2026 · Đang triển khai (40%)Lắp trạm đầu tiên',
    ]);
  });

  it('says there is no progress yet once adopted, and shows nothing before', async () => {
    renderPage(Page, dataOf('published', null));
    const record = await screen.findByRole('region', { name: 'Tiến độ thực hiện' });
    expect(record).toHaveTextContent('Chưa có thông tin tiến độ.');
    expect(within(record).queryByRole('progressbar')).toBeNull();
  });

  it('shows no progress section while the dossier is under review', async () => {
    renderPage(Page, dataOf('under_review', null));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Tiến độ thực hiện' })).toBeNull();
    expect(screen.queryByText('Chưa có thông tin tiến độ.')).toBeNull();
  });
});
