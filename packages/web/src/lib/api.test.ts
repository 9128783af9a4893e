import { afterEach, describe, expect, it, vi } from 'vitest';
import { citizenForTests } from '../test/settings.ts';
import { ApiError, api, connectRouter, isAccountClosed, onAccountClosed, onPasswordChangeRequired } from './api.ts';
import { clearSession, session, signIn, TOKEN_KEY } from './session.ts';

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onPasswordChangeRequired(() => {});
  });

  const answer = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      ),
    );

  it('asks for a new password when the server refuses a call until the temporary one is replaced', async () => {
    const opened = vi.fn();
    onPasswordChangeRequired(opened);
    answer(403, { code: 'password_change_required', message: 'Vui lòng đặt mật khẩu mới' });
    await expect(api('/api/proposals/mine', { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(ApiError);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('does not for any other refusal', async () => {
    const opened = vi.fn();
    onPasswordChangeRequired(opened);
    answer(403, { code: 'forbidden', message: 'Tài khoản không có quyền thực hiện thao tác này' });
    await expect(api('/api/proposals/mine', { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(ApiError);
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('api, when staff have locked the account or it was deleted', () => {
  const closed = {
    code: 'account_disabled',
    message: 'Tài khoản đã bị khóa hoặc không còn tồn tại. Vui lòng liên hệ Sở Khoa học và Công nghệ để được hỗ trợ',
  };
  const router = { renavigate: vi.fn(), goToLogin: vi.fn(), navigating: () => false };
  const told = vi.fn();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  /** The server: the token's calls are refused as `refused` answers; a visitor's are answered. */
  const server = (refused: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
        new Headers(init?.headers).has('Authorization') ? json(401, refused) : json(200, { data: 'public' }),
      ),
    );
  const signedIn = (path = '/posts') => {
    window.history.replaceState(null, '', path);
    signIn('token-of-the-account', citizenForTests);
    connectRouter(router);
    onAccountClosed(told);
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    onAccountClosed(() => {});
    clearSession();
    window.history.replaceState(null, '', '/');
  });

  it('signs out once, however many calls meet it, says why, and answers them as to a visitor', async () => {
    signedIn('/posts?page=2');
    server(closed);
    const answers = await Promise.all([api('/api/posts'), api('/api/categories')]);
    expect(answers).toEqual([{ data: 'public' }, { data: 'public' }]);
    expect(session.get()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(told).toHaveBeenCalledTimes(1);
    // The page drawn for the person is drawn again as a visitor's.
    expect(router.renavigate).toHaveBeenCalledWith('/posts?page=2');
    expect(router.goToLogin).not.toHaveBeenCalled();
  });

  it('leaves a page only signed-in people see for Home', async () => {
    signedIn('/profile');
    server(closed);
    await api('/api/categories');
    expect(router.renavigate).toHaveBeenCalledWith('/');
  });

  it('does not send again, as an anonymous visitor, what the person sent', async () => {
    signedIn();
    server(closed);
    const sent = api('/api/proposals/mine', { method: 'POST', body: '{}' });
    await expect(sent).rejects.toSatisfy(isAccountClosed);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.get().token).toBeNull();
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on any other 401', async () => {
    signedIn();
    server({ code: 'unauthorized', message: 'Vui lòng đăng nhập để tiếp tục' });
    await expect(api('/api/posts')).rejects.toBeInstanceOf(ApiError);
    expect(session.get().token).toBe('token-of-the-account');
    expect(told).not.toHaveBeenCalled();
  });

  it('still goes to login, as the spec says, when an expired session cannot be refreshed', async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/auth/refresh'
          ? json(401, { code: 'unauthorized', message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' })
          : json(412, { code: 'token_expired', message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' }),
      ),
    );
    await expect(api('/api/proposals/mine')).rejects.toBeInstanceOf(ApiError);
    expect(session.get().token).toBeNull();
    expect(router.goToLogin).toHaveBeenCalledTimes(1);
    expect(told).not.toHaveBeenCalled();
  });
});
