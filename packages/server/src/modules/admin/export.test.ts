import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStaffWrite } from '../../back-office/audit.ts';
import { cellOf, exportFileName } from '../../back-office/export.ts';
import { feedback, questions } from '../../db/schema/engagement.ts';
import { users as usersTable } from '../../db/schema/users.ts';
import { bearer, tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { readSheet, sheetRows } from '../../test/xlsx-helpers.ts';

describe('the Excel export of the back office lists', () => {
  const clock = movableClock(new Date('2026-11-23T18:30:00Z'));
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;
  const filter = (value: object) => encodeURIComponent(JSON.stringify(value));
  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' }, { now: clock.now });
    tokens = await tokensByRole(t, 1);
    await t.database.db.insert(questions).values([
      {
        name: 'Trần Văn An',
        email: 'an@example.vn',
        topic: 'Sở hữu trí tuệ',
        question: 'Thủ tục đăng ký sáng chế & nhãn hiệu <gồm> gì?',
        createdAt: new Date('2026-10-01T18:00:00Z'),
      },
      {
        name: 'Lê Thị Bình',
        email: 'binh@example.vn',
        question: 'Đã trả lời',
        status: 'answered',
        createdAt: new Date('2026-10-02T03:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  it('export the questions with the current filter, Vietnamese headers and dd/mm/yyyy dates', async () => {
    const response = await get(`/api/admin/questions/export.xlsx?filter=${filter({ status: 'new' })}`, tokens.reviewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // 18:30 UTC on 23/11 is already 24/11 in Vietnam.
    expect(response.headers['content-disposition']).toBe('attachment; filename="questions-2026-11-24.xlsx"');
    const rows = sheetRows(response);
    expect(rows[0]).toEqual([
      'Số',
      'Họ tên',
      'Email',
      'Điện thoại',
      'Chủ đề',
      'Câu hỏi',
      'Trạng thái',
      'Câu trả lời',
      'Ngày trả lời',
      'Mã hỏi đáp',
      'Ngày gửi',
    ]);
    expect(rows).toHaveLength(2);
    const [row] = rows.slice(1);
    expect(row?.[1]).toBe('Trần Văn An');
    expect(row?.[5]).toBe('Thủ tục đăng ký sáng chế & nhãn hiệu <gồm> gì?');
    expect(row?.[6]).toBe('Mới');
    // 18:00 UTC on 1/10 is 01:00 on 2/10 in Vietnam.
    expect(row?.[10]).toBe('02/10/2026 01:00');

    const all = sheetRows(await get('/api/admin/questions/export.xlsx?sort=["id","ASC"]', tokens.reviewer));
    expect(all.slice(1).map((cells) => cells[1])).toEqual(['Trần Văn An', 'Lê Thị Bình']);
    // The range of the list does not cut the export.
    const ranged = await get('/api/admin/questions/export.xlsx?range=[0,0]', tokens.reviewer);
    expect(sheetRows(ranged)).toHaveLength(3);
    expect((await get('/api/admin/questions/export.xlsx?filter={bad', tokens.reviewer)).statusCode).toBe(422);
    expect((await get('/api/admin/questions/export.xlsx', tokens.editor)).statusCode).toBe(403);
  });

  it('export any registerAdminResource list (categories) with its filters, in its own area', async () => {
    const response = await get(
      `/api/admin/categories/export.xlsx?sort=["name","ASC"]&filter=${filter({ q: 'khoa hoc' })}`,
      tokens.editor,
    );
    expect(response.statusCode).toBe(200);
    const rows = sheetRows(response);
    expect(rows[0]?.slice(0, 3)).toEqual(['Tên chuyên mục', 'Đường dẫn', 'Chuyên mục cha']);
    const list = await get(
      `/api/admin/categories?sort=["name","ASC"]&filter=${filter({ q: 'khoa hoc' })}`,
      tokens.editor,
    );
    expect(rows.slice(1).map((cells) => cells[0])).toEqual(list.json().map((c: { name: string }) => c.name));
    expect(rows.length).toBeGreaterThan(1);
    expect((await get('/api/admin/categories/export.xlsx', tokens.reviewer)).statusCode).toBe(403);
  });

  it('export users without any secret and the audit log with its filters', async () => {
    const users = await get('/api/admin/users/export.xlsx', tokens.admin);
    const rows = sheetRows(users);
    expect(rows[0]).toContain('Số CMND/CCCD');
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/\$argon2|079000000000\d/);
    expect(text).toContain('********0001');
    expect(text).toContain('Không');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/feedback/987654/handle',
      headers: bearer(tokens.reviewer),
      payload: { note: 'x' },
    });
    expect(changed.statusCode).toBe(404);
    const id = (await get('/api/admin/users?filter={"role":"citizen"}', tokens.admin)).json()[0].id;
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/lock`, headers: bearer(tokens.admin) });
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/unlock`, headers: bearer(tokens.admin) });
    const log = await get(`/api/admin/audit-log/export.xlsx?filter=${filter({ action: 'lock' })}`, tokens.admin);
    expect(log.headers['content-disposition']).toContain('filename="audit-log-2026-11-24.xlsx"');
    const lines = sheetRows(log);
    expect(lines[0]?.slice(0, 4)).toEqual(['Mã', 'Thời điểm', 'Người thực hiện', 'Vai trò']);
    expect(lines).toHaveLength(2);
    // The action and the resource in words, not `lock` and `users`.
    expect(lines[1]?.[4]).toBe('Khóa tài khoản');
    expect(lines[1]?.[5]).toBe('Người dùng');
    expect(lines[1]?.[3]).toBe('Quản trị viên');
    expect(lines[1]?.[1]).toBe('24/11/2026 01:30');
    expect((await get('/api/admin/audit-log/export.xlsx', tokens.reviewer)).statusCode).toBe(403);

    // Every resource by the name the back office's menu gives it (the interests' queue had none).
    const [admin] = await t.database.db.select().from(usersTable).where(eq(usersTable.role, 'admin')).limit(1);
    for (const [resource, action] of [
      ['interests', 'forward'],
      ['staff-invitations', 'resend'],
    ] as const) {
      await recordStaffWrite(
        t.database.db,
        admin as typeof usersTable.$inferSelect,
        { action, resource, recordId: 1 },
        clock.now(),
      );
    }
    const named = sheetRows(
      await get(`/api/admin/audit-log/export.xlsx?filter=${filter({ record_id: '1' })}`, tokens.admin),
    );
    const names = named.slice(1).map((line) => `${line[4]} · ${line[5]}`);
    expect(names).toEqual(
      expect.arrayContaining(['Chuyển cho chủ sở hữu · Quan tâm sản phẩm, nhu cầu', 'Gửi lại lời mời · Mời cán bộ']),
    );
  });

  it('export roles in words, dates as date cells shown dd/mm/yyyy, columns as wide as their content', async () => {
    const { cells, widths } = readSheet(await get(`/api/admin/users/export.xlsx?sort=["id","ASC"]`, tokens.admin));
    const header = cells[0]?.map((cell) => cell.text) ?? [];
    const column = (name: string) => header.indexOf(name);
    const rows = cells.slice(1);
    // Roles in words: "citizen" and "editor" were once shown as they are stored.
    const roles = new Set(rows.map((row) => row[column('Vai trò')]?.text));
    expect([...roles].sort()).toEqual(['Biên tập viên', 'Cán bộ kiểm duyệt', 'Người dân', 'Quản trị viên'].sort());
    for (const row of rows) {
      const created = row[column('Ngày đăng ký')];
      expect(created?.kind).toBe('date');
      expect(created?.format).toBe('dd/mm/yyyy hh:mm');
      expect(created?.text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    }
    // Every column fits its header and its longest value (between 8 and 60 characters).
    expect(widths).toHaveLength(header.length);
    cells[0]?.forEach((_, index) => {
      const longest = Math.max(...cells.map((row) => Array.from(row[index]?.text ?? '').length));
      expect(widths[index], header[index]).toBeGreaterThanOrEqual(Math.min(60, longest));
      expect(widths[index], header[index]).toBeLessThanOrEqual(Math.max(8, longest + 2));
    });
  });

  it('stop at 10,000 rows', async () => {
    await t.database.db.execute(
      sql`insert into ${feedback} (name, email, subject, message) select 'Người gửi ' || n, 'g' || n || '@example.vn', 'Góp ý ' || n, 'Nội dung' from generate_series(1, 10005) as n`,
    );
    const response = await get('/api/admin/feedback/export.xlsx', tokens.reviewer);
    expect(response.statusCode).toBe(200);
    expect(sheetRows(response)).toHaveLength(10_001);
  }, 60_000);

  it('write cells: dates as date cells shown dd/mm/yyyy, booleans in Vietnamese, objects as JSON', () => {
    expect(cellOf('2026-03-05')).toEqual({ type: Date, value: new Date('2026-03-05T00:00:00Z'), format: 'dd/mm/yyyy' });
    // Vietnam's wall clock: 17:30 UTC on 5/3 is 00:30 on 6/3.
    expect(cellOf('2026-03-05T17:30:00.000Z')).toEqual({
      type: Date,
      value: new Date('2026-03-06T00:30:00.000Z'),
      format: 'dd/mm/yyyy hh:mm',
    });
    expect(cellOf(true)).toBe('Có');
    expect(cellOf(null)).toBeNull();
    expect(cellOf(12)).toBe(12);
    // Lists joined as in the open data: "Tìm đối tác; Tìm nhà đầu tư".
    expect(cellOf([1, 2])).toBe('1; 2');
    expect(cellOf({ a: 1 })).toBe('{"a":1}');
    expect(cellOf('x'.repeat(40_000))).toHaveLength(32_001);
    expect(exportFileName('users', new Date('2026-12-31T17:00:00Z'))).toBe('users-2027-01-01.xlsx');
  });
});
