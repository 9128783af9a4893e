import type { ProposalInputValues } from '@portal/shared/proposals';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, tokensByRole } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';

/** The resource tests of the back office: an app, an account of each role, calls as one of them. */

export type StaffTokens = Awaited<ReturnType<typeof tokensByRole>>;

/** A test app with one account of each role, signed in (`tokens.editor`, `tokens.admin`...). */
export async function buildStaffApp(
  overrides: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<{ t: TestApp; tokens: StaffTokens }> {
  const t = await buildTestApp(overrides, options);
  return { t, tokens: await tokensByRole(t, 1) };
}

/** The staff app of one `describe`: `t` and `tokens` are there from its `beforeAll` on. */
export interface StaffApp {
  t: TestApp;
  tokens: StaffTokens;
  /** A call as the editor, or as the holder of `token`. */
  call(method: string, url: string, payload?: unknown, token?: string): ReturnType<typeof callAs>;
}

/**
 * Builds a staff app (buildStaffApp) before the tests of the `describe` it is called in and closes
 * it after them; the `describe`'s own `beforeAll` runs after it, so it may use the app.
 */
export function useStaffApp(overrides: Record<string, string> = {}, options: { now?: () => Date } = {}): StaffApp {
  const staff: StaffApp = {
    t: undefined as unknown as TestApp,
    tokens: undefined as unknown as StaffTokens,
    call: (method, url, payload, token = staff.tokens.editor) => callAs(staff.t, token, method, url, payload),
  };
  beforeAll(async () => {
    Object.assign(staff, await buildStaffApp(overrides, options));
  });
  afterAll(() => staff.t?.close());
  return staff;
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

/**
 * A citizen's proposal (`form`, sent at once) taken through review and approval by the reviewer
 * and published as a product: answers the product's id. Each step must succeed.
 */
export async function proposalPublishedAsProduct(staff: StaffApp, form: ProposalInputValues): Promise<number> {
  const sent = await staff.call('POST', '/api/proposals', form, staff.tokens.citizen);
  expect(sent.statusCode, sent.body).toBe(201);
  const id = sent.json().data.id as number;
  for (const action of ['start_review', 'approve']) {
    const stepped = await staff.call(
      'POST',
      `/api/admin/proposals/${id}/transitions`,
      { action },
      staff.tokens.reviewer,
    );
    expect(stepped.statusCode, stepped.body).toBe(200);
  }
  const published = await staff.call(
    'POST',
    `/api/admin/proposals/${id}/publish-product`,
    undefined,
    staff.tokens.reviewer,
  );
  expect(published.statusCode, published.body).toBe(200);
  return published.json().data.product_id as number;
}
