import { AuditLineSchema } from '@portal/shared/admin';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditFilters, auditOrder, auditSortable, presentAuditLine } from '../../back-office/audit.ts';
import { registerAuditLogExport } from '../../back-office/export.ts';
import { AdminListQuerySchema, orderOf, pageOf, sendPage } from '../../back-office/list-dialect.ts';
import type { AppContext } from '../../context.ts';
import { staffAudit } from '../../db/schema/admin.ts';
import { registerChallengesAdmin } from '../challenges/challenges.routes.ts';
import { registerAdminResource } from './resource.ts';
import { registerBigProblemsAdmin } from './resources/big-problems.ts';
import { categoriesResource } from './resources/categories.ts';
import { registerDashboard } from './resources/dashboard.ts';
import { registerDemoAdmin } from './resources/demo.ts';
import { registerDocumentsAdmin } from './resources/documents.ts';
import { faqsResource } from './resources/faqs.ts';
import { registerFeedback } from './resources/feedback.ts';
import { registerIndicatorsAdmin } from './resources/indicators.ts';
import { registerIndicatorValues } from './resources/indicators-values.ts';
import { registerInterestsAdmin } from './resources/interests.ts';
import { registerPostsAdmin } from './resources/posts.ts';
import { registerPostImages } from './resources/posts-images.ts';
import { registerProductsAdmin } from './resources/products.ts';
import { registerCatalogueFileRoutes } from './resources/products-files.ts';
import { registerQuestions } from './resources/questions.ts';
import { registerSettingsAdmin } from './resources/settings.ts';
import { registerSolutionsAdmin } from './resources/solutions.ts';
import { registerStaffInvitations } from './resources/staff-invitations.ts';
import { staticPagesResource } from './resources/static-pages.ts';
import { registerUsers } from './resources/users.ts';

/**
 * The back office's calls under `/api/admin` (the staff guard, guard.ts, checks the role of
 * each): the resources and the audit log.
 */
export function registerAdminRoutes(app: FastifyInstance, context: AppContext): void {
  // Every table-backed resource of the back office.
  registerAdminResource(app, context, categoriesResource);
  registerProductsAdmin(app, context);
  registerBigProblemsAdmin(app, context);
  registerSolutionsAdmin(app, context);
  registerChallengesAdmin(app, context);
  registerIndicatorsAdmin(app, context);
  registerIndicatorValues(app, context);
  registerDocumentsAdmin(app, context);
  registerCatalogueFileRoutes(app, context);
  registerQuestions(app, context);
  registerFeedback(app, context);
  registerInterestsAdmin(app, context);
  registerUsers(app, context);
  registerStaffInvitations(app, context);
  registerDashboard(app, context);
  registerAuditLogExport(app, context);
  registerPostsAdmin(app, context);
  registerPostImages(app, context);
  registerAdminResource(app, context, staticPagesResource(context));
  registerSettingsAdmin(app, context);
  registerDemoAdmin(app, context);
  registerAdminResource(app, context, faqsResource);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit-log',
    {
      config: { staffArea: 'administration', sortable: Object.keys(auditSortable) },
      schema: {
        tags: ['admin'],
        summary:
          'Nhật ký thao tác của cán bộ (sort, range, filter; tổng số trong Content-Range). filter: resource, action, record_id, actor_id, q (email), from, to',
        querystring: AdminListQuerySchema,
        response: { 200: z.array(AuditLineSchema) },
      },
    },
    async (request, reply) => {
      const db = context.database.db;
      const { offset, limit } = pageOf(request.query);
      const where = auditFilters(request.query.filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(staffAudit)
          .where(where)
          .orderBy(...orderOf(request.query, auditSortable, auditOrder))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(staffAudit).where(where),
      ]);
      return sendPage(reply, 'audit-log', rows.map(presentAuditLine), Number(counted?.total ?? 0), offset);
    },
  );
}
