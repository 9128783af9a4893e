import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { METHODS } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@portal/shared/messages';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { CAPTCHA, captchaKey, tokensByRole } from '../test/auth-helpers.ts';
import { buildTestApp } from '../test/helper.ts';
import { type JsonSchema, oddString, valueFor } from './arbitraries.ts';
import { mutatedJson, rawGarbage } from './arbitraries-bodies.ts';
import { pathValue, type QueryParameter, queryString } from './arbitraries-urls.ts';
import { changedTables, fingerprint, fuzzRuns, fuzzSeed, problemsOf, publicTables } from './harness.ts';

/**
 * Every route of the OpenAPI document gets valid-looking and mutated requests as a visitor, a
 * citizen and staff; every answer must be below 500 and leak nothing, and a refused request
 * (>= 400) must leave the database as it was. `npm run fuzz` runs 1,000 requests per route.
 */
const RUNS = fuzzRuns(9);
const ROLES = ['visitor', 'citizen', 'staff'] as const;
type Role = (typeof ROLES)[number];

/**
 * Tables a refused request may legitimately change, per route ("METHOD /path"), with the reason.
 * Everything else must stay exactly as it was (rate limits live in memory, not in a table).
 */
const MAY_CHANGE_WHEN_REFUSED: Record<string, Record<string, string>> = {
  'POST /api/auth/login': {
    captchas: 'a captcha is single-use: any answer to it, right or wrong, consumes it',
    audit_events: 'every failed sign-in is logged (security audit)',
    sign_in_failures: 'a wrong password counts towards the wait of its e-mail and address (sign-in-throttle.ts)',
    users: 'the failure that completes a wide attack locks the account (locked_until)',
  },
  'POST /api/auth/register': {
    captchas: 'the captcha is checked (and so consumed: single-use) before the e-mail and citizen ID are looked up',
  },
  'POST /api/questions': {
    captchas: 'the captcha is checked (and so consumed: single-use) before the topic is looked up',
  },
  'POST /api/feedback': {
    captchas: 'the captcha is checked (and so consumed: single-use) before the rest of the form',
  },
  'POST /api/auth/verify': {
    login_challenges: 'every two-factor try is booked on its challenge before the code is checked',
    audit_events: 'every failed two-factor attempt is logged (security audit)',
    sign_in_failures: 'a wrong two-factor code counts towards the account limit (sign-in-throttle.ts)',
  },
};

/**
 * Routes that may answer 503 "service unavailable" here, with the reason: nothing else may
 * answer 5xx. The VNeID routes talk to the identity provider over HTTP, and in this in-process
 * test (app.inject, no listening socket) the stand-in provider cannot be reached: the routes
 * answer the designed 503 with its Vietnamese message, as they do when VNeID is down.
 */
const MAY_BE_UNAVAILABLE = new Set([
  'GET /api/auth/vneid/authorize',
  'POST /api/auth/login-vneid',
  'POST /api/auth/vneid/link/start',
  'POST /api/auth/vneid/link/return',
]);

interface Operation {
  method: string;
  path: string;
  parameters: (QueryParameter & { in: string })[];
  body?: JsonSchema;
}

// A portal build of one page, so that the portal's catch-all answers as in production (no 503).
const webDist = mkdtempSync(path.join(tmpdir(), 'portal-fuzz-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="vi"><head><title>Cổng</title></head><body></body></html>',
);
const t = await buildTestApp({ SEED_DEMO_CONTENT: 'true', WEB_DIST: webDist });
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const signedIn = await tokensByRole(t, 1);
const userIds = {
  citizen: (await t.app.context.tokens.verifyAccess(signedIn.citizen)).userId,
  staff: (await t.app.context.tokens.verifyAccess(signedIn.admin)).userId,
};
// Accounts only the fuzzer's admin calls touch (lock, role change...), not the ones it signs in with.
const { registerCitizen } = await import('../test/auth-helpers.ts');
for (const n of [20, 21]) await registerCitizen(t, n);
const tables = await publicTables(t);

const document = (await t.app.inject({ url: '/api/docs' })).json() as {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: (QueryParameter & { in: string })[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};
const methodOrder = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'TRACE', 'QUERY', 'DELETE'];
const operations: Operation[] = Object.entries(document.paths)
  .flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  )
  .filter((operation) => METHODS.includes(operation.method))
  // Reads first, deletions last, so that most routes meet the demo content.
  .sort((a, b) => methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method));

