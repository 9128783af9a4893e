import { adminCatalogueMessages } from '@portal/shared/admin-catalogue';
import { challengeMessages } from '@portal/shared/challenges';
import { vietnamToday } from '@portal/shared/format';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bigProblems } from '../../../db/schema/catalogue.ts';
import { follows } from '../../../db/schema/follow-through.ts';
import { users } from '../../../db/schema/users.ts';
import { useStaffApp } from './staff-test-app.ts';

const problem = (overrides: Record<string, unknown> = {}) => ({
  title: 'Giảm ngập úng đô thị mùa mưa',
  slug: 'giam-ngap-ung-do-thi',
  field: 'Đô thị',
  ordering_body: 'UBND thành phố',
  description: '<p>Mô tả <img src="x" onerror="alert(1)"></p><script>alert(1)</script>',
  requirements: '<ul><li>Chi phí thấp</li></ul><iframe src="https://evil.example"></iframe>',
  expected_results: '<p>Giảm 50% điểm ngập</p>',
  budget_range: '2–5 tỷ đồng',
  deadline: '2027-06-30',
  status: 'open',
  visible: true,
  ...overrides,
});

const solution = (bigProblemId: number, overrides: Record<string, unknown> = {}) => ({
  big_problem_id: bigProblemId,
  title: 'Hồ điều hòa ngầm kết hợp công viên',
  organisation: 'Viện Thủy lợi',
  summary: 'Trữ nước mưa tạm thời dưới công viên',
  content: '<p>Nội dung <a href="javascript:alert(1)">chi tiết</a></p>',
  ...overrides,
});

