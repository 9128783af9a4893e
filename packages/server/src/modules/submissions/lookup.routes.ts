import { timingSafeEqual } from 'node:crypto';
import { lookupApi } from '@portal/shared/api/lookup';
import { DossierLookupAnswerSchema, DossierLookupSchema, lookupMessages } from '@portal/shared/dossier-lookup';
import { namedKind, submissionKindLabels } from '@portal/shared/submissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ideas, proposals } from '../../db/schema/submissions.ts';
import { notFound } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { personThrottle } from '../../http/throttle.ts';

/** The same answer for a wrong key as for an unknown code: the pair opens the dossier, or nothing does. */
const sameKey = (stored: string | null, typed: string) =>
  stored !== null &&
  stored.length === typed.length &&
  timingSafeEqual(Buffer.from(stored.toUpperCase()), Buffer.from(typed));

/**
 * Tra cứu hồ sơ: `POST /api/dossiers/lookup` with a tracking code and its lookup key answers the
 * dossier's kind, title, state and steps (what and when; never who, never the note to its
 * author), to anyone, throttled as the sign-in is. A proposal or a citizen's solution (DX-, GP-)
 * or an idea (YT-).
 */
export function registerDossierLookupRoutes(app: FastifyInstance, context: AppContext): void {
  const { database, lifecycle, config } = context;
  const db = database.db;

  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    lookupApi.dossier,
    {
      config: personThrottle(config),
      schema: {
        tags: ['submissions'],
        summary:
          'Tra cứu hồ sơ bằng mã hồ sơ và mã tra cứu (in trên phiếu tiếp nhận): loại, tên, trạng thái và các bước xử lý, không có dữ liệu cá nhân',
        body: DossierLookupSchema,
        response: { 200: DossierLookupAnswerSchema },
      },
    },
    async (request) => {
      const { code, key } = request.body;
      const kind = code.startsWith('YT') ? 'idea' : 'proposal';
      const table = kind === 'idea' ? ideas : proposals;
      const [row] = await db
        .select({
          id: table.id,
          title: table.title,
          status: table.status,
          submittedAt: table.submittedAt,
          lookupKey: table.lookupKey,
          proposalKind: kind === 'proposal' ? proposals.proposalKind : sql<null>`null`,
        })
        .from(table)
        .where(eq(table.trackingCode, code));
      if (!row || !sameKey(row.lookupKey, key)) throw notFound(lookupMessages.notFound);
      const steps = await lifecycle.timeline(kind, row.id, 'author');
      return {
        data: {
          code,
          kind: submissionKindLabels[namedKind(kind, row.proposalKind)],
          title: row.title,
          status: row.status,
          submitted_at: row.submittedAt?.toISOString() ?? null,
          steps: steps.map(({ action, to, at }) => ({ action, to, at })),
        },
      };
    },
  );
}
