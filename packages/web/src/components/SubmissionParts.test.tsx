import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timeline } from './SubmissionParts.tsx';

describe('Timeline', () => {
  it('names a staff correction as a step of its own, the state unchanged and the fields in its note', () => {
    render(
      <Timeline
        subject="đề xuất"
        entries={[
          {
            action: 'approve',
            from: 'under_review',
            to: 'approved',
            actor: 'Sở',
            by: 'staff',
            note: '',
            at: '2026-11-20T02:00:00.000Z',
          },
          {
            action: 'correct',
            from: 'approved',
            to: 'approved',
            actor: 'Sở',
            by: 'staff',
            note: 'Thông tin được chỉnh sửa: Trang web. Lý do: Sai địa chỉ',
            at: '2026-11-21T03:30:00.000Z',
          },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Quá trình xử lý' })).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent('Chỉnh sửa thông tin');
    expect(steps[1]).toHaveTextContent('21/11/2026 10:30');
    expect(steps[1]).toHaveTextContent('Thông tin được chỉnh sửa: Trang web. Lý do: Sai địa chỉ');
  });
});
