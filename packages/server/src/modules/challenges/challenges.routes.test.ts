import { CriteriaSchema, challengeMessages } from '@portal/shared/challenges';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBigProblems } from '../../db/demo/big-problems.ts';
import { demoChallenges } from '../../db/demo/challenges.ts';
import { staffAudit } from '../../db/schema/admin.ts';
import { solutions } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/follow-through.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, registerCitizen, signedInCitizen, staffSignIn } from '../../test/auth-helpers.ts';
import { buildTestApp } from '../../test/helper.ts';
import { useStaffApp } from '../admin/resources/staff-test-app.ts';

const criteria = [
  { name: 'Tính khả thi', description: 'Triển khai được trong 12 tháng', weight: 40 },
  { name: 'Chi phí', description: '', weight: 35 },
  { name: 'Khả năng nhân rộng', description: '', weight: 25 },
];

const problem = (overrides: Record<string, unknown> = {}) => ({
  title: 'Cảnh báo sớm sạt lở đất miền núi',
  slug: 'canh-bao-sat-lo',
  field: 'Môi trường',
  deadline: '2026-12-31',
  status: 'open',
  visible: true,
  criteria,
  ip_terms: 'Quyền sở hữu trí tuệ thuộc về đơn vị đề xuất; tỉnh được sử dụng không thu phí.',
  reward: 'Hỗ trợ tối đa 2 tỷ đồng để thử nghiệm.',
  implementation: 'Giải pháp được chọn sẽ thử nghiệm tại 5 xã trong năm 2027.',
  ...overrides,
});

/**
 * Criteria with weights, judges (reviewers) assigned by staff with the content
 * area, scores or conflicts of interest, the side-by-side figures and the published results.
 */
