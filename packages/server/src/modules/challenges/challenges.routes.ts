import { ErrorAnswerSchema } from '@portal/shared/answers';
import { challengesApi } from '@portal/shared/api/challenges';
import {
  challengeMessages,
  JudgeCandidateListSchema,
  JudgeInputSchema,
  JudgeListSchema,
  JudgeParamsSchema,
  JudgeSchema,
  JudgingDetailSchema,
  JudgingSummarySchema,
  ProblemParamsSchema,
  RemovedSchema,
  ResultsAnswerSchema,
  ResultsInputSchema,
  ScoreInputSchema,
  ScoreSchema,
  SideBySideSchema,
  SolutionScoreParamsSchema,
} from '@portal/shared/challenges';
import { followTargetLink } from '@portal/shared/follow-through';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordStaffWrite } from '../../back-office/audit.ts';
import { AdminListQuerySchema, pageOf, sendPage, sortOf } from '../../back-office/list-dialect.ts';
import type { AppContext } from '../../context.ts';
import { bigProblems } from '../../db/schema/catalogue.ts';
import { notFound } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { staffOf } from '../auth/staff-guard.ts';
import { createChallengesService, resultsOf } from './challenges.service.ts';

const pageOfAll = <T>(data: T[]) => ({
  data,
  meta: { page: 1, per_page: Math.max(data.length, 1), total: data.length, last_page: 1 },
});

/**
 * Bài toán lớn as challenges: judges, scores side by side and results for staff
 * with the content area (under /api/admin/big-problems/{id}); the judge's own screen "Chấm giải
 * pháp" (resource `judging`, moderation area: reviewers), where each judge sees only the
 * problems they judge (403 on the others).
 */
