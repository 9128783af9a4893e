import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, signUpAndIn, startBuiltServer } from '../resilience/built-server.ts';
import { curl, runNginxTests, startNginx, type TestNginx } from './nginx-server.ts';

/**
 * deploy/nginx/portal.conf for real, in front of the built server (nginx-server.ts starts Debian's
 * nginx with the shipped sites), and the ClamAV mirror's site beside it.
 */
describe.runIf(runNginxTests)('the shipped nginx site in front of the portal', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-nginx-test-'));
  let server: BuiltServer;
  let nginx: TestNginx;
  let https: string;
  let http: string;
  let mirrorUrl: string;

  beforeAll(async () => {
    const dataDir = path.join(work, 'data');
    mkdirSync(dataDir);
    // The address people use is nginx's, over HTTPS: the portal sends HSTS, which nginx sends once.
    server = await startBuiltServer(dataDir, { PUBLIC_URL: 'https://127.0.0.1', TRUST_PROXY: '127.0.0.1' });
    nginx = await startNginx(work, Number(new URL(server.url).port));
    ({ https, http, mirrorUrl } = nginx);
  }, 120_000);

  afterAll(() => {
    nginx?.stop();
    server?.child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  });

  it('passes nginx -t, serves the portal over HTTP/2 with one HSTS header, and sends plain HTTP to HTTPS', () => {
    const head = curl('--http2', '-o', '/dev/null', '-D', '-', `${https}/`);
    expect(head).toMatch(/^HTTP\/2 200/);
    expect(head.match(/^strict-transport-security: max-age=31536000; includeSubDomains\r?$/gim)).toHaveLength(1);
    const redirect = curl('-o', '/dev/null', '-D', '-', `${http}/posts?page=2`);
    expect(redirect).toMatch(/^HTTP\/1.1 301/);
    // No version of nginx on either server of the site.
    expect(redirect).toMatch(/^server: nginx\r?$/im);
    expect(redirect).toMatch(/^location: https:\/\/127.0.0.1\/posts\?page=2\r?$/im);
  });

  it('keeps hashed assets long and in its cache, and /metrics from the public', () => {
    const html = curl(`${https}/`);
    const script = html.match(/src="(\/js\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    curl('-o', '/dev/null', `${https}${script}`);
    const second = curl('-o', '/dev/null', '-D', '-', `${https}${script}`);
    expect(second).toMatch(/^cache-control: public, max-age=31536000, immutable\r?$/im);
    expect(second).toMatch(/^x-cache-status: HIT\r?$/im);
    const metrics = curl('-D', '-', `${https}/metrics`);
    expect(metrics).toMatch(/^HTTP\/2 404/);
    expect(metrics).toMatch(/^server: nginx\r?$/im);
  });

  it('passes the client’s own address (X-Forwarded-For from nginx, never the client’s) and a 20 MB attachment', async () => {
    // From 127.0.0.2, a loopback address of its own, claiming to be someone else.
    curl(
      '--interface',
      '127.0.0.2',
      '-H',
      'X-Forwarded-For: 203.0.113.9',
      '-o',
      '/dev/null',
      `${https}/api/health/ready?from=nginx-test`,
    );
    await server.waitForOutput('nginx-test');
    const line = server
      .output()
      .split('\n')
      .find((entry) => entry.includes('/api/health/ready?from=nginx-test'));
    expect(JSON.parse(line ?? '{}').req?.remoteAddress).toBe('127.0.0.2');

    // Signed in on the process itself; the file goes through nginx.
    const token = await signUpAndIn(server.url, 71, path.join(work, 'data'));
    const file = path.join(work, 'thuyet-minh.pdf');
    const bytes = Buffer.alloc(20 * 1000 * 1000, 0x20);
    bytes.write('%PDF-1.4\n% Thuyết minh đề tài\n');
    writeFileSync(file, bytes);
    const answer = curl(
      '-H',
      `Authorization: Bearer ${token}`,
      '-F',
      `file=@${file};type=application/pdf`,
      '-w',
      '\n%{http_code}',
      `${https}/api/uploads?kind=attachment`,
    );
    const [body, status] = [answer.slice(0, answer.lastIndexOf('\n')), answer.slice(answer.lastIndexOf('\n') + 1)];
    expect([status, JSON.parse(body).data?.size]).toEqual(['201', bytes.length]);
  });

  it('serves ClamAV’s databases from the mirror site, and nothing else of its folder', () => {
    expect(curl(`${mirrorUrl}/daily.cvd`)).toBe('ClamAV-VDB:signatures');
    expect(curl('-o', '/dev/null', '-w', '%{http_code}', `${mirrorUrl}/freshclam.dat`)).toBe('404');
  });
});
