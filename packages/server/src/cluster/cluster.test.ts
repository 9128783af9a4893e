import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { curl, curlAsync, runNginxTests, startNginx } from '../deploy/nginx-server.ts';
import { waitFor } from '../test/app-pair.ts';
import { CAPTCHA, citizen } from '../test/auth-helpers.ts';
import { onPostgres } from '../test/empty-database.ts';
import { avatarForm, call, captchaKey, signIn, signUpAndIn, staffSignIn } from './cluster-client.ts';
import { ADMIN, useCluster } from './use-cluster.ts';

describe.runIf(onPostgres)(
  'three processes behind HAProxy share one portal (needs a PostgreSQL server: runs in the PostgreSQL phase of CI)',
  () => {
    const state = useCluster('portal-cluster-');
    const nodes = () => state.cluster.processes.map((node) => node.url);

    it('a limit of 10 a minute holds across the processes', async () => {
      // 15 captchas from one address, asked of each process in turn (5 each): with counters per
      // process all 15 would pass.
      const answers: number[] = [];
      for (let i = 0; i < 15; i++) {
        const node = nodes()[i % 3] as string;
        answers.push((await call(node, '/api/captcha', { from: '10.1.0.1' })).status);
      }
      expect(answers.filter((status) => status === 200)).toHaveLength(10);
      expect(answers.filter((status) => status === 429)).toHaveLength(5);
      // Another address is not held back by it.
      expect((await call(state.cluster.url, '/api/captcha', { from: '10.1.0.2' })).status).toBe(200);
    });

    it('a captcha made by one process is answered on another, and an unknown one is refused', async () => {
      const [first, second] = nodes() as [string, string];
      const person = citizen(201);
      const register = async (key: string) =>
        call(second, '/api/auth/register', {
          method: 'POST',
          body: { ...person, captcha: CAPTCHA, key },
          from: '10.1.1.1',
        });
      expect((await register('khong-co-khoa-nay')).status).toBe(422);
      expect((await register(await captchaKey(first, '10.1.1.1'))).status).toBe(201);
    });

    it('a token and a refresh cookie from one process work on the others', async () => {
      const [first, second, third] = nodes() as [string, string, string];
      const person = citizen(202);
      await signUpAndIn(first, 202, '10.1.2.1', state.dataDir);
      const session = await signIn(first, person.email, person.password, '10.1.2.1');
      const me = await call(second, '/api/auth/me', { token: session.token, from: '10.1.2.1' });
      expect(me.status).toBe(200);
      const refreshed = await call(third, '/api/auth/refresh', {
        from: '10.1.2.1',
        headers: { cookie: session.cookie, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(refreshed.status).toBe(200);
      const { data } = (await refreshed.json()) as { data: { access_token: string } };
      expect((await call(first, '/api/auth/me', { token: data.access_token, from: '10.1.2.1' })).status).toBe(200);
    });

    it('an edit made through one process shows on the others within a second', async () => {
      const [first, ...others] = nodes() as [string, string, string];
      const admin = await staffSignIn(first, ADMIN.email, ADMIN.password, '10.1.3.1');
      const phoneOn = async (node: string) =>
        ((await (await call(node, '/api/settings', { from: '10.1.3.2' })).json()) as { data: { phone: string } }).data
          .phone;
      // Each process has the settings in its cache before the edit.
      for (const node of others) expect(await phoneOn(node)).not.toBe('0238 3 999 111');
      const saved = await call(first, '/api/admin/settings', {
        method: 'PUT',
        token: admin,
        from: '10.1.3.1',
        body: { phone: '0238 3 999 111' },
      });
      expect(saved.status).toBe(200);
      for (const node of others) {
        const took = await waitFor(async () => (await phoneOn(node)) === '0238 3 999 111', 1_000);
        expect(took).toBeLessThanOrEqual(1_000);
      }
    });

    it('a file uploaded through one process opens through the others', async () => {
      const [first, second, third] = nodes() as [string, string, string];
      const { token } = await signUpAndIn(first, 203, '10.1.4.1', state.dataDir);
      const uploaded = await call(first, '/api/auth/avatar', {
        method: 'POST',
        token,
        from: '10.1.4.1',
        body: await avatarForm(),
      });
      expect(uploaded.status).toBe(200);
      const { avatar } = ((await uploaded.json()) as { data: { user: { avatar: string } } }).data.user;
      expect(avatar).toMatch(/^\/uploads\/avatars\//);
      for (const node of [second, third]) {
        const file = await call(node, avatar, { from: '10.1.4.2' });
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toMatch(/^image\//);
        expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
    });

    it.runIf(runNginxTests)(
      'behind the shipped nginx site, a rolling restart of a process loses no request',
      async () => {
        const work = mkdtempSync(path.join(tmpdir(), 'portal-cluster-nginx-'));
        const nginx = await startNginx(work, Number(new URL(state.cluster.url).port));
        try {
          expect(curl('-o', '/dev/null', '-w', '%{http_code}', `${nginx.https}/`)).toBe('200');
          // A steady stream of page and list requests through nginx while one process restarts.
          let restarting = true;
          const statuses: string[] = [];
          const stream = (async () => {
            while (restarting) {
              statuses.push(
                await curlAsync('-o', '/dev/null', '-w', '%{http_code}', `${nginx.https}/api/posts?page=1`),
              );
            }
          })();
          await state.cluster.processes[1]?.restart();
          restarting = false;
          await stream;
          expect(statuses.length).toBeGreaterThan(5);
          expect(statuses.filter((status) => status !== '200')).toEqual([]);
        } finally {
          nginx.stop();
          rmSync(work, { recursive: true, force: true });
        }
      },
      120_000,
    );
  },
);
