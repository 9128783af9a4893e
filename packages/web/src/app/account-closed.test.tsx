import { categoriesApi, homeApi } from '@portal/shared/api/content';
import { pathOf } from '@portal/shared/api/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authModal } from '../features/auth/modals.ts';
import { onAccountClosed } from '../lib/api.ts';
import { TOKEN_KEY } from '../lib/session.ts';
import { renderPortal } from '../test/render.tsx';
import { citizenForTests, demoSettingsForTests, homeForTests } from '../test/settings.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const closed = {
  code: 'account_disabled',
  message: 'Tài khoản đã bị khóa hoặc không còn tồn tại. Vui lòng liên hệ Sở Khoa học và Công nghệ để được hỗ trợ',
};

/**
 * The browser of an account that staff locked, or that was deleted, is (re)loaded with its token
 * still stored: the server refuses the user with 401 account_disabled.
 */
describe('a page loaded with the token of a closed account', () => {
  const told = vi.fn();
  /** Whether staff have locked the account yet: before, the token's calls are answered. */
  let locked = true;
  beforeEach(() => {
    locked = true;
    onAccountClosed(told);
    localStorage.setItem(TOKEN_KEY, 'token-of-a-locked-account');
    // Every call that carries the token is refused; the calls a visitor makes are answered.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (new Headers(init?.headers).has('Authorization')) {
          return locked ? json(401, closed) : json(200, { data: [], meta: { total: 0, unread: 0 } });
        }
        if (String(input) === pathOf(categoriesApi.list)) return json(200, { data: [] });
        if (String(input) === pathOf(homeApi.content)) return json(200, { data: homeForTests });
        // The calls of signed-in people (the user, their own lists) refuse a visitor.
        return json(401, { code: 'unauthorized', message: 'Vui lòng đăng nhập để tiếp tục' });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    onAccountClosed(() => {});
    told.mockReset();
    authModal.set(null);
  });

  it('shows home as a visitor sees it, with header and footer, signed out and told why', async () => {
    const { session } = renderPortal('/', demoSettingsForTests, { token: 'token-of-a-locked-account' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cổng thông tin Nghị quyết 57 tỉnh Sông Lam' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Có lỗi xảy ra' })).toBeNull();
    expect(within(screen.getByRole('banner')).getAllByRole('button', { name: 'Đăng nhập' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('nghiquyet57@sokhcn.songlam.gov.vn');
    expect(session.get()).toMatchObject({ token: null, user: null });
    // A reload starts as a visitor's: nothing is left to offer the server again.
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('a public page stays where it is, its content fetched again as a visitor', async () => {
    const { router } = renderPortal('/sitemap', demoSettingsForTests, { token: 'token-of-a-locked-account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sơ đồ cổng thông tin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sitemap');
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('a page for signed-in people gives way to Home, without the login dialog over the notice', async () => {
    const { router, session } = renderPortal('/profile', demoSettingsForTests, { token: 'token-of-a-locked-account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cổng thông tin Nghị quyết 57 tỉnh Sông Lam' }),
    ).toBeInTheDocument();
    expect(authModal.get()).toBeNull();
    expect(session.get().redirectPath).toBeNull();
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('a page for signed-in people opened after the account was closed goes Home, not to an error page', async () => {
    locked = false;
    const { router, session } = renderPortal('/', demoSettingsForTests, {
      token: 'token-of-a-locked-account',
      user: citizenForTests,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cổng thông tin Nghị quyết 57 tỉnh Sông Lam' }),
    ).toBeInTheDocument();
    // Staff lock the account while its page is open; the person then opens their own proposals.
    locked = true;
    await router.navigate('/personal-propose-list');
    await waitFor(() => expect(session.get().token).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cổng thông tin Nghị quyết 57 tỉnh Sông Lam' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Có lỗi xảy ra' })).toBeNull();
    expect(told).toHaveBeenCalledTimes(1);
  });
});