/** The key column (an SQL expression) of tables not keyed by `id`. */
const KEYS: Record<string, string> = {
  static_pages: 'slug',
  indicator_values: `indicator_id::text || ':' || period`,
};

/** The table behind a path's `{id}`, to fill it with ids that exist. */
function tableOf(path: string): { table: string; column: string } | undefined {
  if (path.includes('{slug}')) return { table: 'static_pages', column: 'slug' };
  if (path.startsWith('/api/auth/{id}')) return { table: 'users', column: 'id' };
  const match = path.match(/^\/api\/(?:admin\/)?([\w-]+)(?:\/mine)?\/\{id\}/);
  if (!match?.[1]) return undefined;
  const name = match[1].replaceAll('-', '_');
  const table = name === 'internal_documents' ? 'documents' : name;
  return tables.includes(table) ? { table, column: KEYS[table] ?? 'id' } : undefined;
}

async function existingValues(path: string): Promise<string[]> {
  const source = tableOf(path);
  if (!source) return ['1', '2'];
  const { sql } = await import('drizzle-orm');
  const keep = source.table === 'users' ? `where id not in (${userIds.citizen}, ${userIds.staff})` : '';
  const result = (await t.database.db.execute(
    sql.raw(`select (${source.column})::text as v from "${source.table}" ${keep} order by 1 desc limit 6`),
  )) as unknown as { rows: { v: string }[] };
  return result.rows.map((row) => encodeURIComponent(row.v));
}

function multipartGarbage(): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  return fc
    .tuple(
      fc.constantFrom('file', 'avatar', 'image', 'x', ''),
      oddString,
      fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', 'application/x-msdownload', ''),
      fc.uint8Array({ maxLength: 512 }),
    )
    .map(([name, filename, type, bytes]) => {
      const boundary = '----fuzz-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename.slice(0, 200)}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        Buffer.from(bytes),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
    });
}

function requestsFor(operation: Operation, existing: string[]) {
  const pathParts = operation.path.split(/(\{[^}]+\})/).map((part) => {
    if (part === '{*}') return fc.array(pathValue(existing), { maxLength: 3 }).map((parts) => parts.join('/'));
    return part.startsWith('{') ? pathValue(existing) : fc.constant(part);
  });
  const url = fc
    .tuple(fc.tuple(...pathParts), queryString(operation.parameters.filter((p) => p.in === 'query')))
    .map(([parts, query]) => `${parts.join('')}${query}`);
  const hasBody = !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(operation.method);
  const valid = valueFor(operation.body).map((value) => ({
    payload: JSON.stringify(value) ?? '',
    contentType: 'application/json',
  }));
  const mutated = mutatedJson(operation.body).map((payload) => ({ payload, contentType: 'application/json' }));
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> = !hasBody
    ? fc.constant({})
    : operation.body
      ? fc.oneof(
          { weight: 3, arbitrary: valid },
          { weight: 5, arbitrary: mutated },
          { weight: 2, arbitrary: rawGarbage },
        )
      : fc.oneof(
          { weight: 3, arbitrary: fc.constant({}) },
          { weight: 2, arbitrary: mutated },
          { weight: 2, arbitrary: rawGarbage },
          { weight: 2, arbitrary: multipartGarbage() },
        );
  return fc.record({
    url,
    body,
    ip: fc.ipV4(),
    xhr: fc.boolean(),
    // Half the bodies with a captcha carry a real one, so the refusals after it are fuzzed too.
    solveCaptcha: fc.boolean(),
  });
}

/** A body with a captcha field gets a fresh, solved captcha (the test text) in place of its own. */
async function withSolvedCaptcha(payload: string): Promise<string> {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('captcha' in body)) return payload;
  return JSON.stringify({ ...body, captcha: CAPTCHA, key: await captchaKey(t) });
}

function tokenFor(role: Role): Promise<string | undefined> {
  if (role === 'visitor') return Promise.resolve(undefined);
  // Signed afresh for each route: the 1,000-request run outlasts an access token. Staff sign in
  // with two-factor, as the back office requires.
  return t.app.context.tokens.signAccess({ userId: userIds[role], method: role === 'staff' ? 'otp' : 'pwd' });
}

