import { settingsApi } from '@portal/shared/api/settings';
import { SettingsQuerySchema, SettingsResponseSchema } from '@portal/shared/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';

export function registerSettingsRoutes(app: FastifyInstance, { settings }: AppContext): void {
  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    settingsApi.get,
    {
      schema: {
        tags: ['settings'],
        summary: 'Cấu hình công khai của cổng (cờ Hỏi đáp, Liên hệ, thông tin chân trang)',
        querystring: SettingsQuerySchema,
        response: { 200: SettingsResponseSchema },
      },
    },
    async (request, reply) => {
      const keys = request.query.keys;
      if (!keys) {
        // Already serialised: Fastify sends a string payload as it is, skipping the serializer.
        const json = (await settings.getResponseJson()) as never;
        return reply.type('application/json; charset=utf-8').send(json);
      }
      const all = await settings.get();
      return { data: Object.fromEntries(keys.map((key) => [key, all[key]])) };
    },
  );
}
