import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileCheckMessages } from '@portal/shared/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/submissions.ts';
import { tokensByRole } from '../../test/auth-helpers.ts';
import { freePort } from '../../test/free-port.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { clamdAddress, scanUpload, scanWithClamd } from './clamav.ts';
import { servedAt, storedFiles, UPLOAD_PATHS, type UploadPath, uploadTo } from './upload-paths.fixture.ts';

/**
 * Virus scanning with a real clamd started by the test, on a database of one signature made
 * here with sigtool (an MD5 signature of a harmless file: no signature can be downloaded), and
 * with fake daemons that answer nonsense or nothing.
 */

const which = (name: string) =>
  ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']
    .map((folder) => path.join(folder, name))
    .find((candidate) => existsSync(candidate));
const clamdBinary = which('clamd');
const sigtoolBinary = which('sigtool');

/** Whether clamd on `socketPath` answers PING. */
function pings(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ path: socketPath });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\0')) done(reply.startsWith('PONG'));
    });
  });
}

const pdf = (marker: string) =>
  Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const png = (background: string) =>
  sharp({ create: { width: 24, height: 24, channels: 3, background } })
    .png()
    .toBuffer();

// scripts/test.sh installs Debian's clamav-daemon; CI must run these tests, a developer's
// machine without clamd skips them (and says why in the test's name).
const runScans = Boolean(clamdBinary && sigtoolBinary) || Boolean(process.env.CI);