describe('big problems as challenges', () => {
  const staff = useStaffApp();
  const ids = {
    problem: 0,
    first: 0,
    second: 0,
    third: 0,
    judge: 0,
    secondJudge: 0,
    author: 0,
    follower: 0,
    proposer: 0,
    proposal: 0,
  };
  const tokens = { secondJudge: '', follower: '' };

  beforeAll(async () => {
    const { t } = staff;
    const db = t.database.db;
    const created = await staff.call('POST', '/api/admin/big-problems', problem());
    expect(created.statusCode, created.body).toBe(201);
    ids.problem = created.json().id;
    for (const [key, title] of [
      ['first', 'Mạng cảm biến độ ẩm đất và mưa'],
      ['second', 'Ảnh vệ tinh radar theo dõi dịch chuyển'],
      ['third', 'Loa cảnh báo thôn bản dùng năng lượng mặt trời'],
    ] as const) {
      const solution = await staff.call('POST', '/api/admin/solutions', {
        big_problem_id: ids.problem,
        title,
        organisation: 'Viện Địa chất',
      });
      expect(solution.statusCode, solution.body).toBe(201);
      ids[key] = solution.json().id;
    }
    const [reviewer] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'reviewer'));
    ids.judge = reviewer?.id ?? 0;
    // A second reviewer, a citizen who wrote the first solution, and a follower.
    const second = await registerCitizen(t, 20);
    await db.update(users).set({ role: 'reviewer' }).where(eq(users.email, second.email));
    tokens.secondJudge = await staffSignIn(t, second.email, second.password);
    const [secondRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, second.email));
    ids.secondJudge = secondRow?.id ?? 0;
    const author = await signedInCitizen(t, 21);
    const [authorRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, author.email));
    ids.author = authorRow?.id ?? 0;
    await db.update(solutions).set({ authorId: ids.author }).where(eq(solutions.id, ids.first));
    // A citizen who sent a solution through the proposal form is told of the results too.
    const proposer = await signedInCitizen(t, 23);
    const [proposerRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, proposer.email));
    ids.proposer = proposerRow?.id ?? 0;
    const [sent] = await db
      .insert(proposals)
      .values({
        proposalKind: 'solution',
        bigProblemId: ids.problem,
        authorId: ids.proposer,
        title: 'Còi báo động chạy pin mặt trời',
        organisation: 'Hợp tác xã Nậm Pồ',
        summary: 'Còi đặt ở nhà văn hóa thôn, kích hoạt từ xa.',
        description: 'Mỗi thôn một còi 120 dB.\nPin mặt trời 200 W, ắc quy 3 ngày.',
        status: 'under_review',
        submittedAt: t.now(),
      })
      .returning({ id: proposals.id });
    ids.proposal = sent?.id ?? 0;
    // Neither a draft nor a rejected one is judged.
    for (const status of ['draft', 'rejected'] as const) {
      await db.insert(proposals).values({
        proposalKind: 'solution',
        bigProblemId: ids.problem,
        authorId: ids.proposer,
        title: `Giải pháp ${status}`,
        status,
      });
    }
    const follower = await signedInCitizen(t, 22);
    tokens.follower = follower.token;
    const [followerRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, follower.email));
    ids.follower = followerRow?.id ?? 0;
    const follow = await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers: bearer(follower.token),
      payload: { target_kind: 'big_problem', target_id: ids.problem },
    });
    expect(follow.statusCode, follow.body).toBe(201);
  });

  it('check the criteria: weights are whole numbers adding up to 100, errors under criteria and criteria.N.weight', async () => {
    const off = await staff.call(
      'POST',
      '/api/admin/big-problems',
      problem({ slug: 'khac-1', criteria: criteria.slice(0, 2) }),
    );
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toEqual({ criteria: [challengeMessages.weightsTotal] });
    const fraction = await staff.call(
      'POST',
      '/api/admin/big-problems',
      problem({
        slug: 'khac-2',
        criteria: [
          { name: 'Một', weight: 50.5 },
          { name: 'Hai', weight: 49.5 },
        ],
      }),
    );
    expect(fraction.statusCode).toBe(422);
    expect(fraction.json().errors['criteria.0.weight']).toEqual([challengeMessages.weightInvalid]);
    expect(fraction.json().errors['criteria.1.weight']).toEqual([challengeMessages.weightInvalid]);
    // None at all is a problem not judged yet.
    const none = await staff.call('POST', '/api/admin/big-problems', problem({ slug: 'khac-3', criteria: [] }));
    expect(none.statusCode, none.body).toBe(201);
  });

  it('give the challenge fields on the public page, the results only once published', async () => {
    const answer = await staff.t.app.inject({ url: `/api/big-problems/${ids.problem}` });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.criteria).toEqual(criteria);
    expect(data.ip_terms).toContain('sở hữu trí tuệ');
    expect(data.reward).toContain('2 tỷ');
    expect(data.implementation).toContain('5 xã');
    expect(data.deadline).toBe('2026-12-31');
    expect(data.results).toBeNull();
  });

  it('let only staff with the content area assign reviewers as judges, audit-logged', async () => {
    const url = `/api/admin/big-problems/${ids.problem}/judges`;
    const asReviewer = await staff.call('POST', url, { user_id: ids.judge }, staff.tokens.reviewer);
    expect(asReviewer.statusCode).toBe(403);
    const candidates = await staff.call('GET', `/api/admin/big-problems/${ids.problem}/judge-candidates`);
    expect(
      candidates
        .json()
        .data.map((c: { user_id: number }) => c.user_id)
        .sort(),
    ).toEqual([ids.judge, ids.secondJudge].sort());
    const [editor] = await staff.t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'editor'));
    const notReviewer = await staff.call('POST', url, { user_id: editor?.id });
    expect(notReviewer.statusCode).toBe(422);
    expect(notReviewer.json().errors).toEqual({ user_id: [challengeMessages.judgeNotReviewer] });
    // A wrong key or none: "choose a reviewer" under user_id, not "not a reviewer".
    for (const body of [{ user_ids: [ids.judge] }, {}, { user_id: String(ids.judge) }]) {
      const wrong = await staff.call('POST', url, body);
      expect(wrong.statusCode, JSON.stringify(body)).toBe(422);
      expect(wrong.json().errors).toEqual({ user_id: ['Vui lòng chọn cán bộ kiểm duyệt để phân công làm giám khảo'] });
    }

    for (const id of [ids.judge, ids.secondJudge]) {
      const added = await staff.call('POST', url, { user_id: id });
      expect(added.statusCode, added.body).toBe(201);
    }
    const twice = await staff.call('POST', url, { user_id: ids.judge });
    expect(twice.json().errors).toEqual({ user_id: [challengeMessages.judgeTaken] });
    const list = await staff.call('GET', url);
    expect(list.json().data).toHaveLength(2);
    expect(list.json().meta.total).toBe(2);
    const lines = await staff.t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'assign_judge'), eq(staffAudit.recordId, String(ids.problem))));
    expect(lines).toHaveLength(2);
    // Removing and adding back.
    expect((await staff.call('DELETE', `${url}/${ids.secondJudge}`)).statusCode).toBe(204);
    expect((await staff.call('DELETE', `${url}/${ids.secondJudge}`)).statusCode).toBe(404);
    expect((await staff.call('POST', url, { user_id: ids.secondJudge })).statusCode).toBe(201);
  });

  it("let a judge see and score only their problems' solutions; a conflict keeps them off one", async () => {
    const judge = staff.tokens.reviewer;
    const list = await staff.call('GET', '/api/admin/judging', undefined, judge);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([ids.problem]);
    expect(list.json()[0]).toMatchObject({ solution_count: 4, done_count: 0, results_published: false });
    // Another problem they do not judge: 403; the editor is no judge either (and has no moderation area).
    const other = await staff.call('POST', '/api/admin/big-problems', problem({ slug: 'bai-toan-khac' }));
    expect((await staff.call('GET', `/api/admin/judging/${other.json().id}`, undefined, judge)).statusCode).toBe(403);
    expect(
      (await staff.call('GET', `/api/admin/judging/${ids.problem}`, undefined, staff.tokens.editor)).statusCode,
    ).toBe(403);
    expect(
      (await staff.call('GET', `/api/admin/judging/${ids.problem}`, undefined, staff.tokens.admin)).statusCode,
    ).toBe(403);

    const detail = await staff.call('GET', `/api/admin/judging/${ids.problem}`, undefined, judge);
    expect(detail.json().criteria).toEqual(criteria);
    // The department's solutions, then the citizen's sent through the proposal form (its text plain).
    expect(detail.json().solutions.map((s: { key: string }) => s.key)).toEqual([
      `solution-${ids.first}`,
      `solution-${ids.second}`,
      `solution-${ids.third}`,
      `proposal-${ids.proposal}`,
    ]);
    expect(detail.json().solutions[3]).toMatchObject({
      source: 'proposal',
      id: ids.proposal,
      organisation: 'Hợp tác xã Nậm Pồ',
      summary: 'Còi đặt ở nhà văn hóa thôn, kích hoạt từ xa.',
      description: 'Mỗi thôn một còi 120 dB.\nPin mặt trời 200 W, ắc quy 3 ngày.',
      content: '',
      mine: null,
    });

    const url = (solution: number) => `/api/admin/judging/${ids.problem}/solutions/${solution}`;
    const proposalUrl = (proposal: number) => `/api/admin/judging/${ids.problem}/proposals/${proposal}`;
    const short = await staff.call('PUT', url(ids.first), { conflict: false, scores: [8, 7] }, judge);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ scores: [challengeMessages.scoresCount] });
    const high = await staff.call('PUT', url(ids.first), { conflict: false, scores: [11, 7, 6] }, judge);
    expect(high.json().errors).toEqual({ 'scores.0': [challengeMessages.scoresInvalid] });
    // No scores (with or without `conflict: false`): under scores, not under conflict.
    for (const body of [{ comment: 'Tốt' }, {}, { conflict: false }]) {
      const bare = await staff.call('PUT', url(ids.first), body, judge);
      expect(bare.statusCode, JSON.stringify(body)).toBe(422);
      expect(bare.json().errors).toEqual({ scores: [challengeMessages.scoresInvalid] });
    }
    const noNote = await staff.call('PUT', url(ids.second), { conflict: true, conflict_note: '' }, judge);
    expect(noNote.json().errors).toEqual({ conflict_note: [challengeMessages.conflictNote] });
    const foreign = await staff.call(
      'PUT',
      `/api/admin/judging/${ids.problem}/solutions/${ids.first + 1000}`,
      { conflict: false, scores: [1, 1, 1] },
      judge,
    );
    expect(foreign.statusCode).toBe(404);
    // A citizen's solution staff rejected is not judged.
    const [rejected] = await staff.t.database.db
      .select({ id: proposals.id })
      .from(proposals)
      .where(eq(proposals.title, 'Giải pháp rejected'));
    expect(
      (await staff.call('PUT', proposalUrl(rejected?.id ?? 0), { conflict: false, scores: [1, 1, 1] }, judge))
        .statusCode,
    ).toBe(404);
    const unknownKind = await staff.call(
      'PUT',
      `/api/admin/judging/${ids.problem}/ideas/${ids.first}`,
      { conflict: false, scores: [1, 1, 1] },
      judge,
    );
    expect(unknownKind.statusCode).toBe(422);
    const notJudge = await staff.call(
      'PUT',
      `/api/admin/judging/${other.json().id}/solutions/${ids.first}`,
      { conflict: false, scores: [1, 1, 1] },
      judge,
    );
    expect(notJudge.statusCode).toBe(403);

    // Judge one: 8,7,6 on the first (71.5/100 weighted: 32 + 24.5 + 15), a conflict on the second, 5s on the third.
    const scored = await staff.call(
      'PUT',
      url(ids.first),
      { conflict: false, scores: [8, 7, 6], comment: 'Khả thi, chi phí hợp lý' },
      judge,
    );
    expect(scored.statusCode, scored.body).toBe(200);
    expect(scored.json()).toMatchObject({ conflict: false, scores: [8, 7, 6], total: 71.5 });
    // A score first, then a conflict: the score is dropped.
    await staff.call('PUT', url(ids.second), { conflict: false, scores: [10, 10, 10] }, judge);
    const conflict = await staff.call(
      'PUT',
      url(ids.second),
      { conflict: true, conflict_note: 'Tôi từng làm việc cho đơn vị đề xuất' },
      judge,
    );
    expect(conflict.json()).toMatchObject({ conflict: true, scores: null, total: null });
    await staff.call('PUT', url(ids.third), { conflict: false, scores: [5, 5, 5] }, judge);
    // The citizen's solution: 10,8,6 (40 + 28 + 15 = 83), then changed to 10,8,8 (88).
    const citizen = await staff.call('PUT', proposalUrl(ids.proposal), { conflict: false, scores: [10, 8, 6] }, judge);
    expect(citizen.statusCode, citizen.body).toBe(200);
    expect(citizen.json()).toMatchObject({ total: 83 });
    const changed = await staff.call('PUT', proposalUrl(ids.proposal), { conflict: false, scores: [10, 8, 8] }, judge);
    expect(changed.json()).toMatchObject({ total: 88 });

    // Judge two: 6,9,8 on the first (24 + 31.5 + 20 = 75.5), 9,9,9 on the second, a conflict on the citizen's.
    const second = tokens.secondJudge;
    await staff.call('PUT', url(ids.first), { conflict: false, scores: [6, 9, 8] }, second);
    await staff.call('PUT', url(ids.second), { conflict: false, scores: [9, 9, 9] }, second);
    await staff.call(
      'PUT',
      proposalUrl(ids.proposal),
      { conflict: true, conflict_note: 'Người thân của tác giả' },
      second,
    );

    // Kept off it once declared: a score afterwards is refused, the declaration stays.
    const undo = await staff.call('PUT', proposalUrl(ids.proposal), { conflict: false, scores: [10, 10, 10] }, second);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(challengeMessages.conflictDeclared);

    const mine = await staff.call('GET', `/api/admin/judging/${ids.problem}`, undefined, judge);
    expect(mine.json().done_count).toBe(4);
    expect(mine.json().solutions[3].mine).toMatchObject({ scores: [10, 8, 8], total: 88 });
    expect(mine.json().solutions[1].mine).toMatchObject({
      conflict: true,
      conflict_note: 'Tôi từng làm việc cho đơn vị đề xuất',
    });
  });

  it('show staff the scores side by side: totals, averages without conflicts, ranks', async () => {
    const asReviewer = await staff.call(
      'GET',
      `/api/admin/big-problems/${ids.problem}/scores`,
      undefined,
      staff.tokens.reviewer,
    );
    expect(asReviewer.statusCode).toBe(403);
    const answer = await staff.call('GET', `/api/admin/big-problems/${ids.problem}/scores`);
    expect(answer.statusCode).toBe(200);
    const figures = answer.json();
    expect(figures.judges.map((j: { user_id: number }) => j.user_id)).toEqual([ids.judge, ids.secondJudge]);
    const byId = Object.fromEntries(
      figures.solutions
        .filter((s: { source: string }) => s.source === 'solution')
        .map((s: { id: number }) => [s.id, s]),
    );
    expect(byId[ids.second]).toMatchObject({ average: 90, rank: 1 });
    expect(byId[ids.second].scores).toMatchObject([
      { judge_id: ids.judge, conflict: true, total: null },
      { judge_id: ids.secondJudge, conflict: false, scores: [9, 9, 9], total: 90 },
    ]);
    expect(byId[ids.first]).toMatchObject({ average: 73.5, rank: 3 });
    expect(byId[ids.first].scores.map((s: { total: number }) => s.total)).toEqual([71.5, 75.5]);
    expect(byId[ids.third]).toMatchObject({ average: 50, rank: 4 });
    const citizen = figures.solutions.find((s: { source: string }) => s.source === 'proposal');
    // Still under review: the results picker shows it but cannot take it (the results are public).
    expect(citizen).toMatchObject({ key: `proposal-${ids.proposal}`, average: 88, rank: 2, publishable: false });
    expect(byId[ids.second].publishable).toBe(true);
    expect(citizen.scores).toMatchObject([
      { judge_id: ids.judge, total: 88 },
      { judge_id: ids.secondJudge, conflict: true, total: null },
    ]);
    expect(figures.solutions.map((s: { key: string }) => s.key)).toEqual([
      `solution-${ids.second}`,
      `proposal-${ids.proposal}`,
      `solution-${ids.first}`,
      `solution-${ids.third}`,
    ]);
  });

  it('publish the results: refused for foreign solutions, audit-logged, public, followers and authors told, scoring closed', async () => {
    const url = `/api/admin/big-problems/${ids.problem}/results`;
    const empty = await staff.call('POST', url, { text: 'Ngắn', ranking: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      text: [challengeMessages.resultsText],
      ranking: [challengeMessages.rankingEmpty],
    });
    const foreign = await staff.call('POST', url, {
      text: 'Hội đồng đã chọn hai giải pháp.',
      ranking: [`solution-${ids.first + 1000}`],
    });
    expect(foreign.json().errors).toEqual({ ranking: [challengeMessages.rankingForeign] });
    const bare = await staff.call('POST', url, { text: 'Hội đồng đã chọn hai giải pháp.', ranking: [ids.first] });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors['ranking.0']).toEqual([challengeMessages.rankingInvalid]);
    const asReviewer = await staff.call(
      'POST',
      url,
      { text: 'Hội đồng đã chọn hai giải pháp.', ranking: [`solution-${ids.second}`] },
      staff.tokens.reviewer,
    );
    expect(asReviewer.statusCode).toBe(403);

    // The citizen's solution is still under review: the public results cannot name it yet.
    const early = await staff.call('POST', url, {
      text: 'Hội đồng giám khảo đã chọn ba giải pháp để thử nghiệm.',
      ranking: [`solution-${ids.second}`, `proposal-${ids.proposal}`],
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ ranking: [challengeMessages.rankingNotPublic] });
    expect((await staff.t.app.inject({ url: `/api/big-problems/${ids.problem}` })).json().data.results).toBeNull();
    await staff.t.database.db.update(proposals).set({ status: 'approved' }).where(eq(proposals.id, ids.proposal));

    const published = await staff.call('POST', url, {
      text: 'Hội đồng giám khảo đã chọn ba giải pháp để thử nghiệm.',
      ranking: [`solution-${ids.second}`, `proposal-${ids.proposal}`, `solution-${ids.first}`],
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.ranking).toEqual([
      {
        rank: 1,
        source: 'solution',
        solution_id: ids.second,
        title: 'Ảnh vệ tinh radar theo dõi dịch chuyển',
        organisation: 'Viện Địa chất',
        average: 90,
      },
      {
        rank: 2,
        source: 'proposal',
        solution_id: ids.proposal,
        title: 'Còi báo động chạy pin mặt trời',
        organisation: 'Hợp tác xã Nậm Pồ',
        average: 88,
      },
      {
        rank: 3,
        source: 'solution',
        solution_id: ids.first,
        title: 'Mạng cảm biến độ ẩm đất và mưa',
        organisation: 'Viện Địa chất',
        average: 73.5,
      },
    ]);
    const page = (await staff.t.app.inject({ url: `/api/big-problems/${ids.problem}` })).json().data;
    expect(page.results.text).toContain('ba giải pháp');
    expect(page.results.ranking).toHaveLength(3);
    expect(page.results.published_at).toMatch(/^2026-\d{2}-\d{2}T/);

    const db = staff.t.database.db;
    const [line] = await db.select().from(staffAudit).where(eq(staffAudit.action, 'publish_results'));
    expect(line?.recordId).toBe(String(ids.problem));
    const toldOf = async (userId: number) =>
      db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId));
    expect(await toldOf(ids.follower)).toEqual([{ kind: 'challenge_results' }]);
    expect(await toldOf(ids.author)).toEqual([{ kind: 'challenge_results' }]);
    expect(await toldOf(ids.proposer)).toEqual([{ kind: 'challenge_results' }]);

    const late = await staff.call(
      'PUT',
      `/api/admin/judging/${ids.problem}/solutions/${ids.third}`,
      { conflict: false, scores: [9, 9, 9] },
      staff.tokens.reviewer,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(challengeMessages.resultsPublished);

    // Withdrawn: gone from the page, audit-logged, scoring open again.
    expect((await staff.call('DELETE', url)).statusCode).toBe(204);
    expect((await staff.call('DELETE', url)).statusCode).toBe(404);
    expect((await staff.t.app.inject({ url: `/api/big-problems/${ids.problem}` })).json().data.results).toBeNull();
    const [withdrawn] = await db.select().from(staffAudit).where(eq(staffAudit.action, 'withdraw_results'));
    expect(withdrawn).toBeDefined();
    const again = await staff.call(
      'PUT',
      `/api/admin/judging/${ids.problem}/solutions/${ids.third}`,
      { conflict: false, scores: [9, 9, 9] },
      staff.tokens.reviewer,
    );
    expect(again.statusCode).toBe(200);

    // Published again (and updated): the page shows it, but nobody is told a second time.
    const countOf = async (userId: number) => (await toldOf(userId)).length;
    for (const text of ['Hội đồng giám khảo công bố lại kết quả.', 'Hội đồng giám khảo cập nhật kết quả.']) {
      const republished = await staff.call('POST', url, { text, ranking: [`solution-${ids.second}`] });
      expect(republished.statusCode, republished.body).toBe(200);
      expect((await staff.t.app.inject({ url: `/api/big-problems/${ids.problem}` })).json().data.results.text).toBe(
        text,
      );
    }
    for (const id of [ids.follower, ids.author, ids.proposer]) expect(await countOf(id)).toBe(1);
  });
});

