import { DASHBOARD_QUEUES } from '@portal/shared/admin-people';
import { beforeAll, describe, expect, it } from 'vitest';
import { bigProblems, solutions } from '../../../db/schema/catalogue.ts';
import { faqs, feedback, questions, visitCounts } from '../../../db/schema/engagement.ts';
import { productInterests } from '../../../db/schema/interests.ts';
import { ideas, proposals, submissionTransitions } from '../../../db/schema/submissions.ts';
import { users } from '../../../db/schema/users.ts';
import { bearer } from '../../../test/auth-helpers.ts';
import { movableClock } from '../../../test/helper.ts';
import { lastDays, lastMonths } from './dashboard.ts';
import { useStaffApp } from './staff-test-app.ts';

describe('the back office dashboard', () => {
  // 09:00 on 23/11/2026 in Vietnam.
  const clock = movableClock(new Date('2026-11-23T02:00:00Z'));
  const staff = useStaffApp({}, { now: clock.now });

  beforeAll(async () => {
    const db = staff.t.database.db;
    const at = (iso: string) => new Date(iso);
    const made = await db
      .insert(proposals)
      .values([
        { title: 'Một', status: 'submitted', submittedAt: at('2026-11-10T03:00:00Z') },
        // 01:00 on 1/11 in Vietnam: November there, October in UTC.
        { title: 'Hai', status: 'under_review', submittedAt: at('2026-10-31T18:00:00Z') },
        // First sent in September, sent again after a revision in November: counted in September.
        { title: 'Ba', status: 'submitted', submittedAt: at('2026-11-20T03:00:00Z') },
        { title: 'Bốn', status: 'draft' },
        // Thirteen months ago: outside the chart.
        { title: 'Năm', status: 'rejected', submittedAt: at('2025-10-15T03:00:00Z') },
      ])
      .returning({ id: proposals.id, title: proposals.title });
    const third = made.find((row) => row.title === 'Ba')?.id as number;
    await db.insert(submissionTransitions).values([
      {
        kind: 'proposal',
        submissionId: third,
        action: 'submit',
        fromState: 'draft',
        toState: 'submitted',
        actorRole: 'author',
        createdAt: at('2026-09-05T03:00:00Z'),
      },
      {
        kind: 'proposal',
        submissionId: third,
        action: 'submit',
        fromState: 'needs_revision',
        toState: 'submitted',
        actorRole: 'author',
        createdAt: at('2026-11-20T03:00:00Z'),
      },
    ]);
    await db.insert(ideas).values([{ title: 'Ý tưởng', status: 'approved', submittedAt: at('2026-06-15T03:00:00Z') }]);
    await db.insert(visitCounts).values([
      { day: '2026-11-23', count: 5 },
      { day: '2026-10-25', count: 3 },
      { day: '2026-10-24', count: 100 },
    ]);
    await db.insert(questions).values([
      { name: 'A', email: 'a@example.vn', question: 'Một?' },
      { name: 'B', email: 'b@example.vn', question: 'Hai?' },
      { name: 'C', email: 'c@example.vn', question: 'Ba?', status: 'answered' },
    ]);
    await db.insert(feedback).values([
      { name: 'A', email: 'a@example.vn', subject: 'Một', message: 'Một' },
      { name: 'B', email: 'b@example.vn', subject: 'Hai', message: 'Hai', status: 'handled' },
    ]);
    const [someone] = await db.select({ id: users.id }).from(users).limit(1);
    const need = made.find((row) => row.title === 'Một')?.id as number;
    await db.insert(productInterests).values([
      { proposalId: need, userId: someone?.id as number, demandType: 1, message: 'Chờ Sở xem xét' },
      { proposalId: need, userId: someone?.id as number, demandType: 1, message: 'Đã đóng', status: 'closed' },
    ]);
    await db.insert(faqs).values([
      { topic: 'Chung', question: 'Hỏi?', answer: '<p>Đáp</p>' },
      { topic: 'Chung', question: 'Ẩn?', answer: '<p>Ẩn</p>', visible: false },
    ]);
  });

  it('count Vietnam months and days, oldest first', () => {
    const months = lastMonths(new Date('2026-01-31T18:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months[11]).toBe('2026-02');
    const days = lastDays(new Date('2026-11-22T18:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2026-11-23');
    expect(days[0]).toBe('2026-10-25');
  });

  it('show every staff role the counts, queues, months and visits', async () => {
    for (const role of ['reviewer', 'editor', 'admin'] as const) {
      expect(
        (await staff.t.app.inject({ url: '/api/admin/dashboard', headers: bearer(staff.tokens[role]) })).statusCode,
      ).toBe(200);
    }
    expect(
      (await staff.t.app.inject({ url: '/api/admin/dashboard', headers: bearer(staff.tokens.citizen) })).statusCode,
    ).toBe(403);
    expect((await staff.t.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);

    const board = (
      await staff.t.app.inject({ url: '/api/admin/dashboard', headers: bearer(staff.tokens.reviewer) })
    ).json();
    expect(board.by_state.proposals).toMatchObject({
      draft: 1,
      submitted: 2,
      under_review: 1,
      rejected: 1,
      approved: 0,
      published: 0,
    });
    expect(board.by_state.ideas.approved).toBe(1);

    expect(board.by_month).toHaveLength(12);
    expect(board.by_month[0].month).toBe('2025-12');
    expect(board.by_month[11]).toEqual({ month: '2026-11', proposals: 2, ideas: 0, solutions: 0 });
    const month = (m: string) => board.by_month.find((row: { month: string }) => row.month === m);
    expect(month('2026-09').proposals).toBe(1);
    expect(month('2026-10').proposals).toBe(0);
    expect(month('2026-06').ideas).toBe(1);
    const total = board.by_month.reduce((sum: number, row: { proposals: number }) => sum + row.proposals, 0);
    expect(total).toBe(3);

    expect(board.visits).toHaveLength(30);
    expect(board.visits[29]).toEqual({ day: '2026-11-23', count: 5 });
    expect(board.visits[0]).toEqual({ day: '2026-10-25', count: 3 });
    expect(board.visits.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(8);

    // Content is the editors' (a reviewer opens none of it): counted on their board.
    const edited = (
      await staff.t.app.inject({ url: '/api/admin/dashboard', headers: bearer(staff.tokens.editor) })
    ).json();
    const faqRow = edited.content.find((row: { kind: string }) => row.kind === 'faqs');
    expect(faqRow).toEqual({ kind: 'faqs', label: 'Hỏi đáp', total: 2, published: 1 });
    expect(edited.content.map((row: { kind: string }) => row.kind)).toEqual([
      'posts',
      'products',
      'big_problems',
      'documents',
      'faqs',
    ]);

    const queue = (key: string) => board.queues.find((row: { key: string }) => row.key === key);
    expect(queue('proposals_submitted')).toEqual({
      key: 'proposals_submitted',
      label: 'Đề xuất chờ tiếp nhận',
      count: 2,
    });
    expect(queue('proposals_under_review').count).toBe(1);
    expect(queue('questions_new').count).toBe(2);
    expect(queue('feedback_new').count).toBe(1);
    // Interests waiting for the department are work too (they reached staff only by mail).
    expect(queue('interests_pending')).toEqual({
      key: 'interests_pending',
      label: 'Yêu cầu quan tâm chờ xem xét',
      count: 1,
    });
    expect(board.generated_at).toBe('2026-11-23T02:00:00.000Z');
  });
});

describe('the dashboard of each role', () => {
  const clock = movableClock(new Date('2026-11-23T02:00:00Z'));
  const staff = useStaffApp({}, { now: clock.now });

  beforeAll(async () => {
    const db = staff.t.database.db;
    const [problem] = await db
      .insert(bigProblems)
      .values({ slug: 'ngap-lut', title: 'Cảnh báo ngập lụt', field: 'Môi trường', status: 'open' })
      .returning({ id: bigProblems.id });
    const sent = new Date('2026-11-10T03:00:00Z');
    await db.insert(proposals).values([
      { title: 'Đề xuất chờ', status: 'submitted', submittedAt: sent },
      { title: 'Nhu cầu đang xét', proposalKind: 'need', status: 'under_review', submittedAt: sent },
      // Citizens' solutions: proposals linked to a big problem, moderated in the proposals' queue.
      {
        title: 'Cảm biến mực nước',
        proposalKind: 'solution',
        bigProblemId: problem?.id,
        status: 'submitted',
        submittedAt: sent,
      },
      {
        title: 'Bản đồ ngập',
        proposalKind: 'solution',
        bigProblemId: problem?.id,
        status: 'under_review',
        submittedAt: sent,
      },
      {
        title: 'Còi báo lũ',
        proposalKind: 'solution',
        bigProblemId: problem?.id,
        status: 'under_review',
        submittedAt: sent,
      },
    ]);
    // The department's own solutions are not in the queues' counts (citizens' submissions); the
    // overdue "Giải pháp" counts one under review (dashboard-overdue.test.ts).
    await db
      .insert(solutions)
      .values([
        { bigProblemId: problem?.id as number, title: 'Giải pháp của Sở', organisation: 'Sở', status: 'under_review' },
      ]);
  });

  const boardOf = async (role: 'reviewer' | 'editor' | 'admin') =>
    (await staff.t.app.inject({ url: '/api/admin/dashboard', headers: bearer(staff.tokens[role]) })).json();
  const queues = (board: { queues: { key: string; count: number }[] }) =>
    Object.fromEntries(board.queues.map((queue) => [queue.key, queue.count]));

  it('count citizens’ solutions once, as solutions, and proposals without them', async () => {
    const board = await boardOf('reviewer');
    expect(queues(board)).toMatchObject({
      proposals_submitted: 1,
      proposals_under_review: 1,
      solutions_submitted: 1,
      solutions_under_review: 2,
    });
    expect(board.by_state.proposals).toMatchObject({ submitted: 1, under_review: 1 });
    expect(board.by_state.solutions).toMatchObject({ submitted: 1, under_review: 2 });
    expect(board.by_month.at(-1)).toEqual({ month: '2026-11', proposals: 2, ideas: 0, solutions: 3 });
  });

  it('show a reviewer the queues and submissions, not the content they cannot open', async () => {
    const board = await boardOf('reviewer');
    expect(board.queues.map((queue: { key: string }) => queue.key)).toEqual([...DASHBOARD_QUEUES]);
    expect(board.content).toEqual([]);
    expect(board.visits).toHaveLength(30);
  });

  it('show an editor the content, not the queues and submissions they cannot open', async () => {
    const board = await boardOf('editor');
    expect(board.queues).toEqual([]);
    expect(board.by_state).toBeNull();
    expect(board.by_month).toEqual([]);
    expect(board.content.map((row: { kind: string }) => row.kind)).toEqual([
      'posts',
      'products',
      'big_problems',
      'documents',
      'faqs',
    ]);
    expect(board.visits).toHaveLength(30);
  });

  it('show an admin everything', async () => {
    const board = await boardOf('admin');
    expect(board.queues).toHaveLength(DASHBOARD_QUEUES.length);
    expect(board.by_state.solutions.under_review).toBe(2);
    expect(board.content).toHaveLength(5);
  });
});

describe('citizens’ solutions in the moderation queue', () => {
  const staff = useStaffApp();
  let solutionId: number;

  beforeAll(async () => {
    const [problem] = await staff.t.database.db
      .insert(bigProblems)
      .values({ slug: 'rac-thai', title: 'Xử lý rác thải nông thôn', field: 'Môi trường', status: 'open' })
      .returning({ id: bigProblems.id });
    const rows = await staff.t.database.db
      .insert(proposals)
      .values([
        { title: 'Lò đốt rác mini', proposalKind: 'solution', bigProblemId: problem?.id, status: 'submitted' },
        { title: 'Máy ép nhựa', proposalKind: 'product', status: 'submitted' },
      ])
      .returning({ id: proposals.id });
    solutionId = rows[0]?.id as number;
  });

  const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

  it('let reviewers list and moderate solutions in the proposals’ queue, and editors not', async () => {
    const listed = await staff.t.app.inject({
      url: `/api/admin/proposals?filter=${filter({ proposal_kind: 'solution' })}`,
      headers: bearer(staff.tokens.reviewer),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((row: { title: string }) => row.title)).toEqual(['Lò đốt rác mini']);
    const others = await staff.t.app.inject({
      url: `/api/admin/proposals?filter=${filter({ proposal_kind: ['product', 'need'] })}`,
      headers: bearer(staff.tokens.reviewer),
    });
    expect(others.json().map((row: { title: string }) => row.title)).toEqual(['Máy ép nhựa']);

    const step = (token: string) =>
      staff.t.app.inject({
        method: 'POST',
        url: `/api/admin/proposals/${solutionId}/transitions`,
        headers: bearer(token),
        payload: { action: 'start_review' },
      });
    expect((await step(staff.tokens.editor)).statusCode).toBe(403);
    const taken = await step(staff.tokens.reviewer);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.status).toBe('under_review');
    expect(
      (
        await staff.t.app.inject({
          url: `/api/admin/proposals?filter=${filter({ proposal_kind: 'solution' })}`,
          headers: bearer(staff.tokens.editor),
        })
      ).statusCode,
    ).toBe(403);
  });
});
