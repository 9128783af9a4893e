import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import { mailDeliveries } from '../db/schema/mail.ts';
import type { PortalMetrics } from '../http/metrics.ts';
import type { DataProtector } from '../lib/crypto.ts';
import type { Mail, Mailer, MailTransport } from './mailer.ts';

/** The queue's name; the migration that installs pg-boss (drizzle/0018) creates it too. */
const QUEUE = 'mail';

export interface MailQueueOptions {
  /** Whether this process delivers mail; tests start an app that only accepts it. */
  work?: boolean;
  /** Seconds before the first retry; each later one waits about twice as long (pg-boss retryBackoff). */
  retryDelaySeconds?: number;
  /** Retries after the first attempt before the mail is given up. */
  retryLimit?: number;
  /** How often an idle worker looks for mail accepted by other processes or due for a retry. */
  pollingIntervalSeconds?: number;
}

/**
 * 30 s doubling nine times: the retries of one mail spread over 4 to 8 hours (pg-boss adds up to
 * as much again at random, so that many mails held back by one outage do not all come back at once).
 */
const DEFAULTS: Required<MailQueueOptions> = {
  work: true,
  retryDelaySeconds: 30,
  retryLimit: 9,
  pollingIntervalSeconds: 2,
};

/** A job taken but never finished (its process died) comes back after this long. */
const EXPIRE_SECONDS = 15 * 60;

/** Deliveries are remembered beyond the last day on which pg-boss could still hand their job out again. */
const DELIVERIES_KEPT = '30 days';

export interface MailQueue extends Mailer {
  /** Starts this process's worker (when `work`), which also looks after the queue's upkeep. */
  start(): Promise<void>;
  /** Lets the mail in progress finish (up to `timeoutMs`), then stops; before the database closes. */
  stop(): Promise<void>;
}

interface QueueDeps {
  database: DatabaseHandle;
  transport: MailTransport;
  /** The mail waits in the database sealed with DATA_KEY: a temporary password is no plain text there. */
  protector: DataProtector;
  log: FastifyBaseLogger;
  /** The domain of the Message-IDs (MAIL_FROM's). */
  domain: string;
  /** Longest wait for the mail in progress when stopping. */
  stopTimeoutMs: number;
  /** Counts deliveries for GET /metrics (http/metrics.ts). */
  metrics?: Pick<PortalMetrics, 'mailSent' | 'mailFailed'>;
}

/**
 * Mail through a durable queue (pg-boss) in the portal's own database, PGlite or PostgreSQL:
 * `send` resolves once the mail is stored, so a process that dies right after answering loses
 * nothing; a worker in every process delivers it, retried with backoff while SMTP is down.
 *
 * Never sent twice: a job is handed to one worker at a time (pg-boss takes it with
 * FOR UPDATE SKIP LOCKED), and before sending, the worker looks for the job's row in
 * mail_deliveries, which it writes once the mail server has accepted the mail and before the job
 * is marked done. A job that comes back anyway (its completion lost, or taken again after
 * EXPIRE_SECONDS) is then completed without sending. One window remains: the mail server has
 * accepted the mail and the process dies (or the database fails) before the row is written; the
 * retry then sends it again, under the same Message-ID (the job's id), by which a mail server or
 * reader recognises the duplicate. Closing that window would need the mail server to take part in
 * our transaction; sending at most once would lose mail in the same window instead.
 */
/** How long after a failed start (the database did not answer) the worker tries again. */
const START_RETRY_MS = 5_000;

