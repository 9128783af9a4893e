import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { runningClock, testConfig, useTestDatabase } from '../test/helper.ts';
import { type ReceivedMail, startTestSmtp } from '../test/mail-helpers.ts';
import type { MailQueueOptions } from './queue.ts';

/**
 * The mail queue as several processes share it: apps built on one database (one PGlite, or one
 * PostgreSQL database through DATABASE_URL), mailing a real SMTP server in this process.
 */
describe('the mail queue', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const opened: { app: FastifyInstance; dataDir: string }[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    for (const { app, dataDir } of opened) {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await smtp.close();
  });

  /** One more portal process on the shared database. */
  async function startApp(mail: MailQueueOptions = {}): Promise<FastifyInstance> {
    const config = testConfig({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Cổng NQ57 <no-reply@sokhcn.test>' });
    const app = await buildApp({ config, database: database.current(), logger: false, now: runningClock(), mail });
    await app.ready();
    opened.push({ app, dataDir: config.DATA_DIR });
    return app;
  }

  async function stopApp(app: FastifyInstance) {
    await app.close();
    const index = opened.findIndex((entry) => entry.app === app);
    rmSync(opened[index]?.dataDir ?? '', { recursive: true, force: true });
    opened.splice(index, 1);
  }

  const mail = (to: string) => ({ to, subject: 'Thư thử', text: `Nội dung cho ${to}` });

  async function jobs(): Promise<{ id: string; state: string; retry_count: number; data: unknown }[]> {
    const { rows } = await database
      .current()
      .executeSql("select id, state, retry_count, data from pgboss.job where name = 'mail' order by created_on");
    return rows as { id: string; state: string; retry_count: number; data: unknown }[];
  }

  async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
    const deadline = performance.now() + timeoutMs;
    while (!(await condition())) {
      if (performance.now() > deadline) throw new Error('waited in vain');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const taken = (): ReceivedMail[] => smtp.received.splice(0);
  const messageId = (received: ReceivedMail) => /^Message-ID: (.*)$/im.exec(received.raw)?.[1]?.trim();

  it('delivers a mail another process accepted and never delivered, sealed while it waits', async () => {
    const accepting = await startApp({ work: false });
    await accepting.context.mailer.send(mail('a@example.vn'));
    await stopApp(accepting);
    // Stored, not sent: the process that took it is gone.
    const [waiting] = await jobs();
    expect(waiting?.state).toBe('created');
    expect(JSON.stringify(waiting?.data)).not.toContain('a@example.vn');
    expect(smtp.received).toHaveLength(0);

    const delivering = await startApp();
    const received = await smtp.mailTo('a@example.vn');
    expect(received.text).toContain('Nội dung cho a@example.vn');
    await stopApp(delivering);
    expect((await jobs()).map((job) => job.state)).toEqual(['completed']);
  });

  it('delivers at once in the process that accepted the mail, not at its next poll, a burst too', async () => {
    const app = await startApp({ pollingIntervalSeconds: 30 });
    // Its first poll has found nothing; the next would be 30 s away.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await app.context.mailer.send(mail('b@example.vn'));
    await smtp.mailTo('b@example.vn');
    const burst = ['b1', 'b2', 'b3', 'b4', 'b5'].map((name) => `${name}@example.vn`);
    await Promise.all(burst.map((to) => app.context.mailer.send(mail(to))));
    for (const to of burst) await smtp.mailTo(to);
    expect(performance.now() - started).toBeLessThan(8_000);
    await stopApp(app);
  });

  it('retries with a growing wait while the mail server is down, and delivers once it is back', async () => {
    const app = await startApp({ retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 });
    smtp.refusedAt.length = 0;
    smtp.refuse(2);
    const sent = performance.now();
    await app.context.mailer.send(mail('c@example.vn'));
    await until(() => smtp.received.some((one) => one.to.includes('c@example.vn')));
    const received = await smtp.mailTo('c@example.vn');
    expect(received.subject).toBe('Thư thử');
    const [first, second] = smtp.refusedAt;
    expect(smtp.refusedAt).toHaveLength(2);
    // The first attempt at once, then 1–2 s, then 2–4 s (pg-boss: the delay doubles, plus up to as much at random).
    expect((first ?? 0) - sent).toBeLessThan(1_000);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(1_000);
    expect(performance.now() - (second ?? 0)).toBeGreaterThanOrEqual(2_000);
    await until(async () => (await jobs()).at(-1)?.state === 'completed');
    expect((await jobs()).at(-1)?.retry_count).toBe(2);
    await stopApp(app);
  }, 30_000);

  it('delivers each mail exactly once with two processes at work, also when a job comes back', async () => {
    taken();
    const [one, two] = [
      await startApp({ pollingIntervalSeconds: 0.5 }),
      await startApp({ pollingIntervalSeconds: 0.5 }),
    ];
    const addresses = Array.from({ length: 30 }, (_, i) => `many${i}@example.vn`);
    await Promise.all(addresses.map((to, i) => ((i % 2 ? one : two) as FastifyInstance).context.mailer.send(mail(to))));
    await until(() => smtp.received.length >= addresses.length);
    // Time for any second delivery to show: a poll of each worker and more.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const received = taken();
    expect(received.map((one) => one.to[0]).sort()).toEqual([...addresses].sort());
    const ids = received.map(messageId);
    expect(new Set(ids).size).toBe(addresses.length);
    expect(ids[0]).toMatch(/^<[0-9a-f-]{36}@sokhcn\.test>$/);

    // A delivered job handed out again (its completion lost in a crash): completed, not re-sent.
    const again = (await jobs()).find((job) => job.state === 'completed') as { id: string };
    await database
      .current()
      .executeSql("update pgboss.job set state = 'created' where name = 'mail' and id = $1", [again.id]);
    await until(async () => (await jobs()).every((job) => job.state === 'completed'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(0);
  }, 30_000);
});
