import type { FastifyInstance } from 'fastify';

/**
 * A citizen's browser going through the VNeID stand-in provider, for tests against a listening
 * app: follows redirects by hand and keeps cookies (the portal's flow cookie among them).
 */
export function vneidBrowser(origin: string) {
  const cookies = new Map<string, string>();
  async function visit(url: string, init: RequestInit = {}) {
    const response = await fetch(new URL(url, origin), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  return {
    visit,
    /** The portal's flow cookie as a `cookie` header (login CSRF binding); empty when none. */
    flowCookie: () => (cookies.get('vneid_flow') ? `vneid_flow=${cookies.get('vneid_flow')}` : ''),

    /**
     * From the provider's authorization address (what the portal's authorize or link-start call
     * answered) to its return to /login: the test citizen `account` signs in. Answers the query.
     */
    async signInAtProvider(authorizationUrl: string, account: string): Promise<Record<string, string>> {
      let response = await visit(authorizationUrl);
      let location = new URL(response.headers.get('location') ?? '', origin);
      await visit(location.href);
      response = await visit(`${location.href}/login?account=${account}`);
      location = new URL(response.headers.get('location') ?? '', origin);
      for (let hop = 0; hop < 5 && location.pathname !== '/login'; hop++) {
        response = await visit(location.href);
        location = new URL(response.headers.get('location') ?? '', origin);
      }
      if (location.pathname !== '/login') throw new Error(`the provider did not come back: ${location.href}`);
      return Object.fromEntries(location.searchParams);
    },
  };
}

type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * The portal's answer to the consent a first VNeID sign-in asks for (`signIn`, login-vneid's
 * answer), sent as the browser does: with the key and the flow cookie that answer set.
 */
export function answerConsent(app: FastifyInstance, signIn: Injected, consent: boolean, headers = {}) {
  const flow = signIn.cookies.find((cookie) => cookie.name === 'vneid_flow' && cookie.value);
  return app.inject({
    method: 'POST',
    url: '/api/auth/vneid/consent',
    headers: { ...headers, ...(flow ? { cookie: `vneid_flow=${flow.value}` } : {}) },
    payload: { consent_key: signIn.json().data.consent_key, consent },
  });
}

/**
 * login-vneid's answer `signIn`, through the consent step when it was a first sign-in (agreed):
 * either way an answer whose `data` is the session.
 */
export async function throughConsent(app: FastifyInstance, signIn: Injected, headers = {}): Promise<Injected> {
  if (signIn.statusCode !== 200 || !signIn.json().data?.consent_required) return signIn;
  return answerConsent(app, signIn, true, headers);
}