describe('the demo big problems as challenges', () => {
  it('state criteria whose weights add up to 100, IP terms, a reward and what follows, for every problem', () => {
    for (const problem of demoBigProblems) {
      const challenge = demoChallenges[problem.slug];
      expect(challenge, problem.slug).toBeDefined();
      expect(CriteriaSchema.safeParse(challenge?.criteria).success, problem.slug).toBe(true);
      expect(challenge?.criteria.length).toBeGreaterThan(0);
      expect(challenge?.ipTerms && challenge.reward && challenge.implementation, problem.slug).toBeTruthy();
    }
  });

  it('seed them, with the results of the solved one published', async () => {
    const t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' });
    try {
      const solved = await t.app.inject({ url: '/api/big-problems/du-bao-xam-nhap-man-vung-lua-ven-bien' });
      const data = solved.json().data;
      expect(data.criteria).toHaveLength(4);
      expect(data.results.ranking).toMatchObject([
        { rank: 1, title: 'Hệ thống giám sát và dự báo mặn thời gian thực SaltWatch Sông Lam', average: null },
      ]);
      const open = await t.app.inject({ url: '/api/big-problems/canh-bao-som-sat-lo-dat-tai-cac-xa-mien-nui' });
      expect(open.json().data).toMatchObject({ results: null, reward: expect.stringContaining('1,5 tỷ') });
    } finally {
      await t.close();
    }
  });
});
