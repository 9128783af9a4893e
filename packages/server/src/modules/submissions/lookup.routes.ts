import { timingSafeEqual } from 'node:crypto';
import { lookupApi } from '@portal/shared/api/lookup';
import { DossierLookupAnswerSchema, DossierLookupSchema, lookupMessages } from '@portal/shared/dossier-lookup';
import { href } from '@portal/shared/routes';
import { namedKind, submissionKindLabels, submissionStateLabels } from '@portal/shared/submissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ideas, proposals } from '../../db/schema/submissions.ts';
import { notFound } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { personThrottle } from '../../http/throttle.ts';
import { receiptPdf } from './receipt-pdf.ts';

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
  const { database, lifecycle, config, settings, notifications } = context;
  const db = database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The dossier of a code and key, or the same 404 for an unknown code and a wrong key. */
  async function find({ code, key }: { code: string; key: string }) {
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
    return { ...row, kind, called: submissionKindLabels[namedKind(kind, row.proposalKind)] } as const;
  }

  serve(
    routes,
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
      const { code } = request.body;
      const dossier = await find(request.body);
      const steps = await lifecycle.timeline(dossier.kind, dossier.id, 'author');
      return {
        data: {
          code,
          kind: dossier.called,
          title: dossier.title,
          status: dossier.status,
          submitted_at: dossier.submittedAt?.toISOString() ?? null,
          steps: steps.map(({ action, to, at }) => ({ action, to, at })),
        },
      };
    },
  );

  serve(
    routes,
    lookupApi.receipt,
    {
      config: personThrottle(config),
      schema: {
        tags: ['submissions'],
        summary: 'Phiếu tiếp nhận hồ sơ (PDF) theo mã hồ sơ và mã tra cứu',
        querystring: DossierLookupSchema,
      },
    },
    async (request, reply) => {
      const dossier = await find(request.query);
      const file = await receiptPdf(await settings.get(), {
        kind: dossier.called,
        code: request.query.code,
        key: request.query.key,
        title: dossier.title,
        submittedAt: dossier.submittedAt,
        status: submissionStateLabels[dossier.status],
        lookupAddress: notifications.absolute(href('Lookup')),
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="phieu-tiep-nhan-${request.query.code}.pdf"`)
        .send(file);
    },
  );
}
