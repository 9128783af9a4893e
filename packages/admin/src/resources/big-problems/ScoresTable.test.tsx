// @vitest-environment jsdom
import type { SideBySide } from '@portal/shared/challenges';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoresTable } from './ChallengePanel.tsx';

afterEach(cleanup);

const score = (judge: number, name: string, values: number[] | null, total: number | null, note = '') => ({
  judge_id: judge,
  judge_name: name,
  conflict: values === null,
  conflict_note: note,
  scores: values,
  total,
  comment: values ? 'Khả thi' : '',
  submitted_at: '2026-11-20T01:30:00.000Z',
});

const figures: SideBySide = {
  criteria: [
    { name: 'Tính khả thi', description: '', weight: 60 },
    { name: 'Chi phí', description: '', weight: 40 },
  ],
  judges: [],
  results: null,
  solutions: [
    {
      key: 'proposal-2',
      source: 'proposal',
      id: 2,
      title: 'Hồ chứa nước mưa',
      organisation: '',
      status: 'approved',
      publishable: true,
      scores: [
        score(5, 'Trần Văn An', null, null, 'Thành viên hợp tác xã đề xuất'),
        score(6, 'Lê Thị Bình', [9, 9], 90),
      ],
      average: 90,
      rank: 1,
    },
    {
      key: 'solution-1',
      source: 'solution',
      id: 1,
      title: 'Tưới nhỏ giọt',
      organisation: '',
      status: 'approved',
      publishable: true,
      scores: [score(5, 'Trần Văn An', [8, 6], 72), score(6, 'Lê Thị Bình', [7, 7], 70)],
      average: 71,
      rank: 2,
    },
    {
      key: 'solution-3',
      source: 'solution',
      id: 3,
      title: 'Chưa ai chấm',
      organisation: '',
      status: 'submitted',
      publishable: false,
      scores: [],
      average: null,
      rank: null,
    },
  ],
};

describe('the side-by-side scores', () => {
  it("show each judge's scores per criterion, the totals, the averages and ranks, conflicts marked", () => {
    render(<ScoresTable figures={figures} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Tính khả thi (60%)' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    const text = rows.map((row) => row.textContent);
    // A citizen's solution (sent through the proposal form) is marked as such.
    expect(text).toContain(
      'Hồ chứa nước mưa (đề xuất của người dân)Trần Văn AnXung đột lợi ích: Thành viên hợp tác xã đề xuất',
    );
    expect(text).toContain('Lê Thị Bình9990Khả thi');
    expect(text).toContain('Điểm trung bình · Xếp hạng 190');
    expect(text).toContain('Tưới nhỏ giọtTrần Văn An8672Khả thi');
    expect(text).toContain('Điểm trung bình · Xếp hạng 271');
    expect(text).toContain('Chưa ai chấmChưa có giám khảo nào chấm.');
    expect(text).toContain('Điểm trung bình—');
  });
});