export function createMailQueue(deps: QueueDeps, options: MailQueueOptions = {}): MailQueue {
  const { database, transport, protector, log } = deps;
  const settings = { ...DEFAULTS, ...options };

  // pg-boss reaches the database through the app's own connection (PGlite's only one, or the
  // pool): no second pool, and on PGlite no other way. Once stopped, its late statements (a
  // completion it does not await, a poll already under way) are dropped, as pg-boss's own
  // adapter does once closed, so none reaches a closed database; a job a dropped statement
  // would have settled stays taken and comes back after EXPIRE_SECONDS.
  let stopped = false;
  const running = new Set<Promise<unknown>>();
  const workerDb = {
    executeSql(text: string, values: unknown[]) {
      if (stopped) return Promise.resolve(undefined);
      const statement = database.executeSql(text, values);
      running.add(statement);
      statement.then(
        () => running.delete(statement),
        () => running.delete(statement),
      );
      return statement;
    },
  } as unknown as PgBoss.Db;
  // Accepting mail stays possible until the database closes: a request still finishing while
  // the app stops (or mail sent after its answer) is stored, and another process delivers it.
  const acceptDb = { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) };

  const boss = new PgBoss({
    db: workerDb,
    // No cron jobs: its clock checks and queues would cost every start for nothing.
    schedule: false,
    supervise: true,
  });
  boss.on('error', (error: Error) => log.error({ err: { message: error.message } }, 'mail queue error'));
  boss.on('maintenance', () => {
    database.db
      .delete(mailDeliveries)
      .where(lt(mailDeliveries.deliveredAt, sql`now() - ${DELIVERIES_KEPT}::interval`))
      .catch((error: Error) => log.error({ err: { message: error.message } }, 'mail deliveries not pruned'));
  });

  let workerId: string | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function deliver(job: PgBoss.JobWithMetadata<{ sealed: string }>): Promise<void> {
    if (stopped) throw new Error('the mail queue stopped before this mail');
    const [done] = await database.db
      .select({ at: mailDeliveries.deliveredAt })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.jobId, job.id));
    if (done) {
      log.warn({ job: job.id }, 'mail already delivered: not sent again');
      return;
    }
    const mail = JSON.parse(protector.decrypt(job.data.sealed)) as Mail;
    try {
      await transport.deliver(mail, `<${job.id}@${deps.domain}>`);
    } catch (error) {
      // Only codes: a mail server's message can quote the address.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      const last = job.retryCount >= job.retryLimit;
      deps.metrics?.mailFailed(last);
      log[last ? 'error' : 'warn'](
        { job: job.id, attempt: job.retryCount + 1, code, responseCode },
        last ? 'mail not delivered: given up' : 'mail not delivered: will retry',
      );
      // pg-boss keeps the error with the job (pgboss.job.output): the codes, nothing more.
      throw new Error(`mail not delivered (${code ?? 'error'}${responseCode ? ` ${responseCode}` : ''})`);
    }
    deps.metrics?.mailSent();
    await database.db.insert(mailDeliveries).values({ jobId: job.id }).onConflictDoNothing();
  }

  return {
    async send(mail) {
      const id = await boss.send(
        QUEUE,
        { sealed: protector.encrypt(JSON.stringify(mail)) },
        {
          db: acceptDb,
          retryLimit: settings.retryLimit,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: EXPIRE_SECONDS,
        },
      );
      if (!id) throw new Error('the mail was not queued');
      // This process's worker takes it at once instead of at its next poll.
      if (workerId) boss.notifyWorker(workerId);
    },

    async start() {
      // A database that does not answer at start (an outage) must not stop the portal from
      // serving: the worker starts once it answers, and the mail waits in the database meanwhile.
      await startWorker().catch((error: Error) => {
        if (stopped) return;
        log.error({ err: { message: error.message } }, 'mail queue not started: trying again in 5 s');
        retry = setTimeout(() => void this.start(), START_RETRY_MS);
        retry.unref();
      });
    },

    async stop() {
      clearTimeout(retry);
      workerId = undefined;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: deps.stopTimeoutMs });
      stopped = true;
      await Promise.allSettled(running);
    },
  };

  async function startWorker() {
    // The queue itself comes with the migrations: creating it here, even as a no-op, would cost
    // every start (every test app) tens of milliseconds on PGlite's cold caches.
    await boss.start();
    if (!settings.work) return;
    workerId = await boss.work<{ sealed: string }>(
      QUEUE,
      { includeMetadata: true, pollingIntervalSeconds: settings.pollingIntervalSeconds },
      async ([job]) => {
        try {
          if (job) await deliver(job);
        } finally {
          // pg-boss 10 waits a polling interval after each job, even with more waiting: after
          // a burst the next one is taken at once instead, until the queue is empty.
          if (workerId) boss.notifyWorker(workerId);
        }
      },
    );
  }
}
