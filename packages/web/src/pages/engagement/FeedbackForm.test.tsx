import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { successPopup } from '../../lib/popups.ts';
import { clearSession, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import FeedbackForm from './FeedbackForm.tsx';

// SweetAlert2 needs a real browser; what the popups say is not what these tests check.
vi.mock('../../lib/popups.ts', () => ({ successPopup: vi.fn(async () => {}), toast: vi.fn(async () => {}) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Serves a new captcha on each request, and answers the feedback with `answer`. */
function serve(answer: () => Response) {
  let captchas = 0;
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).includes('captcha')) {
      captchas += 1;
      return json(200, { data: { captcha: 'data:image/svg+xml;base64,', key: `key-${captchas}` } });
    }
    sent.push(JSON.parse(String(init?.body)));
    return answer();
  });
  return sent;
}

/** The form needs a data router: it asks before leaving with unsaved input. */
function renderForm() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <FeedbackForm /> }])} />);
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Họ và tên'), 'Nguyễn Văn An');
  await userEvent.type(screen.getByLabelText('Email'), 'an@example.vn');
  await userEvent.type(screen.getByLabelText('Tiêu đề'), 'Góp ý về cổng');
  await userEvent.type(screen.getByLabelText('Nội dung'), 'Cổng nên có thêm mục hỏi đáp về đề xuất.');
  await userEvent.type(screen.getByLabelText('Mã xác nhận'), 'abcd');
}

describe('a public form (the feedback of /contacts)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStorage.clear();
    clearSession();
  });

  it('shows a signed-in sender the account’s e-mail, read-only, where the answer goes', async () => {
    signIn('access-token', citizenForTests);
    renderForm();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('binh@example.vn');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      /Câu trả lời được gửi đến email này và hiện trong trang “Câu hỏi và góp ý của tôi”/,
    );
    expect(screen.getByRole('link', { name: '“Câu hỏi và góp ý của tôi”' })).toHaveAttribute(
      'href',
      '/personal-questions',
    );
  });

  it('sends the sender’s fields with the captcha’s key, then empties the form and confirms', async () => {
    const sent = serve(() => json(201, { message: 'Cảm ơn Ông/Bà đã gửi góp ý' }));
    renderForm();
    expect(screen.getByText('Chưa tải mã')).toBeInTheDocument();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cảm ơn Ông/Bà đã gửi góp ý');
    expect(sent).toEqual([
      {
        name: 'Nguyễn Văn An',
        email: 'an@example.vn',
        phone: '',
        subject: 'Góp ý về cổng',
        message: 'Cổng nên có thêm mục hỏi đáp về đề xuất.',
        captcha: 'abcd',
        key: 'key-1',
      },
    ]);
    expect(successPopup).toHaveBeenCalledWith('Đã gửi góp ý');
    expect(screen.getByLabelText('Tiêu đề')).toHaveValue('');
  });

  it('shows a refused field under it, empties the used code and sends the next captcha’s key', async () => {
    let refuse = true;
    const sent = serve(() =>
      refuse
        ? json(422, { message: 'Dữ liệu không hợp lệ', errors: { captcha: ['Mã xác nhận không đúng'] } })
        : json(201, { message: 'Cảm ơn Ông/Bà đã gửi góp ý' }),
    );
    renderForm();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    expect(await screen.findByText('Mã xác nhận không đúng')).toBeInTheDocument();
    expect(screen.getByLabelText('Mã xác nhận')).toHaveValue('');
    expect(screen.getByLabelText('Mã xác nhận')).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await userEvent.type(screen.getByLabelText('Mã xác nhận'), 'efgh');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ captcha: 'efgh', key: 'key-2' });
  });
});
