import { beforeAll, describe, expect, it } from 'vitest';
import { bigProblems, solutions } from '../../../db/schema/catalogue.ts';
import { feedback, questions } from '../../../db/schema/engagement.ts';
import { ideas, proposals } from '../../../db/schema/submissions.ts';
import { movableClock } from '../../../test/helper.ts';
import { useStaffApp } from './staff-test-app.ts';

describe('dossiers waiting longer than their queue’s deadline', () => {
  // 09:00 on 23/11/2026 in Vietnam; the dates below are counted back from it.
  const start = new Date('2026-11-23T02:00:00Z');
  const clock = movableClock(start);
  const staff = useStaffApp({}, { now: clock.now });
  const daysAgo = (days: number, minutes = 0) => new Date(start.getTime() - days * 86_400_000 - minutes * 60_000);

  beforeAll(async () => {
    const db = staff.t.database.db;
    await db.insert(proposals).values([
      { title: 'Đề xuất chờ 20 ngày', trackingCode: 'DX-0001', status: 'submitted', submittedAt: daysAgo(20) },
      { title: 'Đề xuất xem xét 16 ngày', trackingCode: 'DX-0002', status: 'under_review', submittedAt: daysAgo(16) },
      { title: 'Đề xuất mới 10 ngày', trackingCode: 'DX-0003', status: 'submitted', submittedAt: daysAgo(10) },
      // Decided: it waits for nobody, however old.
      { title: 'Đề xuất đã duyệt', trackingCode: 'DX-0004', status: 'approved', submittedAt: daysAgo(40) },
      {
        title: 'Giải pháp chờ 30 ngày',
        trackingCode: 'DX-0005',
        proposalKind: 'solution',
        status: 'submitted',
        submittedAt: daysAgo(30),
      },
    ]);
    // The department's own solutions under review (judged for a challenge) wait for review too.
    const [problem] = await db
      .insert(bigProblems)
      .values({ slug: 'ngap-lut', title: 'Cảnh báo ngập lụt', field: 'Môi trường', status: 'open' })
      .returning({ id: bigProblems.id });
    await db.insert(solutions).values([
      {
        bigProblemId: problem?.id as number,
        title: 'Giải pháp của Sở chờ 25 ngày',
        trackingCode: 'GP-0001',
        status: 'under_review',
        createdAt: daysAgo(25),
      },
      {
        bigProblemId: problem?.id as number,
        title: 'Giải pháp của Sở đã duyệt',
        trackingCode: 'GP-0002',
        status: 'approved',
        createdAt: daysAgo(40),
      },
      {
        bigProblemId: problem?.id as number,
        title: 'Giải pháp của Sở gửi 5 ngày',
        trackingCode: 'GP-0003',
        status: 'submitted',
        createdAt: daysAgo(40),
        submittedAt: daysAgo(5),
      },
    ]);
    await db.insert(ideas).values([
      { title: 'Ý tưởng quá hạn', trackingCode: 'YT-0001', status: 'submitted', submittedAt: daysAgo(15, 60) },
      { title: 'Ý tưởng còn năm phút', trackingCode: 'YT-0002', status: 'submitted', submittedAt: daysAgo(15, -5) },
    ]);
    await db.insert(questions).values([
      { name: 'A', email: 'a@example.vn', question: 'Câu hỏi chờ 8 ngày?', createdAt: daysAgo(8) },
      { name: 'B', email: 'b@example.vn', question: 'Câu hỏi chờ 3 ngày?', createdAt: daysAgo(3) },
      { name: 'C', email: 'c@example.vn', question: 'Đã trả lời?', status: 'answered', createdAt: daysAgo(30) },
    ]);
    await db.insert(feedback).values([
      { name: 'A', email: 'a@example.vn', subject: 'Góp ý chờ 10 ngày', message: 'x', createdAt: daysAgo(10) },
      {
        name: 'B',
        email: 'b@example.vn',
        subject: 'Đã xử lý',
        message: 'x',
        status: 'handled',
        createdAt: daysAgo(30),
      },
    ]);
  });

  const overdueOf = async (role: 'reviewer' | 'editor' | 'admin' = 'reviewer') =>
    (await staff.call('GET', '/api/admin/dashboard', undefined, staff.tokens[role])).json().overdue as {
      queue: string;
      deadline_days: number;
      count: number;
      oldest: { code: string; title: string; days_waiting: number; resource: string }[];
    }[];
  const byQueue = (overdue: Awaited<ReturnType<typeof overdueOf>>) =>
    Object.fromEntries(overdue.map((queue) => [queue.queue, queue]));

  it('count per queue what waits longer than the default deadlines, oldest first', async () => {
    const queues = byQueue(await overdueOf());
    expect(Object.keys(queues)).toEqual(['proposals', 'ideas', 'solutions', 'questions', 'feedback']);
    expect(queues.proposals).toMatchObject({ deadline_days: 15, count: 2, label: 'Đề xuất' });
    expect(queues.proposals?.oldest).toEqual([
      {
        id: expect.any(Number),
        code: 'DX-0001',
        title: 'Đề xuất chờ 20 ngày',
        days_waiting: 20,
        resource: 'proposals',
      },
      {
        id: expect.any(Number),
        code: 'DX-0002',
        title: 'Đề xuất xem xét 16 ngày',
        days_waiting: 16,
        resource: 'proposals',
      },
    ]);
    expect(queues.ideas?.count).toBe(1);
    expect(queues.ideas?.oldest.map((row) => row.title)).toEqual(['Ý tưởng quá hạn']);
    // Every solution waiting for review: a citizen's (a proposal) and the department's own.
    expect(queues.solutions?.count).toBe(2);
    expect(queues.solutions?.oldest.map((row) => [row.code, row.days_waiting, row.resource])).toEqual([
      ['DX-0005', 30, 'proposals'],
      ['GP-0001', 25, 'solutions'],
    ]);
    expect(queues.questions).toMatchObject({ deadline_days: 7, count: 1 });
    expect(queues.questions?.oldest[0]).toMatchObject({ code: '', title: 'Câu hỏi chờ 8 ngày?', days_waiting: 8 });
    expect(queues.feedback?.oldest.map((row) => row.title)).toEqual(['Góp ý chờ 10 ngày']);
  });

  it('follow the deadlines set in the settings, and the clock', async () => {
    const changed = await staff.call(
      'PUT',
      '/api/admin/settings',
      { deadline_days_proposals: 18, deadline_days_questions: 10, deadline_days_feedback: 1 },
      staff.tokens.admin,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ deadline_days_proposals: 18, deadline_days_ideas: 15 });
    let queues = byQueue(await overdueOf());
    expect(queues.proposals).toMatchObject({ deadline_days: 18, count: 1 });
    expect(queues.questions?.count).toBe(0);
    expect(queues.feedback?.count).toBe(1);
    // Ten minutes on, the idea that had five minutes left is overdue too.
    clock.advance(10 * 60_000);
    queues = byQueue(await overdueOf());
    expect(queues.ideas?.oldest.map((row) => row.title)).toEqual(['Ý tưởng quá hạn', 'Ý tưởng còn năm phút']);
  });

  it('refuse a deadline that is not a whole number of days from 1 to 365, and keep the old one', async () => {
    for (const value of [0, 366, 1.5, '7', null]) {
      const refused = await staff.call(
        'PUT',
        '/api/admin/settings',
        { deadline_days_questions: value },
        staff.tokens.admin,
      );
      expect(refused.statusCode, String(value)).toBe(422);
      expect(refused.json().errors).toEqual({ deadline_days_questions: ['Số ngày phải là số nguyên từ 1 đến 365'] });
    }
    const shown = (await staff.call('GET', '/api/admin/settings', undefined, staff.tokens.admin)).json();
    expect(shown.deadline_days_questions).toBe(10);
  });

  it('show the overdue dossiers only to roles that moderate', async () => {
    expect(await overdueOf('editor')).toEqual([]);
    expect((await overdueOf('admin')).map((queue) => queue.queue)).toHaveLength(5);
  });
});
