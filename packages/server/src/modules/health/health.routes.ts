import { healthApi } from '@portal/shared/api/settings';
import { HealthAnswerSchema, LiveAnswerSchema, ReadyAnswerSchema } from '@portal/shared/health';
import { PORTAL_VERSION } from '@portal/shared/release';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';

const PING_TIMEOUT_MS = 2_000;

/**
 * The operators' probes (docs/OPERATIONS.md, "Health checks"): /live while the process runs,
 * /ready while it can serve (its database answers within 2 s), and /api/health, the first of
 * them, which balancers set up before the other two still ask. Each names the release.
 */
export function registerHealthRoutes(app: FastifyInstance, { database }: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const databaseState = () =>
    withTimeout(database.ping(), PING_TIMEOUT_MS).then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    );

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
      const checks = { database: await databaseState() };
      const ready = Object.values(checks).every((state) => state === 'ok');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? ('ok' as const) : ('error' as const), version: PORTAL_VERSION, checks });
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
