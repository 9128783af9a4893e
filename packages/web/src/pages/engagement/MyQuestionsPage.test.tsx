import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import { Component as MyQuestionsPage } from './MyQuestionsPage.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (data: unknown[], meta: Partial<{ page: number; total: number; last_page: number }> = {}) =>
  json(200, { data, meta: { page: 1, per_page: 10, total: data.length, last_page: 1, ...meta } });

const answered = {
  id: 12,
  topic: 'Sở hữu trí tuệ',
  question: 'Thủ tục đăng ký nhãn hiệu gồm những gì?',
  created_at: '2026-11-22T17:30:00.000Z',
  status: 'answered',
  status_label: 'Đã trả lời',
  answer: {
    html: '<p>Gồm tờ khai và <strong>mẫu nhãn</strong>.</p>',
    answered_at: '2026-11-24T02:00:00.000Z',
    unit: 'Sở Khoa học và Công nghệ',
    published: false,
  },
};
const waiting = {
  id: 11,
  topic: '',
  question: 'Câu hỏi chưa được trả lời?',
  created_at: '2026-11-20T02:00:00.000Z',
  status: 'new',
  status_label: 'Đang chờ trả lời',
  answer: null,
};
const replied = {
  id: 5,
  subject: 'Trang văn bản tải chậm',
  message: 'Trang văn bản mở rất chậm.',
  created_at: '2026-11-21T02:00:00.000Z',
  status: 'handled',
  status_label: 'Đã xử lý',
  handled_at: '2026-11-23T02:00:00.000Z',
  replies: [
    {
      id: 1,
      subject: 'Trả lời: Trang văn bản tải chậm',
      body: 'Sở đã nâng cấp máy chủ.\n<b>Trân trọng</b>',
      sent_at: '2026-11-23T01:00:00.000Z',
    },
  ],
};

/** fetch answering the two lists by address; `questions` and `feedback` take the page asked for. */
function server(questions: (page: number) => Response, feedback: (page: number) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://portal.test');
    const asked = Number(url.searchParams.get('page') ?? 1);
    if (url.pathname === '/api/questions/mine') return questions(asked);
    if (url.pathname === '/api/feedback/mine') return feedback(asked);
    return json(404, { message: 'Không tìm thấy' });
  });
}

function renderPage() {
  signIn('access-token', citizenForTests);
  const router = createMemoryRouter([{ path: '/personal-questions', element: <MyQuestionsPage /> }], {
    initialEntries: ['/personal-questions'],
  });
  render(<RouterProvider router={router} />);
}

const part = (name: string) => screen.getByRole('region', { name });

describe('the page “Câu hỏi và góp ý của tôi”', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    clearSession();
  });

  it('shows each part loading, then the questions with their answer and the feedback with its replies', async () => {
    server(
      () => page([answered, waiting]),
      () => page([replied]),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Câu hỏi và góp ý của tôi' })).toBeInTheDocument();
    expect(within(part('Câu hỏi đã gửi')).getByRole('status')).toHaveTextContent('Đang tải câu hỏi');

    const first = await screen.findByRole('article', { name: 'Câu hỏi số 12 · Sở hữu trí tuệ' });
    expect(first).toHaveTextContent('Gửi ngày 23/11/2026'); // 00:30 on the 23rd in Vietnam
    expect(first).toHaveTextContent('Đã trả lời');
    expect(within(first).getByRole('heading', { level: 4, name: 'Trả lời' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Sở Khoa học và Công nghệ, ngày 24/11/2026');
    expect(within(first).getByText('mẫu nhãn').tagName).toBe('STRONG');
    expect(first).not.toHaveTextContent('công bố trong mục Hỏi đáp');
    const second = screen.getByRole('article', { name: 'Câu hỏi số 11' });
    expect(second).toHaveTextContent('Đang chờ trả lời');
    expect(second).toHaveTextContent('Sở chưa trả lời câu hỏi này.');

    const sent = await screen.findByRole('article', { name: 'Trang văn bản tải chậm' });
    expect(sent).toHaveTextContent('Đã xử lý ngày 23/11/2026');
    expect(within(sent).getByRole('heading', { level: 4, name: 'Trả lời: Trang văn bản tải chậm' })).toBeVisible();
    // The reply is plain text: its markup is shown as typed, never made into elements.
    expect(sent).toHaveTextContent('<b>Trân trọng</b>');
    expect(sent.querySelector('b')).toBeNull();
  });

  it('says so when nothing was sent', async () => {
    server(
      () => page([]),
      () => page([]),
    );
    renderPage();
    expect(await within(part('Câu hỏi đã gửi')).findByText(/chưa gửi câu hỏi nào/)).toBeInTheDocument();
    expect(await within(part('Góp ý đã gửi')).findByText(/chưa gửi góp ý nào/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    server(
      () => (fail ? json(500, { message: 'Lỗi' }) : page([waiting])),
      () => page([]),
    );
    renderPage();
    const alert = await within(part('Câu hỏi đã gửi')).findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được câu hỏi của Ông/Bà');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('article', { name: 'Câu hỏi số 11' })).toBeInTheDocument();
  });

  it('pages through the questions', async () => {
    const fetchMock = server(
      (asked) =>
        asked === 1
          ? page([answered], { total: 2, last_page: 2 })
          : page([waiting], { page: 2, total: 2, last_page: 2 }),
      () => page([]),
    );
    renderPage();
    await screen.findByRole('article', { name: 'Câu hỏi số 12 · Sở hữu trí tuệ' });
    const pager = screen.getByRole('navigation', { name: 'Trang của danh sách câu hỏi' });
    expect(pager).toHaveTextContent('Trang 1/2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByRole('article', { name: 'Câu hỏi số 11' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/questions/mine?page=2&per_page=10');
  });
});
