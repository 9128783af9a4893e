import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 at the time of asking (servers the tests start: two runs at once must not collide). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
