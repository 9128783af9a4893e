// @vitest-environment jsdom

import type { Progress, PublicAnswer } from '@portal/shared/follow-through-answers';
import type { SubmissionAction } from '@portal/shared/submissions';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { ProgressSection, PublicAnswerSection } from './FollowThrough.tsx';
import { TransitionButtons } from './TransitionButtons.tsx';

/**
 * Follow-through in the back office: the public answer beside the note of a proposal's decision, its
 * later edit, and the progress record's form. The server is a stubbed fetch that records what it
 * was sent and answers as the real one does.
 */

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

function serverAnswering(answer: (sent: Sent) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, options: RequestInit = {}) => {
      const request = {
        method: options.method ?? 'GET',
        url,
        body: options.body ? JSON.parse(String(options.body)) : undefined,
      };
      sent.push(request);
      const { status, body } = answer(request);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (children: ReactNode) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <div id="main-content">{children}</div>
    </AdminContext>,
  );

function Steps({ resource }: { resource: 'proposals' | 'ideas' }) {
  const [record, setRecord] = useState({ id: 4, status: 'under_review', actions: ['approve'] as SubmissionAction[] });
  return <TransitionButtons resource={resource} record={record} actions={record.actions} onDone={setRecord} />;
}

describe('the public answer of a proposal’s decision', () => {
  it('sends the answer beside the note when approving a proposal', async () => {
    const sent = serverAnswering(() => ({ status: 200, body: { data: { id: 4, status: 'approved', actions: [] } } }));
    const user = userEvent.setup();
    page(<Steps resource="proposals" />);
    await user.click(screen.getByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duyệt' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Ghi chú cho người gửi' }),
      'Bổ sung bản vẽ khi triển khai',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Trả lời công khai' }),
      'Sở giao Trung tâm thử nghiệm.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Đơn vị trả lời' }), '  Phòng Quản lý khoa học  ');
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/proposals/4/transitions',
      body: {
        action: 'approve',
        note: 'Bổ sung bản vẽ khi triển khai',
        answer: { text: 'Sở giao Trung tâm thử nghiệm.', unit: 'Phòng Quản lý khoa học' },
      },
    });
  }, 30_000);

  it('sends no answer when the field is left empty, and asks none of an idea', async () => {
    const sent = serverAnswering(() => ({ status: 200, body: { data: { id: 4, status: 'approved', actions: [] } } }));
    const user = userEvent.setup();
    page(<Steps resource="proposals" />);
    await user.click(screen.getByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duyệt' });
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ action: 'approve', note: '' });
    cleanup();

    page(<Steps resource="ideas" />);
    await user.click(screen.getByRole('button', { name: 'Duyệt' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).queryByRole('textbox', { name: 'Trả lời công khai' })).toBeNull();
    expect(within(confirm).queryByRole('textbox', { name: 'Đơn vị trả lời' })).toBeNull();
  }, 30_000);

  it('shows the server’s error on the unit under the unit field', async () => {
    serverAnswering(() => ({
      status: 422,
      body: {
        message: 'Dữ liệu không hợp lệ',
        errors: { 'answer.unit': ['Tên đơn vị trả lời không được vượt quá 200 ký tự'] },
      },
    }));
    const user = userEvent.setup();
    page(<Steps resource="proposals" />);
    await user.click(screen.getByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duyệt' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Trả lời công khai' }), 'Sở ghi nhận.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Đơn vị trả lời' }), 'Phòng');
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    const unit = await within(dialog).findByRole('textbox', { name: 'Đơn vị trả lời' });
    await waitFor(() => expect(unit.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Tên đơn vị trả lời không được vượt quá 200 ký tự')).toBeTruthy();
  }, 30_000);

  it('edits the answer later and shows the server’s error under the field', async () => {
    let calls = 0;
    const sent = serverAnswering(() => {
      calls += 1;
      return calls === 1
        ? {
            status: 422,
            body: {
              message: 'Dữ liệu không hợp lệ',
              errors: {
                text: ['Vui lòng nhập nội dung trả lời'],
                unit: ['Tên đơn vị trả lời không được vượt quá 200 ký tự'],
              },
            },
          }
        : {
            status: 200,
            body: {
              data: {
                text: 'Sở đã giao thử nghiệm.',
                date: '2026-10-05T03:00:00.000Z',
                unit: 'Phòng Quản lý khoa học',
              },
              message: 'Đã lưu trả lời công khai',
            },
          };
    });
    function Answer() {
      const [answer, setAnswer] = useState<PublicAnswer | null>({
        text: 'Sở ghi nhận.',
        date: '2026-10-01T03:00:00.000Z',
        unit: 'Sở KH&CN',
      });
      return <PublicAnswerSection record={{ id: 9, status: 'approved', answer }} onChange={setAnswer} />;
    }
    const user = userEvent.setup();
    page(<Answer />);
    expect(screen.getByText('Sở KH&CN · 01/10/2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sửa trả lời công khai' }));
    const field = await screen.findByRole('textbox', { name: /Trả lời công khai/ });
    const unit = screen.getByRole('textbox', { name: 'Đơn vị trả lời' });
    // The unit it had is the field's value.
    expect((unit as HTMLInputElement).value).toBe('Sở KH&CN');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Lưu trả lời công khai' }));
    expect(await screen.findByText('Vui lòng nhập nội dung trả lời')).toBeTruthy();
    expect(screen.getByText('Tên đơn vị trả lời không được vượt quá 200 ký tự')).toBeTruthy();
    await user.type(field, 'Sở đã giao thử nghiệm.');
    await user.clear(unit);
    await user.type(unit, 'Phòng Quản lý khoa học');
    await user.click(screen.getByRole('button', { name: 'Lưu trả lời công khai' }));
    expect(await screen.findByText('Sở đã giao thử nghiệm.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/admin/proposals/9/answer',
      body: { text: 'Sở đã giao thử nghiệm.', unit: 'Phòng Quản lý khoa học' },
    });
    expect(screen.getByText('Phòng Quản lý khoa học · 05/10/2026')).toBeTruthy();
  }, 30_000);
});