// First, before the fuzzer's admin calls change settings (a feature turned off answers 404).
describe('bodies over the limit', () => {
  const withBody = operations.filter((o) => o.body && o.method !== 'GET');

  it.each(withBody.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s: over 1 MiB is 413 in Vietnamese',
    async (_, operation) => {
      const token = await tokenFor('staff');
      const existing = await existingValues(operation.path);
      const url = operation.path.replace(/\{[^}]+\}/g, existing[0] ?? '1');
      const response = await t.app.inject({
        method: operation.method as InjectOptions['method'],
        url,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
        },
        payload: JSON.stringify({ text: 'ạ'.repeat(400_000) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: messages.payloadTooLarge, code: 'payload_too_large' });
    },
  );

  it.each([
    ['/api/auth/avatar', 'citizen', 5 * 1024 * 1024],
    ['/api/uploads?kind=image', 'citizen', 5 * 1024 * 1024],
    ['/api/uploads?kind=attachment', 'citizen', 20 * 1024 * 1024],
    ['/api/admin/images', 'staff', 5 * 1024 * 1024],
    ['/api/admin/files?kind=image', 'staff', 5 * 1024 * 1024],
  ] as const)('POST %s: a file over its limit is 413 in Vietnamese', async (url, role, limit) => {
    const token = await tokenFor(role);
    const boundary = '----fuzz-boundary';
    const name = url === '/api/auth/avatar' ? 'avatar' : 'file';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="lon.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(limit + 1, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/[ạảãáàâấầẩẫậăắằẳẵặđêếềểễệôốồổỗộơớờởỡợưứừửữự]/);
    expect(problemsOf(response)).toEqual([]);
  });
});

describe('fuzzing every route of the OpenAPI document', () => {
  it('finds the routes in the document', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.some((o) => o.path === '/api/admin/users/{id}' && o.method === 'PUT')).toBe(true);
  });

  it('the database fingerprint sees an update, even to the same value', async () => {
    const { sql } = await import('drizzle-orm');
    const before = await fingerprint(t, tables);
    await t.database.db.execute(sql.raw('update users set email = email where id = (select min(id) from users)'));
    expect(changedTables(before, await fingerprint(t, tables))).toEqual(['users']);
  });

  for (const operation of operations) {
    const name = `${operation.method} ${operation.path}`;
    it(name, { timeout: 120_000 + RUNS * 2_000 }, async () => {
      const allowed = MAY_CHANGE_WHEN_REFUSED[name] ?? {};
      const captchaRoute = Boolean(operation.body?.properties?.captcha);
      const existing = await existingValues(operation.path);
      const arbitrary = requestsFor(operation, existing);
      let before = await fingerprint(t, tables);
      for (const role of ROLES) {
        const token = await tokenFor(role);
        await fc.assert(
          fc.asyncProperty(arbitrary, async (request) => {
            const headers: Record<string, string> = {};
            if (token) headers.authorization = `Bearer ${token}`;
            if (request.xhr) headers['x-requested-with'] = 'XMLHttpRequest';
            if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
            const options: InjectOptions = {
              method: operation.method as InjectOptions['method'],
              url: request.url,
              headers,
              remoteAddress: request.ip,
            };
            if (request.body.payload !== undefined) options.payload = request.body.payload;
            if (request.solveCaptcha && typeof request.body.payload === 'string' && captchaRoute) {
              options.payload = await withSolvedCaptcha(request.body.payload);
              // The captcha just made is the fetch's write, not the fuzzed request's.
              before = await fingerprint(t, tables);
            }
            const response = await t.app.inject(options);
            const after = await fingerprint(t, tables);
            const problems = problemsOf(response).filter(
              (problem) =>
                !(
                  problem === 'status 503' &&
                  MAY_BE_UNAVAILABLE.has(name) &&
                  response.json().code === 'service_unavailable'
                ),
            );
            if (response.statusCode >= 400) {
              const changed = changedTables(before, after).filter((table) => !(table in allowed));
              if (changed.length) problems.push(`refused request changed ${changed.join(', ')}`);
            }
            before = after;
            if (problems.length) {
              throw new Error(
                `${role} ${operation.method} ${request.url.slice(0, 300)} -> ${response.statusCode}: ${problems.join('; ')}\n` +
                  `body sent: ${String(request.body.payload ?? '').slice(0, 300)}\nanswer: ${response.body.slice(0, 500)}`,
              );
            }
          }),
          { numRuns: Math.ceil(RUNS / ROLES.length), endOnFailure: true, seed: fuzzSeed() },
        );
      }
    });
  }
});
