import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../paths.ts';
import { type BuiltServer, freePort, signUpAndIn, startBuiltServer } from '../resilience/built-server.ts';

/**
 * deploy/nginx/portal.conf for real: Debian's nginx (scripts/test.sh installs it) with the shipped
 * site, in front of the built server, over TLS with a certificate made here. Only what cannot run in
 * a test changes: the listening addresses (loopback, free ports), the certificate's and the cache's
 * paths, and the upstream's port.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
/** Without Debian's nginx the site is not tried, but in CI, where its absence fails the run. */
const runNginxTests = Boolean(NGINX) || Boolean(process.env.CI);
const site = readFileSync(path.join(serverPackageRoot, '../../deploy/nginx/portal.conf'), 'utf8');
const mirrorSite = readFileSync(path.join(serverPackageRoot, '../../deploy/clamav/mirror-nginx.conf'), 'utf8');

/** Replaces `from` by `to` in `text`, which must hold it exactly `times` times: the shipped site did not drift. */
function replaceExactly(text: string, from: string, to: string, times = 1): string {
  expect([from, text.split(from).length - 1]).toEqual([from, times]);
  return text.split(from).join(to);
}

const curl = (...args: string[]) =>
  execFileSync('curl', ['-sS', '--max-time', '30', '-k', ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

describe.runIf(runNginxTests)('the shipped nginx site in front of the portal', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-nginx-test-'));
  let server: BuiltServer;
  let nginx: ChildProcess;
  let https: string;
  let http: string;
  let mirrorUrl: string;
  let nginxLog = '';

  beforeAll(async () => {
    const [tlsPort, plainPort] = [await freePort(), await freePort()];
    https = `https://127.0.0.1:${tlsPort}`;
    http = `http://127.0.0.1:${plainPort}`;
    const dataDir = path.join(work, 'data');
    mkdirSync(dataDir);
    server = await startBuiltServer(dataDir, { PUBLIC_URL: https, TRUST_PROXY: '127.0.0.1' });

    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        path.join(work, 'privkey.pem'),
        '-out',
        path.join(work, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    let conf = replaceExactly(site, 'server 127.0.0.1:3001', `server 127.0.0.1:${new URL(server.url).port}`);
    conf = replaceExactly(conf, 'listen 80;', `listen 127.0.0.1:${plainPort};`);
    conf = replaceExactly(conf, 'listen [::]:80;\n', '');
    conf = replaceExactly(conf, 'listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`);
    conf = replaceExactly(conf, 'listen [::]:443 ssl http2;\n', '');
    conf = replaceExactly(conf, '/etc/ssl/portal/', `${work}/`, 2);
    conf = replaceExactly(conf, '/var/cache/nginx/portal', path.join(work, 'cache'));
    writeFileSync(path.join(work, 'portal.conf'), conf);
    // The signature mirror's site (deploy/clamav/mirror-nginx.conf), beside it.
    mirrorUrl = `http://127.0.0.1:${await freePort()}`;
    mkdirSync(path.join(work, 'mirror'));
    writeFileSync(path.join(work, 'mirror/daily.cvd'), 'ClamAV-VDB:signatures');
    writeFileSync(path.join(work, 'mirror/freshclam.dat'), 'not for the network');
    let mirror = replaceExactly(mirrorSite, 'listen 80;', `listen 127.0.0.1:${new URL(mirrorUrl).port};`);
    mirror = replaceExactly(mirror, 'listen [::]:80;\n', '');
    mirror = replaceExactly(mirror, 'root /var/lib/clamav-mirror;', `root ${path.join(work, 'mirror')};`);
    writeFileSync(path.join(work, 'mirror.conf'), mirror);
    // What Debian's /etc/nginx/nginx.conf gives a site, with this test's own folders.
    const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
    writeFileSync(
      path.join(work, 'nginx.conf'),
      `daemon off; user root; worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/error.log;
       events { worker_connections 256; }
       http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log ${work}/access.log;
              ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
              include ${work}/portal.conf; include ${work}/mirror.conf; }`,
    );
    const check = spawnSync(NGINX ?? '', ['-t', '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
    expect([check.status, check.stderr]).toEqual([0, expect.stringContaining('test is successful')]);
    expect(check.stderr).not.toMatch(/\[warn\]|\[emerg\]/);
    nginx = spawn(NGINX ?? '', ['-c', path.join(work, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr?.on('data', (chunk: Buffer) => {
      nginxLog += chunk.toString();
    });
    for (let tries = 0; tries < 100; tries += 1) {
      try {
        curl('-o', '/dev/null', `${https}/api/health/live`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`nginx did not answer: ${nginxLog}${readFileSync(path.join(work, 'error.log'), 'utf8')}`);
  }, 120_000);

  afterAll(() => {
    nginx?.kill('SIGTERM');
    server?.child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  });

  it('passes nginx -t, serves the portal over HTTP/2 with one HSTS header, and sends plain HTTP to HTTPS', () => {
    const head = curl('--http2', '-o', '/dev/null', '-D', '-', `${https}/`);
    expect(head).toMatch(/^HTTP\/2 200/);
    expect(head.match(/^strict-transport-security: max-age=31536000; includeSubDomains\r?$/gim)).toHaveLength(1);
    const redirect = curl('-o', '/dev/null', '-D', '-', `${http}/posts?page=2`);
    expect(redirect).toMatch(/^HTTP\/1.1 301/);
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
    expect(metrics).toMatch(/^server: nginx/im);
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
