import { bearer, tokensByRole } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';

/** The resource tests of the back office: an app, an account of each role, calls as one of them. */

export type StaffTokens = Awaited<ReturnType<typeof tokensByRole>>;

/** A test app with one account of each role, signed in (`tokens.editor`, `tokens.admin`...). */
export async function buildStaffApp(
  overrides: Record<string, string> = {},
): Promise<{ t: TestApp; tokens: StaffTokens }> {
  const t = await buildTestApp(overrides);
  return { t, tokens: await tokensByRole(t, 1) };
}

/** One call to the API as the holder of `token`, with `payload` as its JSON body when given. */
export function callAs(t: TestApp, token: string, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** react-admin's list parameters (`sort`, `range`, `filter`) as a query string, each one in JSON. */
export const listQuery = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])),
  ).toString();
