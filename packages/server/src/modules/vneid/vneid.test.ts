import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { freePort } from '../../resilience/built-server.ts';
import { bearer } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { throughConsent, vneidBrowser } from '../../test/vneid-flow.ts';
import { testCitizens } from './stand-in-provider.ts';

describe('VNeID sign-in through the stand-in provider', () => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    // The stand-in's issuer and the redirect URIs are below PUBLIC_URL, never the request's host.
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await buildTestApp({ PUBLIC_URL: origin });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** Each flow's state → the flow cookie of the browser that started it. */
  const cookieFor = new Map<string, string>();

  /** Walks the flow up to the provider's return to /login, as a citizen's browser does. */
  async function returnFromProvider(account: string, redirect = '/profile') {
    const browser = vneidBrowser(origin);
    const { visit } = browser;
    const start = await visit(`${origin}/api/auth/vneid/authorize?redirect=${encodeURIComponent(redirect)}`);
    const url = new URL((await start.json()).data.url);
    expect(url.origin + url.pathname).toBe(`${origin}/dev-idp/auth`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/login`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();

    let response = await visit(url.href);
    let location = new URL(response.headers.get('location') ?? '', origin);
    expect(location.pathname).toMatch(/^\/dev-idp-login\//);
    const page = await (await visit(location.href)).text();
    expect(page).toContain('VNeID (mô phỏng)');
    expect(page).toContain(testCitizens[0].name);

    response = await visit(`${location.href}/login?account=${account}`);
    location = new URL(response.headers.get('location') ?? '', origin);
    for (let hop = 0; hop < 5 && location.pathname !== '/login'; hop++) {
      response = await visit(location.href);
      location = new URL(response.headers.get('location') ?? '', origin);
    }
    expect(location.pathname).toBe('/login');
    const query = Object.fromEntries(location.searchParams);
    cookieFor.set(query.state ?? '', browser.flowCookie());
    return { query, visit };
  }

  /** The portal's call on the return, from the browser that started the flow (its flow cookie). */
  const returnCall = (query: Record<string, string>, cookie = cookieFor.get(query.state ?? '')) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login-vneid',
      headers: { host: new URL(origin).host, ...(cookie ? { cookie } : {}) },
      payload: query,
    });
  /** The same, through the consent a first sign-in asks for, agreed to. */
  const finish = async (query: Record<string, string>, cookie?: string) =>
    throughConsent(t.app, await returnCall(query, cookie), { host: new URL(origin).host });

  it('signs a test citizen in with code, state, nonce and PKCE, and remembers where they were going', async () => {
    const { query } = await returnFromProvider('vneid-0001');
    expect(query.code).toBeTruthy();
    const response = await finish(query);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.redirect_path).toBe('/profile');
    expect(data.user).toMatchObject({
      full_name: 'Nguyễn Văn Bình',
      email: 'binh.nguyen@vneid.test',
      citizenPid: '********1234',
      citizen_pid_masked: '********1234',
    });
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(data.access_token) });
    expect(me.json().data.user.citizenPid).toBe('********1234');
    const [row] = await queryRows<{ vneid_issuer: string; vneid_subject: string }>(
      t.database.db,
      sql`select vneid_issuer, vneid_subject from users where email = 'binh.nguyen@vneid.test'`,
    );
    expect(row).toEqual({ vneid_issuer: `${origin}/dev-idp`, vneid_subject: 'vneid-0001' });
  });

  it("sends the provider PUBLIC_URL's redirect URI whatever Host and X-Forwarded-Host say", async () => {
    const response = await t.app.inject({
      url: '/api/auth/vneid/authorize',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json().data.url);
    expect(url.origin + url.pathname).toBe(`${origin}/dev-idp/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/login`);
  });

  it('keeps only a path of this site as where to go after sign-in; anything else goes home', async () => {
    const redirectPathOf = async (redirect: string) => {
      const start = await t.app.inject({
        url: `/api/auth/vneid/authorize?redirect=${encodeURIComponent(redirect)}`,
        headers: { host: new URL(origin).host },
      });
      const state = new URL(start.json().data.url).searchParams.get('state') ?? '';
      const [row] = await queryRows<{ redirect_path: string }>(
        t.database.db,
        sql`select redirect_path from vneid_requests where state = ${state}`,
      );
      return row?.redirect_path;
    };
    // Browsers read a backslash, or a tab or line break they drop, as a second slash: another site.
    for (const foreign of [
      '/\\evil.example',
      '/\\/evil.example',
      '//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/ideas//evil.example',
    ]) {
      expect(await redirectPathOf(foreign), foreign).toBe('/');
    }
    expect(await redirectPathOf('/ideas?page=2#top')).toBe('/ideas?page=2#top');
    expect(await redirectPathOf('/tin-tuc/khoa-hoc')).toBe('/tin-tuc/khoa-hoc');
  });

  it('keys the account by issuer and subject: a second sign-in finds the same user', async () => {
    const first = (await finish((await returnFromProvider('vneid-0002')).query)).json().data.user.id;
    const second = (await finish((await returnFromProvider('vneid-0002')).query)).json().data.user.id;
    expect(second).toBe(first);
  });

  it('refuses a return with a wrong state', async () => {
    const { query } = await returnFromProvider('vneid-0003');
    const response = await finish({ ...query, state: 'trang-thai-gia' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Phiên đăng nhập VNeID không hợp lệ hoặc đã hết hạn');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const { query } = await returnFromProvider('vneid-0003');
    await t.database.db.execute(sql`update vneid_requests set nonce = 'nonce-khac' where state = ${query.state}`);
    const response = await finish(query);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Không đăng nhập được bằng VNeID, vui lòng thử lại');
  });

  it('refuses a return used twice', async () => {
    const { query } = await returnFromProvider('vneid-0003');
    expect((await finish(query)).statusCode).toBe(200);
    expect((await finish(query)).statusCode).toBe(401);
  });

  it("logs a VNeID user out to the provider's end-session page, coming back to Logout", async () => {
    const { query, visit } = await returnFromProvider('vneid-0001');
    const { data } = (await finish(query)).json();
    const response = await t.app.inject({
      url: '/api/auth/logout',
      headers: { ...bearer(data.access_token), host: new URL(origin).host },
    });
    const endSession = new URL(response.json().end_session_url);
    expect(endSession.origin + endSession.pathname).toBe(`${origin}/dev-idp/session/end`);
    expect(endSession.searchParams.get('client_id')).toBe('cong-nq57-dev');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/logout`);
    // The same browser, still signed in at the provider, is asked to confirm.
    const page = await (await visit(endSession.href)).text();
    expect(page).toContain('Ông/Bà có muốn đăng xuất khỏi tài khoản định danh?');
    expect(page).not.toMatch(/bạn/i);
  });
});

describe('VNeID in production without an issuer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      NODE_ENV: 'production',
      CAPTCHA_TEST_TEXT: '',
      PUBLIC_URL: 'https://nq57.songlam.gov.vn',
      CLAMAV_DISABLED: 'true',
    });
  });
  afterAll(() => t.close());

  it('has no stand-in and says VNeID is not configured', async () => {
    const discovery = await t.app.inject({ url: '/dev-idp/.well-known/openid-configuration' });
    expect(discovery.body).not.toContain('authorization_endpoint');
    const response = await t.app.inject({ url: '/api/auth/vneid/authorize' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Đăng nhập bằng VNeID chưa được cấu hình trên cổng này');
  });
});
