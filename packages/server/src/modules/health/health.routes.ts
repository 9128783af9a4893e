import { healthApi } from '@portal/shared/api/settings';
import { HealthAnswerSchema } from '@portal/shared/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';

const PING_TIMEOUT_MS = 2_000;

export function registerHealthRoutes(app: FastifyInstance, { database }: AppContext): void {
  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    healthApi.check,
    {
      schema: {
        tags: ['health'],
        summary: 'Tình trạng của máy chủ và cơ sở dữ liệu',
        response: { 200: HealthAnswerSchema, 503: HealthAnswerSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await withTimeout(database.ping(), PING_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
      return reachable
        ? { status: 'ok' as const, database: 'ok' as const }
        : reply.status(503).send({ status: 'error' as const, database: 'unreachable' as const });
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
