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
