import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { serverPackageRoot } from '../paths.ts';
import { freePort } from '../test/free-port.ts';

/**
 * Debian's nginx (scripts/test.sh installs it) with the shipped sites, for the tests: the portal's
 * (deploy/nginx/portal.conf) over TLS with a certificate made here, in front of `upstreamPort`, and
 * the ClamAV mirror's (deploy/clamav/mirror-nginx.conf). Only what cannot run in a test changes:
 * the listening addresses (loopback, free ports), the certificate's, cache's and mirror's paths, and
 * the upstream's port.
 */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
/** Without Debian's nginx the sites are not tried, but in CI, where its absence fails the run. */
export const runNginxTests = Boolean(NGINX) || Boolean(process.env.CI);
const site = readFileSync(path.join(serverPackageRoot, '../../deploy/nginx/portal.conf'), 'utf8');
const mirrorSite = readFileSync(path.join(serverPackageRoot, '../../deploy/clamav/mirror-nginx.conf'), 'utf8');

const execFileAsync = promisify(execFile);

/** Replaces `from` by `to` in `text`, which must hold it exactly `times` times: the shipped site did not drift. */
function replaceExactly(text: string, from: string, to: string, times = 1): string {
  expect([from, text.split(from).length - 1]).toEqual([from, times]);
  return text.split(from).join(to);
}

/** The same, without holding the event loop (a stream of requests beside other work of the test). */
export const curlAsync = async (...args: string[]) =>
  (await execFileAsync('curl', ['-sS', '--max-time', '30', '-k', ...args], { encoding: 'utf8' })).stdout;

export const curl = (...args: string[]) =>
  execFileSync('curl', ['-sS', '--max-time', '30', '-k', ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** A certificate and its key for `name`, signed by themselves, valid a day (openssl). */
export function selfSignedCertificate(certificate: string, key: string, name: string): void {
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
      `/CN=${name}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
}

export interface TestNginx {
  https: string;
  http: string;
  mirrorUrl: string;
  stop(): void;
}

/** Starts nginx in `work` (a folder of the test's own) in front of 127.0.0.1:`upstreamPort`; resolves once it answers. */
export async function startNginx(work: string, upstreamPort: number): Promise<TestNginx> {
  const [tlsPort, plainPort] = [await freePort(), await freePort()];
  const https = `https://127.0.0.1:${tlsPort}`;
  const http = `http://127.0.0.1:${plainPort}`;
  let nginxLog = '';
  selfSignedCertificate(path.join(work, 'fullchain.pem'), path.join(work, 'privkey.pem'), '127.0.0.1');
  let conf = replaceExactly(site, 'server 127.0.0.1:3001', `server 127.0.0.1:${upstreamPort}`);
  conf = replaceExactly(conf, 'listen 80;', `listen 127.0.0.1:${plainPort};`);
  conf = replaceExactly(conf, 'listen [::]:80;\n', '');
  conf = replaceExactly(conf, 'listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`);
  conf = replaceExactly(conf, 'listen [::]:443 ssl http2;\n', '');
  conf = replaceExactly(conf, '/etc/ssl/portal/', `${work}/`, 2);
  conf = replaceExactly(conf, '/var/cache/nginx/portal', path.join(work, 'cache'));
  writeFileSync(path.join(work, 'portal.conf'), conf);
  // The signature mirror's site (deploy/clamav/mirror-nginx.conf), beside it.
  const mirrorUrl = `http://127.0.0.1:${await freePort()}`;
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
  const nginx: ChildProcess = spawn(NGINX ?? '', ['-c', path.join(work, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stderr?.on('data', (chunk: Buffer) => {
    nginxLog += chunk.toString();
  });
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      curl('-o', '/dev/null', `${https}/api/health/live`);
      return { https, http, mirrorUrl, stop: () => nginx.kill('SIGTERM') };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  nginx.kill('SIGTERM');
  throw new Error(`nginx did not answer: ${nginxLog}${readFileSync(path.join(work, 'error.log'), 'utf8')}`);
}