describe('the back office big problems and their solutions', () => {
  const staff = useStaffApp();

  const call = staff.call;
  const filtered = (resource: string, filter: Record<string, unknown>, sort?: [string, string]) =>
    call(
      'GET',
      `/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}${
        sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''
      }`,
    );

  it('take a deadline as people write it; refuse an open problem whose deadline is past and criteria named twice', async () => {
    const today = vietnamToday(staff.t.now());
    const yesterday = vietnamToday(new Date(staff.t.now().getTime() - 86_400_000));
    const [y, m, d] = yesterday.split('-');
    const written = await call(
      'POST',
      '/api/admin/big-problems',
      problem({ slug: 'han-viet-tay', deadline: '31/12/2027', status: 'closed' }),
    );
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().deadline).toBe('2027-12-31');

    // Open with yesterday's deadline (written either way): refused under the deadline, nothing made.
    for (const deadline of [yesterday, `${d}/${m}/${y}`]) {
      const past = await call('POST', '/api/admin/big-problems', problem({ slug: 'han-da-qua', deadline }));
      expect(past.statusCode).toBe(422);
      expect(past.json().errors).toEqual({ deadline: [challengeMessages.deadlinePast] });
    }
    expect((await staff.t.app.inject({ url: '/api/big-problems/han-da-qua' })).statusCode).toBe(404);
    const todayOpen = await call('POST', '/api/admin/big-problems', problem({ slug: 'han-hom-nay', deadline: today }));
    expect(todayOpen.statusCode, todayOpen.body).toBe(201);
    // Closed with a past deadline is the normal end of one; reopening it without a new deadline is refused.
    const closed = await call(
      'POST',
      '/api/admin/big-problems',
      problem({ slug: 'da-dong', deadline: yesterday, status: 'closed' }),
    );
    expect(closed.statusCode, closed.body).toBe(201);
    const reopened = await call('PUT', `/api/admin/big-problems/${closed.json().id}`, {
      ...(closed.json() as object),
      status: 'open',
    });
    expect(reopened.json().errors).toEqual({ deadline: [challengeMessages.deadlinePast] });
    // An older open problem whose deadline passed can still have its other fields corrected.
    await staff.t.database.db.update(bigProblems).set({ status: 'open' }).where(eq(bigProblems.id, closed.json().id));
    const corrected = await call('PUT', `/api/admin/big-problems/${closed.json().id}`, {
      ...(closed.json() as object),
      status: 'open',
      title: 'Tên đã sửa của bài toán cũ',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const twice = await call(
      'POST',
      '/api/admin/big-problems',
      problem({
        slug: 'tieu-chi-trung',
        criteria: [
          { name: 'Chi phí', weight: 50 },
          { name: 'chi  phí', weight: 50 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'criteria.1.name': [challengeMessages.criterionDuplicate] });
  });

  it('create and edit a problem: HTML sanitised, dates checked, slug unique, the portal updated at once', async () => {
    const invalid = await call('POST', '/api/admin/big-problems', problem({ deadline: '2027-02-30', status: 'mo' }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      deadline: [adminCatalogueMessages.dateInvalid],
      status: ['Trạng thái không hợp lệ'],
    });

    const created = await call('POST', '/api/admin/big-problems', problem());
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record.description).not.toMatch(/script|onerror/);
    expect(record.requirements).not.toContain('iframe');
    expect(record.deadline).toBe('2027-06-30');
    const taken = await call('POST', '/api/admin/big-problems', problem({ title: 'Bài toán khác hẳn' }));
    expect(taken.json().errors).toEqual({ slug: ['Đường dẫn này đã được dùng cho bài toán khác'] });

    expect((await staff.t.app.inject({ url: '/api/big-problems/giam-ngap-ung-do-thi' })).statusCode).toBe(200);
    const renamed = await call('PUT', `/api/admin/big-problems/${record.id}`, {
      ...record,
      title: 'Chống ngập úng đô thị',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await staff.t.app.inject({ url: '/api/big-problems/giam-ngap-ung-do-thi' })).json().data.title).toBe(
      'Chống ngập úng đô thị',
    );

    const hidden = await call('PUT', `/api/admin/big-problems/${record.id}`, {
      ...(renamed.json() as object),
      visible: false,
    });
    expect(hidden.json().visible).toBe(false);
    expect((await staff.t.app.inject({ url: '/api/big-problems/giam-ngap-ung-do-thi' })).statusCode).toBe(404);

    expect((await filtered('big-problems', { visible: false })).json().map((row: { id: number }) => row.id)).toEqual([
      record.id,
    ]);
    expect((await filtered('big-problems', { q: 'chong ngap' })).json()).toHaveLength(1);
    await call(
      'POST',
      '/api/admin/big-problems',
      problem({ slug: 'da-giai', title: 'Xử lý rác thải nhựa', status: 'solved' }),
    );
    expect(
      (await filtered('big-problems', { status: 'solved' })).json().map((row: { slug: string }) => row.slug),
    ).toEqual(['da-giai']);
    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(`{"resource":"big-problems","record_id":"${record.id}"}`)}`,
      undefined,
      staff.tokens.admin,
    );
    expect(log.json().map((line: { action: string }) => line.action)).toEqual(['update', 'update', 'create']);
  });

  it('keep the department solutions of a problem: approved ones public, withdrawn ones not', async () => {
    const owner = (
      await call(
        'POST',
        '/api/admin/big-problems',
        problem({ slug: 'nuoc-sach-nong-thon', title: 'Nước sạch nông thôn' }),
      )
    ).json();
    const other = (
      await call('POST', '/api/admin/big-problems', problem({ slug: 'dien-mat-troi', title: 'Điện mặt trời mái nhà' }))
    ).json();

    const missing = await call('POST', '/api/admin/solutions', solution(987654));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ big_problem_id: ['Bài toán không tồn tại'] });
    const submitted = await call('POST', '/api/admin/solutions', solution(owner.id, { status: 'submitted' }));
    expect(submitted.statusCode).toBe(422);
    expect(Object.keys(submitted.json().errors)).toEqual(['status']);

    const created = await call('POST', '/api/admin/solutions', solution(owner.id));
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ status: 'approved', big_problem_id: owner.id });
    expect(record.approved_at).not.toBeNull();
    expect(record.content).not.toContain('javascript');
    await call('POST', '/api/admin/solutions', solution(other.id, { title: 'Pin mặt trời cho hộ gia đình' }));

    // react-admin's ReferenceManyField.
    const ofOwner = await filtered('solutions', { big_problem_id: owner.id });
    expect(ofOwner.json().map((row: { id: number }) => row.id)).toEqual([record.id]);
    expect(ofOwner.headers['content-range']).toBe('solutions 0-0/1');

    const publicSolutions = async () =>
      (await staff.t.app.inject({ url: `/api/big-problems/${owner.slug}/solutions` }))
        .json()
        .data.map((row: { title: string }) => row.title);
    expect(await publicSolutions()).toEqual(['Hồ điều hòa ngầm kết hợp công viên']);
    const withdrawn = await call('PUT', `/api/admin/solutions/${record.id}`, { ...record, status: 'withdrawn' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().approved_at).toBe(record.approved_at);
    expect(await publicSolutions()).toEqual([]);
    const published = await call('PUT', `/api/admin/solutions/${record.id}`, { ...record, status: 'published' });
    expect(published.json().published_at).not.toBeNull();
    expect(await publicSolutions()).toEqual(['Hồ điều hòa ngầm kết hợp công viên']);

    expect((await call('DELETE', `/api/admin/solutions/${record.id}`)).statusCode).toBe(200);
    expect(await publicSolutions()).toEqual([]);
    expect((await call('GET', `/api/admin/solutions/${record.id}`)).statusCode).toBe(404);
  });
  it('deletes a big problem nobody answered, with its follows, and refuses one with a solution, saying why', async () => {
    const db = staff.t.database.db;
    const lone = (await call('POST', '/api/admin/big-problems', problem({ slug: 'chua-ai-tra-loi' }))).json();
    const [follower] = await db.select({ id: users.id }).from(users).limit(1);
    await db.insert(follows).values({ userId: follower?.id as number, targetKind: 'big_problem', targetId: lone.id });
    // A reviewer works the queues, not the content.
    const byReviewer = await call('DELETE', `/api/admin/big-problems/${lone.id}`, undefined, staff.tokens.reviewer);
    expect(byReviewer.statusCode).toBe(403);
    const removed = await call('DELETE', `/api/admin/big-problems/${lone.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `/api/admin/big-problems/${lone.id}`)).statusCode).toBe(404);
    expect(await db.$count(follows, eq(follows.targetId, lone.id))).toBe(0);

    const answered = (await call('POST', '/api/admin/big-problems', problem({ slug: 'da-co-giai-phap' }))).json();
    expect((await call('POST', '/api/admin/solutions', solution(answered.id))).statusCode).toBe(201);
    const refused = await call('DELETE', `/api/admin/big-problems/${answered.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(adminCatalogueMessages.bigProblemHasSolutions);
    expect((await call('GET', `/api/admin/big-problems/${answered.id}`)).statusCode).toBe(200);
  });
});
