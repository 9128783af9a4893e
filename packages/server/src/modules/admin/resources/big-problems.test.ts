import { adminCatalogueMessages } from '@portal/shared/admin-catalogue';
import { describe, expect, it } from 'vitest';
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
    // Never deleted: hidden instead.
    expect((await call('DELETE', `/api/admin/big-problems/${record.id}`)).statusCode).toBe(404);

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
});