describe('the progress section', () => {
  const progress: Progress = {
    stage: 'preparing',
    percent: 10,
    updated_on: '2026-09-01',
    steps: [{ id: 31, stage: 'preparing', percent: 10, note: 'Khảo sát', happened_on: '2026-09-01' }],
  };

  function Record({ status = 'approved' }: { status?: 'approved' | 'rejected' }) {
    const [current, setCurrent] = useState<Progress | null>(progress);
    return <ProgressSection resource="ideas" record={{ id: 5, status, progress: current }} onChange={setCurrent} />;
  }

  it('adds a step with the stage, percentage, day and note, the errors under their fields', async () => {
    let calls = 0;
    const sent = serverAnswering(() => {
      calls += 1;
      if (calls === 1) {
        return {
          status: 422,
          body: {
            message: 'Dữ liệu không hợp lệ',
            errors: {
              percent: ['Tỷ lệ hoàn thành phải là số nguyên từ 0 đến 100'],
              happened_on: ['Ngày không hợp lệ (dd/mm/yyyy)'],
            },
          },
        };
      }
      const step = { id: 32, stage: 'in_progress', percent: 45, note: 'Cài đặt', happened_on: '2026-10-02' };
      return {
        status: 200,
        body: {
          data: { stage: 'in_progress', percent: 45, updated_on: '2026-10-02', steps: [...progress.steps, step] },
          message: 'Đã thêm bước tiến độ',
        },
      };
    });
    const user = userEvent.setup();
    page(<Record />);
    const form = screen.getByRole('form', { name: 'Thêm bước tiến độ' });
    await user.click(within(form).getByRole('combobox', { name: 'Giai đoạn' }));
    await user.click(await screen.findByRole('option', { name: 'Đang triển khai' }));
    const percent = within(form).getByRole('textbox', { name: 'Tỷ lệ hoàn thành (%)' });
    await user.clear(percent);
    await user.type(percent, '145');
    const day = within(form).getByRole('textbox', { name: 'Ngày thực hiện' });
    await user.clear(day);
    await user.type(day, '31/02/2026');
    await user.type(within(form).getByRole('textbox', { name: 'Ghi chú' }), 'Cài đặt');
    await user.click(within(form).getByRole('button', { name: 'Thêm bước' }));
    expect(await screen.findByText('Tỷ lệ hoàn thành phải là số nguyên từ 0 đến 100')).toBeTruthy();
    expect(screen.getByText('Ngày không hợp lệ (dd/mm/yyyy)')).toBeTruthy();
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/ideas/5/progress',
      body: { stage: 'in_progress', percent: '145', note: 'Cài đặt', happened_on: '31/02/2026' },
    });

    await user.clear(percent);
    await user.type(percent, '45');
    await user.clear(day);
    await user.type(day, '02/10/2026');
    await user.click(within(form).getByRole('button', { name: 'Thêm bước' }));
    const steps = await screen.findByRole('list', { name: 'Các bước thực hiện' });
    await waitFor(() => expect(within(steps).getAllByRole('listitem')).toHaveLength(2));
    expect(within(steps).getByText('02/10/2026')).toBeTruthy();
    expect(sent[1]?.body).toEqual({ stage: 'in_progress', percent: '45', note: 'Cài đặt', happened_on: '02/10/2026' });
  }, 30_000);

  it('deletes a step after a confirmation; a dossier that is not adopted gets no form', async () => {
    const sent = serverAnswering(() => ({ status: 200, body: { data: null, message: 'Đã xóa bước tiến độ' } }));
    const user = userEvent.setup();
    page(<Record />);
    await user.click(screen.getByRole('button', { name: 'Xóa bước' }));
    await user.click(await screen.findByRole('button', { name: 'Đồng ý' }));
    expect(await screen.findByText('Chưa có bước tiến độ nào.')).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/api/admin/ideas/5/progress/31' });
    cleanup();

    page(<Record status="rejected" />);
    expect(screen.queryByRole('form', { name: 'Thêm bước tiến độ' })).toBeNull();
    expect(screen.getByText('Chỉ cập nhật tiến độ cho hồ sơ đã duyệt hoặc đã công bố.')).toBeTruthy();
  }, 30_000);
});