describe.skipIf(!runScans)('virus scanning with clamd (skipped: clamd or sigtool is not installed)', () => {
  let folder: string;
  let socketPath: string;
  let clamd: ChildProcess | undefined;
  let tcpPort: number;
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;
  const clean: { pdf: Buffer; png: Buffer } = { pdf: Buffer.alloc(0), png: Buffer.alloc(0) };
  const signed: { pdf: Buffer; png: Buffer } = { pdf: Buffer.alloc(0), png: Buffer.alloc(0) };

  const tokenOf = (target: UploadPath) => tokens[target.as];
  const sample = (files: { pdf: Buffer; png: Buffer }, target: UploadPath) =>
    target.kind === 'image' ? files.png : files.pdf;
  const rowCount = async (app: TestApp) => (await app.database.db.select({ id: uploads.id }).from(uploads)).length;

  beforeAll(async () => {
    if (!clamdBinary || !sigtoolBinary) throw new Error('clamd and sigtool are needed (apt-get install clamav-daemon)');
    folder = mkdtempSync(path.join(tmpdir(), 'portal-clamd-'));
    socketPath = path.join(folder, 'clamd.sock');
    const database = path.join(folder, 'db');
    execFileSync('mkdir', ['-p', database]);

    const marker = randomBytes(8).toString('hex');
    clean.pdf = pdf(`clean ${marker}`);
    clean.png = await png('#2e7d32');
    signed.pdf = pdf(`signed ${marker}`);
    signed.png = await png('#c62828');
    // An MD5 signature of each signed file, made by sigtool as for any .hdb database.
    const signatures = (['pdf', 'png'] as const).map((type) => {
      const file = path.join(folder, `portal-test-${type}.${type}`);
      writeFileSync(file, signed[type]);
      return execFileSync(sigtoolBinary, ['--md5', file], { encoding: 'utf8' }).trim();
    });
    writeFileSync(path.join(database, 'portal-test.hdb'), `${signatures.join('\n')}\n`);

    tcpPort = await freePort();
    const config = path.join(folder, 'clamd.conf');
    writeFileSync(
      config,
      [
        `LocalSocket ${socketPath}`,
        `TCPSocket ${tcpPort}`,
        'TCPAddr 127.0.0.1',
        `DatabaseDirectory ${database}`,
        `TemporaryDirectory ${folder}`,
        `PidFile ${path.join(folder, 'clamd.pid')}`,
        `LogFile ${path.join(folder, 'clamd.log')}`,
        'Foreground yes',
        // Above the 20 MB attachment limit: a larger stream would be refused, not scanned.
        'StreamMaxLength 25M',
        // No self-check reloads while the test runs.
        'SelfCheck 3600',
        '',
      ].join('\n'),
    );
    clamd = spawn(clamdBinary, ['-c', config], { stdio: 'ignore' });
    let ready = false;
    for (let attempt = 0; attempt < 300 && !ready && clamd.exitCode === null; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = existsSync(socketPath) && (await pings(socketPath));
    }
    if (!ready) throw new Error(`clamd did not start (exit code ${clamd.exitCode}); see ${folder}/clamd.log`);

    t = await buildTestApp({ CLAMAV_SOCKET: socketPath, CLAMAV_TIMEOUT_MS: '20000' });
    tokens = await tokensByRole(t, 741);
  }, 120_000);

  afterAll(async () => {
    if (clamd && clamd.exitCode === null) {
      const exited = new Promise((resolve) => clamd?.once('exit', resolve));
      clamd.kill('SIGTERM');
      await exited;
    }
    await t?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('is off without configuration, on by socket or by host', () => {
    const base = { CLAMAV_PORT: 3310, CLAMAV_TIMEOUT_MS: 1000 };
    expect(clamdAddress({ ...base, CLAMAV_SOCKET: undefined, CLAMAV_HOST: undefined })).toBeUndefined();
    expect(clamdAddress({ ...base, CLAMAV_SOCKET: '/run/clamd.sock', CLAMAV_HOST: undefined })).toEqual({
      socket: '/run/clamd.sock',
      timeoutMs: 1000,
    });
    expect(clamdAddress({ ...base, CLAMAV_SOCKET: undefined, CLAMAV_HOST: 'av' })).toEqual({
      host: 'av',
      port: 3310,
      timeoutMs: 1000,
    });
  });

  it('speaks INSTREAM over the Unix socket and TCP, in chunks', async () => {
    const large = Buffer.concat([clean.pdf, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    for (const address of [
      { socket: socketPath, timeoutMs: 20_000 },
      { host: '127.0.0.1', port: tcpPort, timeoutMs: 20_000 },
    ]) {
      expect(await scanWithClamd(address, clean.pdf)).toEqual({ clean: true });
      expect(await scanWithClamd(address, large)).toEqual({ clean: true });
      const found = await scanWithClamd(address, signed.pdf);
      expect(found.clean).toBe(false);
      expect(found).toMatchObject({ signature: expect.stringMatching(/portal-test-pdf/) });
    }
  });

  it('lets clean files through on every upload path', async () => {
    for (const target of UPLOAD_PATHS) {
      const response = await uploadTo(t, target, tokenOf(target), 'sach.bin', sample(clean, target));
      expect(response.statusCode, `${target.name}: ${response.body}`).toBeLessThan(300);
      const served = await t.app.inject({
        url: servedAt(target, response.json()),
        headers: { authorization: `Bearer ${tokenOf(target)}` },
      });
      expect(served.statusCode, target.name).toBe(200);
    }
  });

  it('refuses the signed file on every upload path with a Vietnamese 422, storing nothing', async () => {
    const before = { files: await storedFiles(t), rows: await rowCount(t) };
    for (const target of UPLOAD_PATHS) {
      const response = await uploadTo(t, target, tokenOf(target), 'nhiem.pdf', sample(signed, target));
      expect(response.statusCode, `${target.name}: ${response.body}`).toBe(422);
      expect(response.json()).toMatchObject({
        message: fileCheckMessages.infected,
        errors: { [target.field]: [fileCheckMessages.infected] },
      });
    }
    expect(await storedFiles(t)).toEqual(before.files);
    expect(await rowCount(t)).toBe(before.rows);
  });

  describe('a daemon that does not give a verdict', () => {
    let fake: Server;
    let fakeApp: TestApp;
    let behaviour: (socket: Socket) => void = () => {};
    const open = new Set<Socket>();

    beforeAll(async () => {
      const fakePath = path.join(folder, 'fake.sock');
      fake = createServer((socket) => {
        open.add(socket);
        socket.on('close', () => open.delete(socket));
        socket.on('error', () => {});
        behaviour(socket);
      });
      await new Promise<void>((resolve) => fake.listen(fakePath, resolve));
      fakeApp = await buildTestApp({ CLAMAV_SOCKET: fakePath, CLAMAV_TIMEOUT_MS: '1000' });
    });
    afterAll(async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => fake.close(resolve));
      await fakeApp.close();
    });

    const behaviours: [string, (socket: Socket) => void][] = [
      ['answers nonsense', (socket) => socket.once('data', () => socket.end('stream: PERHAPS\0'))],
      ['answers an error', (socket) => socket.once('data', () => socket.end('INSTREAM size limit exceeded. ERROR\0'))],
      ['closes without an answer', (socket) => socket.once('data', () => socket.end())],
      ['answers nothing (time-out)', (socket) => socket.resume()],
      ['answers endlessly', (socket) => socket.once('data', () => socket.write(Buffer.alloc(64 * 1024, 0x41)))],
    ];
    for (const [name, act] of behaviours) {
      it(`refuses every upload with 503 when the daemon ${name}`, async () => {
        behaviour = act;
        const tokensHere = await tokensByRole(fakeApp, 760 + behaviours.findIndex(([other]) => other === name) * 3);
        const before = { files: await storedFiles(fakeApp), rows: await rowCount(fakeApp) };
        for (const target of UPLOAD_PATHS) {
          const response = await uploadTo(fakeApp, target, tokensHere[target.as], 'a.pdf', sample(clean, target));
          expect(response.statusCode, `${target.name}: ${response.body}`).toBe(503);
          expect(response.json()).toEqual({ message: fileCheckMessages.scanUnavailable, code: 'scan_unavailable' });
        }
        expect(await storedFiles(fakeApp)).toEqual(before.files);
        expect(await rowCount(fakeApp)).toBe(before.rows);
      });
    }
  });

  it('does not scan when clamd is not configured', async () => {
    const off = { CLAMAV_SOCKET: undefined, CLAMAV_HOST: undefined, CLAMAV_PORT: 3310, CLAMAV_TIMEOUT_MS: 100 };
    await expect(scanUpload(off, signed.pdf)).resolves.toBeUndefined();
  });

  it('is reported ready beside the database while it scans', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json().status, ready.json().checks]).toEqual([
      200,
      'ok',
      { database: 'ok', clamd: 'ok' },
    ]);
  });

  // Last: stops the daemon.
  it('refuses every upload with 503 once clamd is stopped, storing nothing', async () => {
    const exited = new Promise((resolve) => clamd?.once('exit', resolve));
    clamd?.kill('SIGTERM');
    await exited;
    const before = { files: await storedFiles(t), rows: await rowCount(t) };
    for (const target of UPLOAD_PATHS) {
      const response = await uploadTo(t, target, tokenOf(target), 'sach.pdf', sample(clean, target));
      expect(response.statusCode, `${target.name}: ${response.body}`).toBe(503);
      expect(response.json().message).toBe(fileCheckMessages.scanUnavailable);
    }
    expect(await storedFiles(t)).toEqual(before.files);
    expect(await rowCount(t)).toBe(before.rows);
  });
});
