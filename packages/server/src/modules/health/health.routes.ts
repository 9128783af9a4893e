import { healthApi } from '@portal/shared/api/settings';
import { HealthAnswerSchema, LiveAnswerSchema, ReadyAnswerSchema } from '@portal/shared/health';
import { PORTAL_VERSION } from '@portal/shared/release';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';

const PING_TIMEOUT_MS = 2_000;
/** How long the state of the parts other than the database is kept: balancers ask every second or two. */
const PARTS_KEPT_MS = 10_000;

/** The parts beside the database that a process may use, each with its check (undefined: not configured). */
export interface ReadinessParts {
  redis?: () => Promise<unknown>;
  files?: () => Promise<unknown>;
  clamd?: () => Promise<unknown>;
}

/**
 * The operators' probes (docs/OPERATIONS.md, "Health checks"): /live while the process runs,
 * /ready while it can serve (its database answers within 2 s; Redis, the file bucket and clamd
 * reported beside it), and /api/health, the first of them, which balancers set up before the
 * other two still ask. Each names the release.
 */
export function registerHealthRoutes(app: FastifyInstance, { database }: AppContext, parts: ReadinessParts = {}): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const stateOf = (check: () => Promise<unknown>) =>
    withTimeout(check(), PING_TIMEOUT_MS).then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    );
  const databaseState = () => stateOf(() => database.ping());
  // The other parts' states, checked at most every PARTS_KEPT_MS (a clamd scan, a bucket request).
  let kept: { at: number; states: Promise<Partial<Record<keyof ReadinessParts, 'ok' | 'unreachable'>>> } | undefined;
  const partStates = () => {
    if (!kept || Date.now() - kept.at > PARTS_KEPT_MS) {
      const configured = Object.entries(parts).filter(([, check]) => check) as [
        keyof ReadinessParts,
        () => Promise<unknown>,
      ][];
      kept = {
        at: Date.now(),
        states: Promise.all(configured.map(async ([name, check]) => [name, await stateOf(check)] as const)).then(
          Object.fromEntries,
        ),
      };
    }
    return kept.states;
  };

  serve(
    typed,
    healthApi.check,
    {
      schema: {
        tags: ['health'],
        summary: 'Tình trạng của máy chủ và cơ sở dữ liệu',
        response: { 200: HealthAnswerSchema, 503: HealthAnswerSchema },
      },
    },
    async (_request, reply) => {
      const state = await databaseState();
      return state === 'ok'
        ? { status: 'ok' as const, database: state, version: PORTAL_VERSION }
        : reply.status(503).send({ status: 'error' as const, database: state, version: PORTAL_VERSION });
    },
  );

  serve(
    typed,
    healthApi.live,
    { schema: { tags: ['health'], summary: 'Tiến trình đang chạy', response: { 200: LiveAnswerSchema } } },
    async () => ({ status: 'ok' as const, version: PORTAL_VERSION }),
  );

  serve(
    typed,
    healthApi.ready,
    {
      schema: {
        tags: ['health'],
        summary: 'Sẵn sàng phục vụ: từng phần máy chủ cần',
        response: { 200: ReadyAnswerSchema, 503: ReadyAnswerSchema },
      },
    },
    async (_request, reply) => {
      const [database, others] = await Promise.all([databaseState(), partStates()]);
      const checks = { database, ...others };
      const status =
        database !== 'ok'
          ? ('error' as const)
          : Object.values(others).every((state) => state === 'ok')
            ? ('ok' as const)
            : ('degraded' as const);
      return reply.status(status === 'error' ? 503 : 200).send({ status, version: PORTAL_VERSION, checks });
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
