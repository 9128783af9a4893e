import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client.ts';
import { proposalForm } from '../test/proposal-form.ts';
import { postJson, signIn, signUpAndIn, useBuiltServers } from './built-server.ts';

/** A form's worth of a proposal, sent at once (submit = true). */
const proposal = (requestId: string, images: string[]) => proposalForm({ request_id: requestId, images });

// The process-fault tests spawn the BUILT server (packages/server/dist, see built-server.ts) on
// PGlite in a data folder of their own, whatever database the rest of the suite runs on.
// Each test starts the server once or twice (PGlite start-up is CPU-bound): generous timeouts.
describe('process faults of the built server', () => {
  const { dataDir, start } = useBuiltServers('portal-faults-');

  it('loses nothing answered 201 and leaves nothing half-made when killed (SIGKILL) mid-stream', async () => {
    const dir = dataDir();
    const first = await start(dir);
    const token = await signUpAndIn(first.url, 1, dir);
    const picture = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();

    const answered = new Map<string, number>();
    const sent = new Set<string>();
    let killed = false;

    /** One author's stream: an image upload, then a proposal that takes it, again and again. */
    async function worker() {
      while (!killed) {
        const requestId = randomUUID();
        try {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'anh.png');
          const upload = await fetch(`${first.url}/api/uploads?kind=image`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
          const image = (await upload.json()).data.id as string;
          sent.add(requestId);
          const response = await postJson(`${first.url}/api/proposals`, proposal(requestId, [image]), token);
          answered.set(requestId, response.status);
          await response.arrayBuffer();
        } catch (error) {
          // The connection dies with the process: that request has no answer.
          if (!killed) throw error;
        }
      }
    }

    const workers = Array.from({ length: 4 }, () => worker());
    // Kill once a fair number were answered, while the others are in flight.
    while (answered.size < 24) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    expect(await first.exited).toBe('SIGKILL');

    const created = [...answered].filter(([, status]) => status === 201).map(([id]) => id);
    expect(created.length).toBeGreaterThanOrEqual(24);
    expect([...answered.values()].every((status) => status === 201)).toBe(true);

    // A restart on the same data folder: it starts, and the author sees every proposal answered 201.
    const second = await start(dir);
    const again = await signIn(second.url, 'nguoidan1@example.vn', 'HoaPhuong@2026');
    const mine = await fetch(`${second.url}/api/proposals/mine?per_page=100`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(mine.status).toBe(200);
    const listed = (await mine.json()).data as { id: number; status: string; tracking_code: string | null }[];
    expect(listed.length).toBeGreaterThanOrEqual(created.length);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // The data itself, read straight from the stopped server's database.
    const database = await openDatabase({ dataDir: dir });
    try {
      const rows = await queryRows<{
        id: number;
        request_id: string;
        status: string;
        tracking_code: string | null;
        images: { id: string; key: string }[];
        creates: number;
        submits: number;
      }>(
        database.db,
        sql`select p.id, p.request_id, p.status, p.tracking_code, p.images,
              (select count(*)::int from submission_transitions t
                where t.kind = 'proposal' and t.submission_id = p.id and t.action = 'create') as creates,
              (select count(*)::int from submission_transitions t
                where t.kind = 'proposal' and t.submission_id = p.id and t.action = 'submit') as submits
            from proposals p`,
      );
      const byRequest = new Map(rows.map((row) => [row.request_id, row]));
      // Every proposal answered 201 is there exactly once, sent, with its tracking code, timeline and image.
      for (const requestId of created) {
        expect(rows.filter((row) => row.request_id === requestId)).toHaveLength(1);
        expect(byRequest.get(requestId)).toMatchObject({ status: 'submitted', creates: 1, submits: 1 });
        expect(byRequest.get(requestId)?.tracking_code).toMatch(/\S/);
        expect(byRequest.get(requestId)?.images).toHaveLength(1);
      }
      // Nothing half-made among the rest (requests cut by the kill): only rows of requests sent, each
      // with its creation recorded, and a tracking code exactly when it was sent.
      for (const row of rows) {
        expect(sent.has(row.request_id)).toBe(true);
        expect(row.creates).toBe(1);
        if (row.status === 'submitted') {
          expect(row.submits).toBe(1);
          expect(row.tracking_code).toMatch(/\S/);
        } else {
          expect(row).toMatchObject({ status: 'draft', submits: 0, tracking_code: null });
        }
      }

      // Uploads: each one a proposal took is marked taken and on disk; none is marked taken by nothing.
      const uploads = await queryRows<{ id: string; key: string; attached: boolean }>(
        database.db,
        sql`select id, key, attached_at is not null as attached from uploads`,
      );
      const taken = new Set(rows.flatMap((row) => row.images.map((image) => image.id)));
      for (const upload of uploads) {
        expect(upload.attached, `upload ${upload.id}`).toBe(taken.has(upload.id));
      }
      const uploadIds = new Set(uploads.map((upload) => upload.id));
      for (const row of rows) {
        for (const image of row.images) {
          expect(uploadIds.has(image.id)).toBe(true);
          expect(existsSync(path.join(dir, 'uploads', image.key))).toBe(true);
        }
      }
    } finally {
      await database.close();
    }
  }, 240_000);

  it('finishes the requests in flight on SIGTERM, refuses new connections and exits 0', async () => {
    const dir = dataDir();
    const server = await start(dir);
    await signUpAndIn(server.url, 2, dir);
    const { port } = new URL(server.url);

    /**
     * A sign-in whose body arrives slowly: the headers go first (Expect: 100-continue tells when
     * the server has taken the request), the body when `finish` is called.
     */
    async function slowSignIn() {
      const captcha = await (await fetch(`${server.url}/api/captcha`)).json();
      const body = JSON.stringify({
        email: 'nguoidan2@example.vn',
        password: 'HoaPhuong@2026',
        captcha: 'abcde',
        key: captcha.data.key,
      });
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        request.on('error', reject);
      });
      await new Promise<void>((resolve) => request.once('continue', () => resolve()));
      request.write(body.slice(0, 10));
      return {
        answer,
        finish: () => request.end(body.slice(10)),
      };
    }

    const slow = [await slowSignIn(), await slowSignIn(), await slowSignIn()];
    server.child.kill('SIGTERM');
    await server.waitForOutput('shutting down');

    // New connections are refused while the three requests are still open.
    const refused = async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const outcome = await new Promise<string>((resolve) => {
          const socket = net.connect(Number(port), '127.0.0.1');
          socket.once('connect', () => {
            socket.destroy();
            resolve('connected');
          });
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        });
        if (outcome === 'ECONNREFUSED') return outcome;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return 'still accepting';
    };
    expect(await refused()).toBe('ECONNREFUSED');
    expect(server.child.exitCode).toBeNull();

    for (const request of slow) request.finish();
    const answers = await Promise.all(slow.map((request) => request.answer));
    for (const answer of answers) expect(answer.status, answer.body).toBe(200);
    expect(await server.exited).toBe(0);
  }, 180_000);
});
