import type { BigProblemDetail } from '@portal/shared/big-problems';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChallengeSections } from './challenge-parts.tsx';

afterEach(cleanup);

const problem: BigProblemDetail = {
  id: 3,
  slug: 'tuoi-tiet-kiem',
  title: 'Tưới tiết kiệm cho vùng đồi',
  field: 'Nông nghiệp',
  ordering_body: '',
  budget_range: '',
  deadline: '2027-12-31',
  status: 'open',
  approved_solution_count: 0,
  published_at: '2026-11-20T01:30:00.000Z',
  description: '',
  requirements: '',
  expected_results: '',
  view_count: 0,
  followers: 0,
  solutions: [],
  criteria: [
    { name: 'Tính khả thi', description: 'Triển khai được trong một vụ', weight: 60 },
    { name: 'Chi phí', description: '', weight: 40 },
  ],
  ip_terms: 'Quyền sở hữu trí tuệ thuộc về đơn vị đề xuất.',
  reward: '',
  implementation: 'Thử nghiệm tại hai hợp tác xã.',
  results: null,
};

describe('a big problem as a challenge on its page', () => {
  it('states the criteria with weights, the terms, the deadline, and notes what staff left empty', () => {
    render(<ChallengeSections problem={problem} />);
    const criteria = screen.getByRole('region', { name: 'Tiêu chí đánh giá' });
    expect(within(criteria).getByRole('row', { name: /Tính khả thi/ }).textContent).toContain('60%');
    expect(within(criteria).getByText('Triển khai được trong một vụ')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Quyền sở hữu trí tuệ' }).textContent).toContain('đơn vị đề xuất');
    expect(screen.getByRole('region', { name: 'Hỗ trợ, giải thưởng' }).textContent).toContain('Chưa công bố');
    expect(screen.getByRole('region', { name: 'Hạn nhận giải pháp' }).textContent).toContain('31/12/2027');
    expect(screen.getByRole('region', { name: 'Sau khi lựa chọn' }).textContent).toContain('hai hợp tác xã');
    expect(screen.queryByRole('region', { name: 'Kết quả đánh giá' })).toBeNull();
  });

  it('shows the published results with the chosen solutions in order', () => {
    render(
      <ChallengeSections
        problem={{
          ...problem,
          criteria: [],
          results: {
            text: 'Hội đồng chọn giải pháp tưới nhỏ giọt.',
            published_at: '2026-11-25T03:00:00.000Z',
            ranking: [
              {
                rank: 1,
                source: 'solution',
                solution_id: 4,
                title: 'Tưới nhỏ giọt',
                organisation: 'HTX Đồi Xanh',
                average: 72.5,
              },
              {
                rank: 2,
                source: 'solution',
                solution_id: 5,
                title: 'Hồ chứa nước mưa',
                organisation: '',
                average: null,
              },
            ],
          },
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Tiêu chí đánh giá' }).textContent).toContain('chưa được công bố');
    const results = screen.getByRole('region', { name: 'Kết quả đánh giá' });
    expect(results.textContent).toContain('25/11/2026');
    const items = within(results)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Tưới nhỏ giọt (HTX Đồi Xanh) — điểm trung bình 72,5/100', 'Hồ chứa nước mưa']);
  });
});
