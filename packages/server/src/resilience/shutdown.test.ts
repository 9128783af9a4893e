import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { type BuiltServer, useBuiltServers } from './built-server.ts';

/** Resolves with how the process ended, or with 'still running' once `ms` have passed. */
function endWithin(server: BuiltServer, ms: number): Promise<number | string> {
  return Promise.race([
    server.exited,
    new Promise<string>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);
}

// Like the other process-fault tests, these run the BUILT server (packages/server/dist).
describe('shutdown of the built server has a deadline', () => {
  const servers = useBuiltServers('portal-shutdown-');
  const start = (env: Record<string, string>, options?: { unreadStdout?: boolean }) =>
    servers.start(servers.dataDir(), env, options);

  it('exits with 1 and says so when a request never ends', async () => {
    const server = await start({ SHUTDOWN_DEADLINE_MS: '2000' });
    const { port } = new URL(server.url);
    // A request whose body never comes keeps the server's close waiting for ever.
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill('SIGTERM');
    expect(await endWithin(server, 30_000)).toBe(1);
    expect(server.output()).toContain('shutdown deadline passed: exiting anyway');
    socket.destroy();
  }, 120_000);

  it("exits soon after the last answer when that request was still arriving at SIGTERM (a balancer's kept-alive connection)", async () => {
    const server = await start({ SHUTDOWN_DEADLINE_MS: '20000' });
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const body = JSON.stringify({ email: 'khongco@example.vn', password: 'x', captcha: 'abcde', key: 'x' });
    // HTTP/1.1: the connection stays open after the answer, as a balancer's pooled one does.
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await server.waitForOutput('shutting down');
    socket.write(body);

    expect(await endWithin(server, 8_000)).toBe(0);
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d/);
    socket.destroy();
  }, 120_000);

  it('keeps answering and still stops when nobody reads its log', async () => {
    const server = await start({ SHUTDOWN_DEADLINE_MS: '3000' }, { unreadStdout: true });
    // Far more log than a pipe holds (64 KiB): each request writes a line or two.
    for (let round = 0; round < 40; round++) {
      const answers = await Promise.all(
        Array.from({ length: 25 }, () =>
          fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
            (response) => response.status,
          ),
        ),
      );
      expect(answers.every((status) => status === 200)).toBe(true);
    }

    server.child.kill('SIGTERM');
    expect(['still running', 'SIGTERM', 'SIGKILL']).not.toContain(await endWithin(server, 30_000));
  }, 180_000);
});
