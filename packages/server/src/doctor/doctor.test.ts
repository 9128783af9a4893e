import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { type Finding, formatFindings, runDoctor } from './doctor.ts';

/**
 * `npm run doctor` against real services where they run here (an SMTP server in this process, the
 * embedded database) and stand-ins for those at the edge (the national VNeID provider, a clamd
 * that answers like one with dated signatures).
 */
const NOW = new Date('2026-12-07T08:00:00Z');
const strong = 'k8Jq2WmZr4Tx9VbN6pLc3HsY7dFg5AeU1oQi0';

const listen = (server: Server | ReturnType<typeof createTcpServer>) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

describe('npm run doctor', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-doctor-'));
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      stream.on('end', () => {
        received.push(text);
        done();
      });
    },
  });
  const issuer = createHttpServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      request.url === '/.well-known/openid-configuration'
        ? JSON.stringify({ issuer: 'x', authorization_endpoint: 'x', token_endpoint: 'x', jwks_uri: 'x' })
        : '{}',
    );
  });
  /** A clamd whose signatures are `signed` (its VERSION line), scanning everything clean. */
  const clamd = (signed: string) =>
    createTcpServer((socket) => {
      socket.on('data', (chunk) => {
        const text = chunk.toString('latin1');
        if (text.startsWith('zVERSION')) socket.end(`ClamAV 1.0.7/27480/${signed}\0`);
        else if (chunk.subarray(-4).equals(Buffer.alloc(4))) socket.end('stream: OK\0');
      });
    });
  const freshClamd = clamd('Sun Dec  6 09:33:05 2026');
  const staleClamd = clamd('Mon Nov 23 09:33:05 2026');
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    const [smtpPort, issuerPort, clamdPort] = [
      await listen(smtp.server as Server),
      await listen(issuer),
      await listen(freshClamd),
    ];
    chmodSync(dataDir, 0o750);
    env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://cong.sokhcn.example.gov.vn',
      JWT_SECRET: strong,
      DATA_KEY: [...strong].reverse().join(''),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Cổng thông tin <no-reply@sokhcn.example.gov.vn>',
      CLAMAV_HOST: '127.0.0.1',
      CLAMAV_PORT: String(clamdPort),
      VNEID_ISSUER: `http://127.0.0.1:${issuerPort}`,
      VNEID_CLIENT_ID: 'cong-sokhcn',
      VNEID_CLIENT_SECRET: 'bi-mat',
    };
  });
  afterAll(() => {
    smtp.close();
    issuer.close();
    freshClamd.close();
    staleClamd.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const byItem = (findings: Finding[]) => Object.fromEntries(findings.map((finding) => [finding.item, finding.state]));

  it('passes a sound configuration item by item, and sends the test mail', async () => {
    const findings = await runDoctor(env, { mailTo: 'it@sokhcn.example.gov.vn', now: () => NOW, timeoutMs: 2_000 });
    expect(byItem(findings)).toEqual({
      'Cấu hình / Configuration': 'ok',
      PUBLIC_URL: 'ok',
      JWT_SECRET: 'ok',
      DATA_KEY: 'ok',
      DATA_DIR: 'ok',
      // No database yet: the first start makes it.
      'Cơ sở dữ liệu / Database': 'warn',
      'Xử lý ảnh / Image processing (sharp)': 'ok',
      'Thư điện tử / Mail (SMTP)': 'ok',
      'Quét virus / Virus scanning (clamd)': 'ok',
      VNeID: 'ok',
    });
    expect(received.join('')).toContain('Subject: =?UTF-8?');
    expect(received.join('')).toContain('To: it@sokhcn.example.gov.vn');
    expect(formatFindings(findings).failed).toBe(false);
  });

  it('names what is wrong, in Vietnamese and English, and fails', async () => {
    // A key a start without DATA_KEY generated, other than the DATA_KEY given now, and open to all.
    writeFileSync(path.join(dataDir, 'data-key'), 'x'.repeat(40));
    chmodSync(path.join(dataDir, 'data-key'), 0o644);
    const stalePort = await listen(staleClamd);
    const findings = await runDoctor(
      {
        ...env,
        PUBLIC_URL: 'http://cong.sokhcn.example.gov.vn',
        JWT_SECRET: 'a'.repeat(40),
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        CLAMAV_PORT: String(stalePort),
        VNEID_ISSUER: `http://127.0.0.1:${await freePort()}`,
      },
      { now: () => NOW, timeoutMs: 1_000 },
    );
    const { text, failed } = formatFindings(findings);
    expect(failed).toBe(true);
    expect(text).toMatch(/^! PUBLIC_URL: .*không phải HTTPS \/ not HTTPS$/m);
    expect(text).toMatch(/^✗ JWT_SECRET: quá đơn giản .* \/ too simple/m);
    expect(text).toMatch(/^✗ DATA_DIR\/data-key: quyền 644, cần 600 \/ mode 644, must be 600$/m);
    expect(text).toMatch(/^✗ DATA_KEY: khác khóa đã mã hóa dữ liệu này .*never a new key/m);
    expect(text).toMatch(/^✗ Redis: không kết nối được \/ unreachable/m);
    expect(text).toMatch(/^✗ Thư điện tử \/ Mail \(SMTP\): 127\.0\.0\.1:\d+: .*ECONNREFUSED/m);
    expect(text).toMatch(
      /^✗ Quét virus \/ Virus scanning \(clamd\): .*\(1[34] ngày trước \/ days old; chạy freshclam \/ run freshclam\)$/m,
    );
    expect(text).toMatch(/^✗ VNeID: http:\/\/127\.0\.0\.1:\d+\/\.well-known\/openid-configuration: /m);
    expect(text.split('\n').at(-1)).toBe(
      'Có mục cần sửa (✗) trước khi chạy cổng. / Fix the items marked ✗ before running the portal.',
    );
  });

  it('stops at a configuration the server would refuse, saying why', async () => {
    const findings = await runDoctor({ ...env, TRUST_PROXY: 'mười.một' });
    expect(findings).toEqual([
      { state: 'fail', item: 'Cấu hình / Configuration', detail: expect.stringContaining('TRUST_PROXY') },
    ]);
  });
});