export function registerChallengesAdmin(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = context.database.db;
  const service = createChallengesService(db, context.now);
  const content = { staffArea: 'content' as const };
  const tags = ['admin', 'challenges'];

  serve(
    routes,
    challengesApi.judges.list,
    {
      config: content,
      schema: {
        tags,
        summary: 'Giám khảo của một bài toán lớn',
        params: ProblemParamsSchema,
        response: { 200: JudgeListSchema },
      },
    },
    async (request) => {
      await service.problem(request.params.id);
      return pageOfAll(await service.judgesOf(request.params.id));
    },
  );

  serve(
    routes,
    challengesApi.judges.candidates,
    {
      config: content,
      schema: {
        tags,
        summary: 'Cán bộ kiểm duyệt có thể phân công làm giám khảo (chưa là giám khảo của bài toán)',
        params: ProblemParamsSchema,
        response: { 200: JudgeCandidateListSchema },
      },
    },
    async (request) => pageOfAll(await service.candidates(request.params.id)),
  );

  serve(
    routes,
    challengesApi.judges.add,
    {
      config: content,
      schema: {
        tags,
        summary: 'Phân công một cán bộ kiểm duyệt làm giám khảo (422 dưới user_id nếu không phải cán bộ kiểm duyệt)',
        params: ProblemParamsSchema,
        body: JudgeInputSchema,
        response: { 201: JudgeSchema, 422: ErrorAnswerSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request).user;
      await service.problem(request.params.id);
      const judge = await db.transaction(async (tx) => {
        const added = await service.addJudge(tx, request.params.id, request.body.user_id, staff.id);
        await recordStaffWrite(
          tx,
          staff,
          {
            action: 'assign_judge',
            resource: 'big-problems',
            recordId: request.params.id,
            after: { judge_id: added.user_id, judge_email: added.email },
          },
          context.now(),
        );
        return added;
      });
      return reply.status(201).send(judge);
    },
  );

  serve(
    routes,
    challengesApi.judges.remove,
    {
      config: content,
      schema: {
        tags,
        summary: 'Thôi phân công một giám khảo (điểm đã chấm không còn được tính)',
        params: JudgeParamsSchema,
        response: { 204: RemovedSchema, 404: ErrorAnswerSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request).user;
      await service.problem(request.params.id);
      await db.transaction(async (tx) => {
        await service.removeJudge(tx, request.params.id, request.params.userId);
        await recordStaffWrite(
          tx,
          staff,
          {
            action: 'remove_judge',
            resource: 'big-problems',
            recordId: request.params.id,
            before: { judge_id: request.params.userId },
          },
          context.now(),
        );
      });
      return reply.status(204).send(null);
    },
  );

  serve(
    routes,
    challengesApi.sideBySide,
    {
      config: content,
      schema: {
        tags,
        summary:
          'Bảng điểm song song: mỗi giải pháp, điểm từng tiêu chí của từng giám khảo (0–10), tổng có trọng số (thang 100), điểm trung bình và thứ hạng; xung đột lợi ích được đánh dấu và không tính',
        params: ProblemParamsSchema,
        response: { 200: SideBySideSchema },
      },
    },
    async (request) => service.sideBySide(request.params.id),
  );

  serve(
    routes,
    challengesApi.results.publish,
    {
      config: content,
      schema: {
        tags,
        summary:
          'Công bố (hoặc cập nhật) kết quả đánh giá: nội dung và các giải pháp được lựa chọn theo thứ tự; báo cho người theo dõi và tác giả các giải pháp ở lần công bố đầu tiên (không báo lại khi cập nhật hay công bố lại sau khi thu hồi)',
        params: ProblemParamsSchema,
        body: ResultsInputSchema,
        response: { 200: ResultsAnswerSchema, 422: ErrorAnswerSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const id = request.params.id;
      const before = await service.problem(id);
      const ranking = await service.ranking(id, request.body);
      const after = await db.transaction(async (tx) => {
        const at = context.now();
        const [updated] = await tx
          .update(bigProblems)
          .set({ resultsText: request.body.text, resultsPublishedAt: at, resultsRanking: ranking, updatedAt: at })
          .where(eq(bigProblems.id, id))
          .returning();
        await recordStaffWrite(
          tx,
          staff,
          {
            action: 'publish_results',
            resource: 'big-problems',
            recordId: id,
            before: { results: resultsOf(before) },
            after: { results: resultsOf(updated as typeof before) },
          },
          at,
        );
        return updated as typeof before;
      });
      context.publicCache.invalidate();
      const results = resultsOf(after);
      if (!results) throw new Error('results not saved');
      // Told once: a ranking kept from before (the withdrawn results' marker, `[]`) means they were already.
      if (after.visible && before.resultsRanking === null) await tellResults(after);
      return { data: results };
    },
  );

  serve(
    routes,
    challengesApi.results.withdraw,
    {
      config: content,
      schema: {
        tags,
        summary: 'Thu hồi kết quả đã công bố (giám khảo có thể chấm lại)',
        params: ProblemParamsSchema,
        response: { 204: RemovedSchema, 404: ErrorAnswerSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request).user;
      const id = request.params.id;
      const before = await service.problem(id);
      const published = resultsOf(before);
      if (!published) throw notFound(challengeMessages.resultsMissing);
      await db.transaction(async (tx) => {
        const at = context.now();
        await tx
          .update(bigProblems)
          // An empty ranking, not null: the marker that the results were published once (a
          // republication tells nobody again); never shown, resultsOf needs the text and the time.
          .set({ resultsText: null, resultsPublishedAt: null, resultsRanking: [], updatedAt: at })
          .where(eq(bigProblems.id, id));
        await recordStaffWrite(
          tx,
          staff,
          { action: 'withdraw_results', resource: 'big-problems', recordId: id, before: { results: published } },
          at,
        );
      });
      context.publicCache.invalidate();
      return reply.status(204).send(null);
    },
  );

  /** The solutions' authors in their own words, then the followers (not told twice). */
  async function tellResults(problem: typeof bigProblems.$inferSelect): Promise<void> {
    const link = followTargetLink('big_problem', problem.id, problem.slug);
    const authors = await service.authorsOf(problem.id);
    const authorText = `Kết quả đánh giá giải pháp của bài toán “${problem.title}” mà Ông/Bà đã gửi giải pháp đã được công bố.`;
    if (authors.length > 0) {
      await context.notifications
        .notifyMany(authors, {
          kind: 'challenge_results',
          text: authorText,
          link,
          mail: { subject: `Kết quả đánh giá giải pháp: ${problem.title}`, body: [authorText] },
        })
        .catch((error: unknown) => {
          app.log.error({ code: (error as { code?: string }).code }, 'challenge results notification failed');
          return 0;
        });
    }
    await context.followerNews.tell(
      'big_problem',
      problem.id,
      `Bài toán “${problem.title}” đã công bố kết quả đánh giá giải pháp.`,
      link,
      authors,
      'challenge_results',
    );
  }

  // ---- The judge's screen (resource `judging`, react-admin's dialect) ----

  const moderation = { staffArea: 'moderation' as const };
  const judgingSortable = { id: 'id', title: 'title', deadline: 'deadline' } as const;

  routes.get(
    '/api/admin/judging',
    {
      config: { ...moderation, sortable: Object.keys(judgingSortable) },
      schema: {
        tags,
        summary: 'Chấm giải pháp: các bài toán mà người gọi là giám khảo (sort: id, title, deadline; Content-Range)',
        querystring: AdminListQuerySchema,
        response: { 200: z.array(JudgingSummarySchema) },
      },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query);
      const sort = sortOf(request.query, judgingSortable);
      const { rows, total } = await service.judging(
        staffOf(request).user.id,
        offset,
        limit,
        sort?.ascending ?? false,
        sort?.column ?? 'id',
      );
      return sendPage(reply, 'judging', rows, total, offset);
    },
  );

  routes.get(
    '/api/admin/judging/:id',
    {
      config: moderation,
      schema: {
        tags,
        summary:
          'Một bài toán để chấm: tiêu chí, các giải pháp và điểm của chính giám khảo (403 nếu không phải giám khảo)',
        params: ProblemParamsSchema,
        response: { 200: JudgingDetailSchema },
      },
    },
    async (request) => service.judgingDetail(request.params.id, staffOf(request).user.id),
  );

  serve(
    routes,
    challengesApi.score,
    {
      config: moderation,
      schema: {
        tags,
        summary:
          'Giám khảo chấm một giải pháp của Sở (solutions) hoặc do người dân gửi qua biểu mẫu đề xuất (proposals): điểm 0–10 cho mỗi tiêu chí, theo thứ tự, kèm nhận xét; hoặc khai báo xung đột lợi ích (kèm lý do; khi đó điểm bị bỏ). 409 khi kết quả đã công bố',
        params: SolutionScoreParamsSchema,
        body: ScoreInputSchema,
        response: { 200: ScoreSchema, 409: ErrorAnswerSchema, 422: ErrorAnswerSchema },
      },
    },
    async (request) =>
      service.score(
        request.params.id,
        { source: request.params.kind === 'solutions' ? 'solution' : 'proposal', id: request.params.entryId },
        staffOf(request).user.id,
        request.body,
      ),
  );
}
