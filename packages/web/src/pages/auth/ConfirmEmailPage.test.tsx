import { authMessages } from '@portal/shared/auth';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, signIn } from '../../lib/session.ts';
import { citizenForTests } from '../../test/settings.ts';
import { Component as ConfirmEmailPage } from './ConfirmEmailPage.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/confirm-email', element: <ConfirmEmailPage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

const button = 'Xác nhận địa chỉ email';

describe('the page of a confirmation mail’s link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('confirms only when its owner presses the button, not when a mail scanner opens it', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { message: authMessages.emailConfirmed }));
    renderAt('/confirm-email?token=abc_DEF-1');
    const confirm = await screen.findByRole('button', { name: button });
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.emailConfirmed);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/confirm-email');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc_DEF-1' });
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
  });

  it('does not ask someone who signed in meanwhile to sign in again', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { message: authMessages.emailConfirmed }));
    renderAt('/confirm-email?token=abc_DEF-1');
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    act(() => signIn('token', citizenForTests));
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.emailConfirmedSignedIn);
    expect(screen.queryByRole('button', { name: 'Đăng nhập' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    clearSession();
  });

  it('says a link without its token is incomplete, without asking the server', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderAt('/confirm-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.confirmationLinkIncomplete);
    expect(screen.queryByRole('button', { name: button })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a used or expired link', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(422, { message: authMessages.confirmationInvalid, errors: { token: [authMessages.confirmationInvalid] } }),
    );
    renderAt('/confirm-email?token=used');
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.confirmationInvalid);
  });
});
