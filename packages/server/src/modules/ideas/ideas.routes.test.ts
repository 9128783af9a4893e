import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas, submissionTransitions, uploads } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, registerCitizen, signIn, staffSignIn } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const complete = {
  field: 'Nông nghiệp',
  problem: 'Nông dân vùng cao thiếu thông tin thời tiết chính xác để gieo trồng đúng vụ.',
  solution: 'Trạm quan trắc giá rẻ gửi dự báo qua tin nhắn Zalo cho từng thôn bản mỗi sáng.',
  impact: 'Giảm thiệt hại mùa màng',
  support_needed: 'Kinh phí thử nghiệm',
  scope: 'Các xã vùng cao huyện Kỳ Sơn, trước hết 12 thôn trồng lúa nương',
};

describe('Ý tưởng: my ideas and the staff queue', () => {
  const clock = movableClock(new Date('2026-03-10T02:00:00Z'));
  let t: TestApp;
  let hoa: string;
  let lan: string;
  let admin: string;
  let reviewer: string;
  let editor: string;
  let hoaId: number;
  let lanId: number;

  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    for (const n of [1, 2, 3, 4]) await registerCitizen(t, n);
    const db = t.database.db;
    await db.update(users).set({ role: 'reviewer' }).where(eq(users.email, 'nguoidan3@example.vn'));
    await db.update(users).set({ role: 'editor' }).where(eq(users.email, 'nguoidan4@example.vn'));
    hoa = await signIn(t, 'nguoidan1@example.vn');
    lan = await signIn(t, 'nguoidan2@example.vn');
    reviewer = await staffSignIn(t, 'nguoidan3@example.vn', 'HoaPhuong@2026');
    editor = await staffSignIn(t, 'nguoidan4@example.vn', 'HoaPhuong@2026');
    admin = await staffSignIn(t, t.config.ADMIN_EMAIL as string, t.config.ADMIN_PASSWORD as string);
    const ids = await db.select({ id: users.id, email: users.email }).from(users);
    hoaId = ids.find((u) => u.email === 'nguoidan1@example.vn')?.id as number;
    lanId = ids.find((u) => u.email === 'nguoidan2@example.vn')?.id as number;
  });
  afterAll(() => t.close());

  const create = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/ideas', headers: bearer(token), payload: body });
  const draft = (title = 'Ứng dụng dự báo thời tiết cho nông dân', extra: Record<string, unknown> = {}) => ({
    title,
    request_id: randomUUID(),
    ...extra,
  });
  const get = (token: string | null, url: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
  const call = (token: string, method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const attachment = (ownerId: number, name = 'thuyet-minh.pdf') =>
    t.app.context.uploadRecords.create(ownerId, 'attachment', PDF, {
      name,
      mime: 'application/pdf',
      extension: 'pdf',
    });

  it('saves a draft with only a title: no tracking code yet, the author may send or withdraw it', async () => {
    const response = await create(hoa, draft());
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe('Đã lưu bản nháp ý tưởng');
    expect(data).toMatchObject({
      kind: 'idea',
      status: 'draft',
      tracking_code: null,
      title: 'Ứng dụng dự báo thời tiết cho nông dân',
      field: '',
      problem: '',
      actions: ['submit', 'withdraw'],
      editable: true,
      attachments: [],
      submitted_at: null,
    });
    expect(data.timeline).toEqual([
      {
        action: 'create',
        from: null,
        to: 'draft',
        by: 'author',
        actor: 'Người gửi',
        note: '',
        at: clock.now().toISOString(),
      },
    ]);
  });

  it('answers 422 in Vietnamese under each field', async () => {
    const errorsOf = async (body: Record<string, unknown>) => (await create(hoa, body)).json().errors;
    expect((await errorsOf({ request_id: randomUUID() })).title).toEqual(['Vui lòng nhập tên ý tưởng']);
    expect((await errorsOf(draft('   '))).title).toEqual(['Vui lòng nhập tên ý tưởng']);
    expect((await errorsOf(draft('Ngắn quá'))).title).toEqual(['Tên ý tưởng phải có từ 10 đến 200 ký tự']);
    expect((await errorsOf(draft('x'.repeat(201)))).title).toEqual(['Tên ý tưởng phải có từ 10 đến 200 ký tự']);
    expect(await errorsOf(draft(undefined, { submit: true }))).toEqual({
      problem: ['Vui lòng mô tả vấn đề cần giải quyết'],
      solution: ['Vui lòng mô tả giải pháp đề xuất'],
    });
    expect(
      await errorsOf(draft(undefined, { submit: true, problem: 'Quá ngắn', solution: complete.solution })),
    ).toEqual({
      problem: ['Vấn đề cần giải quyết phải có ít nhất 30 ký tự'],
    });
    expect((await errorsOf(draft(undefined, { problem: 'a'.repeat(5001) }))).problem).toEqual([
      'Vấn đề cần giải quyết không được vượt quá 5.000 ký tự',
    ]);
    expect((await errorsOf(draft(undefined, { impact: 'a'.repeat(3001) }))).impact).toEqual([
      'Hiệu quả dự kiến không được vượt quá 3.000 ký tự',
    ]);
    expect((await errorsOf(draft(undefined, { scope: 'a'.repeat(3001) }))).scope).toEqual([
      'Phạm vi, đối tượng áp dụng không được vượt quá 3.000 ký tự',
    ]);
    expect((await errorsOf({ title: 'Ứng dụng dự báo thời tiết', request_id: 'abc' })).request_id).toEqual([
      'Biểu mẫu không hợp lệ, vui lòng tải lại trang',
    ]);
    expect((await errorsOf(draft(undefined, { attachments: ['a', 'b', 'c', 'd', 'e', 'f'] }))).attachments).toEqual([
      'Chỉ được đính kèm tối đa 5 tệp',
    ]);
    expect((await errorsOf(draft(undefined, { nq57_groups: [8] })))['nq57_groups.0']).toEqual([
      'Nhóm nhiệm vụ không hợp lệ',
    ]);
    // Lĩnh vực comes from the managed list (fields.ts), as on the proposal form.
    expect((await errorsOf(draft(undefined, { field: 'Trồng rau sạch' }))).field).toEqual([
      'Vui lòng chọn lĩnh vực trong danh sách',
    ]);
    expect(await t.database.db.select().from(ideas).where(eq(ideas.authorId, hoaId))).toHaveLength(1);
  });

  it('keeps citizen text as plain text: control characters dropped, markup kept as typed', async () => {
    const response = await create(
      hoa,
      draft('  Ý tưởng <b>in đậm</b>\u0007 thử  ', { problem: 'Dòng 1\r\nDòng 2 <script>alert(1)</script>' }),
    );
    expect(response.json().data.title).toBe('Ý tưởng <b>in đậm</b> thử');
    expect(response.json().data.problem).toBe('Dòng 1\nDòng 2 <script>alert(1)</script>');
  });

  it('sends at once with submit: a tracking code YT-<year>-<number> and the state "submitted"', async () => {
    clock.advance(60_000);
    const response = await create(
      hoa,
      draft('Bản đồ số vùng trồng cà phê', { ...complete, submit: true, nq57_groups: [6, 3, 6] }),
    );
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe('Ý tưởng đã được gửi tới Sở Khoa học và Công nghệ');
    expect(data.status).toBe('submitted');
    expect(data.tracking_code).toBe(`YT-2026-${String(data.id).padStart(6, '0')}`);
    expect(data.submitted_at).toBe(clock.now().toISOString());
    expect(data.nq57_groups).toEqual([3, 6]);
    expect(data.scope).toBe(complete.scope);
    expect(data.actions).toEqual(['withdraw']);
    expect(data.editable).toBe(false);
    expect(data.timeline.map((entry: { action: string }) => entry.action)).toEqual(['create', 'submit']);
  });

  it('sends the draft of a retried send whose first attempt stopped before sending', async () => {
    const body = draft('Ứng dụng nhắc lịch tiêm phòng cho đàn gia súc', { ...complete, submit: true });
    const stopped = await create(hoa, { ...body, submit: false });
    expect(stopped.json().data.status).toBe('draft');
    const retried = await create(hoa, body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ id: stopped.json().data.id, status: 'submitted' });
    expect(retried.json().data.tracking_code).toMatch(/^YT-/);
  });

  it('is idempotent by request_id: the same form twice, even at once, makes one idea', async () => {
    const body = draft('Hệ thống tưới nhỏ giọt thông minh', { ...complete, submit: true });
    const first = await create(hoa, body);
    const again = await create(hoa, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.tracking_code).toBe(first.json().data.tracking_code);

    const together = draft('Máy sấy nông sản dùng năng lượng mặt trời', complete);
    const answers = await Promise.all([create(hoa, together), create(hoa, together), create(hoa, together)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    const rows = await t.database.db.select().from(ideas).where(eq(ideas.requestId, together.request_id));
    expect(rows).toHaveLength(1);
    const created = await t.database.db
      .select()
      .from(submissionTransitions)
      .where(eq(submissionTransitions.submissionId, rows[0]?.id as number));
    expect(created.filter((row) => row.kind === 'idea')).toHaveLength(1);

    // Another author may use the same request id: it is theirs.
    expect((await create(lan, together)).statusCode).toBe(201);
  });

  it('takes the author’s uploaded files, readable by the owner and staff only', async () => {
    const file = await attachment(hoaId);
    const response = await create(hoa, draft('Cảm biến độ mặn cho vùng ven biển', { attachments: [file.id] }));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.attachments).toEqual([
      {
        id: file.id,
        name: 'thuyet-minh.pdf',
        size: PDF.length,
        mime: 'application/pdf',
        kind: 'attachment',
        url: `/api/uploads/${file.id}`,
      },
    ]);
    expect(data.attachment_count).toBe(1);
    expect((await get(hoa, `/api/uploads/${file.id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/uploads/${file.id}`)).statusCode).toBe(200);
    expect((await get(lan, `/api/uploads/${file.id}`)).statusCode).toBe(404);

    // The same file cannot go to a second idea.
    const twice = await create(hoa, draft('Cảm biến độ mặn phiên bản hai', { attachments: [file.id] }));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.attachments).toEqual(['Tệp đính kèm không hợp lệ, vui lòng tải lại']);

    // Another person's upload is refused and no idea is left behind.
    const foreign = await attachment(lanId);
    const before = (await t.database.db.select().from(ideas)).length;
    const refused = await create(hoa, draft('Ý tưởng với tệp của người khác', { attachments: [foreign.id] }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.attachments).toEqual(['Tệp đính kèm không hợp lệ, vui lòng tải lại']);
    expect(await t.database.db.select().from(ideas)).toHaveLength(before);
    const [stillFree] = await t.database.db.select().from(uploads).where(eq(uploads.id, foreign.id));
    expect(stillFree?.attachedAt).toBeNull();

    // Editing keeps a file, adds one, and deletes the one removed (row and stored file).
    const second = await attachment(hoaId, 'bang-tinh.pdf');
    const kept = await call(hoa, 'PUT', `/api/ideas/mine/${data.id}`, {
      title: 'Cảm biến độ mặn cho vùng ven biển',
      attachments: [second.id, file.id],
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.attachments.map((f: { id: string }) => f.id)).toEqual([second.id, file.id]);
    const dropped = await call(hoa, 'PUT', `/api/ideas/mine/${data.id}`, {
      title: 'Cảm biến độ mặn cho vùng ven biển',
      attachments: [second.id],
    });
    expect(dropped.json().data.attachments.map((f: { id: string }) => f.id)).toEqual([second.id]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, file.id))).toEqual([]);
    expect(existsSync(path.join(t.config.DATA_DIR, 'uploads', file.key))).toBe(false);
    expect((await get(hoa, `/api/uploads/${file.id}`)).statusCode).toBe(404);
  });

  it('lists my ideas only, with state and text filters and pages', async () => {
    const mine = (query = '') => get(hoa, `/api/ideas/mine${query}`);
    const all = (await mine('?per_page=100')).json();
    expect(all.meta.total).toBe(all.data.length);
    expect(all.data.length).toBeGreaterThanOrEqual(5);
    expect(all.data.every((idea: { title: string }) => idea.title !== 'Ý tưởng của người khác')).toBe(true);
    const paged = (await mine('?per_page=2&page=2')).json();
    expect(paged.meta).toEqual({
      page: 2,
      per_page: 2,
      total: all.meta.total,
      last_page: Math.ceil(all.meta.total / 2),
    });
    expect(paged.data).toHaveLength(2);

    const submitted = (await mine('?status=submitted')).json();
    expect(submitted.data.length).toBeGreaterThan(0);
    expect(submitted.data.every((idea: { status: string }) => idea.status === 'submitted')).toBe(true);

    // Without diacritics, and by tracking code.
    const found = (await mine(`?q=${encodeURIComponent('ca phe')}`)).json();
    expect(found.data.map((idea: { title: string }) => idea.title)).toEqual(['Bản đồ số vùng trồng cà phê']);
    const code = found.data[0].tracking_code as string;
    expect((await mine(`?q=${code.toLowerCase()}`)).json().data).toHaveLength(1);

    expect((await mine('?status=unknown')).json().errors.status).toEqual(['Trạng thái không hợp lệ']);
    expect((await mine('?per_page=101')).statusCode).toBe(422);
    expect((await get(null, '/api/ideas/mine')).statusCode).toBe(401);
    expect((await get(lan, '/api/ideas/mine')).json().data.map((idea: { title: string }) => idea.title)).toEqual([
      'Máy sấy nông sản dùng năng lượng mặt trời',
    ]);
  });

  it('answers 404 for another person’s idea, whatever the call', async () => {
    const id = (await create(hoa, draft('Ý tưởng riêng của Hoa', complete))).json().data.id;
    expect((await get(lan, `/api/ideas/mine/${id}`)).statusCode).toBe(404);
    expect(
      (await call(lan, 'PUT', `/api/ideas/mine/${id}`, { title: 'Đổi tên ý tưởng của người khác' })).statusCode,
    ).toBe(404);
    expect((await call(lan, 'POST', `/api/ideas/mine/${id}/submit`)).statusCode).toBe(404);
    expect((await call(lan, 'POST', `/api/ideas/mine/${id}/withdraw`)).statusCode).toBe(404);
    expect((await get(hoa, '/api/ideas/mine/999999')).statusCode).toBe(404);
    // An id that is not a number names no idea: 404 like any missing one, never 422.
    for (const bad of ['abc', '1.5', '-3', '0', '1e3', '99999999999999999999']) {
      const response = await get(hoa, `/api/ideas/mine/${bad}`);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json().message).toBe('Không tìm thấy hồ sơ');
    }
    expect((await call(hoa, 'PUT', '/api/ideas/mine/abc', { title: 'Một tên ý tưởng đủ dài' })).statusCode).toBe(404);
    expect((await call(hoa, 'POST', '/api/ideas/mine/abc/submit')).statusCode).toBe(404);
    expect((await call(hoa, 'POST', '/api/ideas/mine/abc/withdraw')).statusCode).toBe(404);
    expect((await get(null, '/api/ideas/mine/abc')).statusCode).toBe(401);
    expect((await get(null, `/api/ideas/mine/${id}`)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(ideas).where(eq(ideas.id, id));
    expect(row?.title).toBe('Ý tưởng riêng của Hoa');
    expect(row?.status).toBe('draft');
  });

  it('edits only while editable, checks the content before sending, sends through PUT', async () => {
    const id = (await create(hoa, draft('Ý tưởng cần sửa trước khi gửi'))).json().data.id;
    const early = await call(hoa, 'POST', `/api/ideas/mine/${id}/submit`);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({
      problem: ['Vui lòng mô tả vấn đề cần giải quyết'],
      solution: ['Vui lòng mô tả giải pháp đề xuất'],
    });
    const saved = await call(hoa, 'PUT', `/api/ideas/mine/${id}`, {
      title: 'Ý tưởng đã sửa trước khi gửi',
      ...complete,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ title: 'Ý tưởng đã sửa trước khi gửi', status: 'draft', ...complete });
    const sent = await call(hoa, 'PUT', `/api/ideas/mine/${id}`, {
      title: 'Ý tưởng đã sửa trước khi gửi',
      ...complete,
      submit: true,
    });
    expect(sent.json().data.status).toBe('submitted');
    const locked = await call(hoa, 'PUT', `/api/ideas/mine/${id}`, { title: 'Sửa sau khi đã gửi đi' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Chỉ sửa được hồ sơ ở trạng thái Bản nháp hoặc Cần bổ sung');
    expect((await call(hoa, 'POST', `/api/ideas/mine/${id}/submit`)).statusCode).toBe(409);
    const withdrawn = await call(hoa, 'POST', `/api/ideas/mine/${id}/withdraw`);
    expect(withdrawn.json().data).toMatchObject({ status: 'withdrawn', actions: [], editable: false });
  });

  it('gives the staff queue to reviewers and admins only, with Content-Range, drafts left out', async () => {
    expect((await get(null, '/api/admin/ideas')).statusCode).toBe(401);
    expect((await get(hoa, '/api/admin/ideas')).statusCode).toBe(403);
    expect((await get(editor, '/api/admin/ideas')).statusCode).toBe(403);
    expect((await get(reviewer, '/api/admin/ideas')).statusCode).toBe(200);
    const q = (params: Record<string, unknown>) =>
      Object.entries(params)
        .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
        .join('&');
    const queue = await get(admin, `/api/admin/ideas?${q({ range: [0, 1] })}`);
    expect(queue.statusCode).toBe(200);
    const data = queue.json();
    expect(data).toHaveLength(2);
    expect(queue.headers['content-range']).toMatch(/^ideas 0-1\/\d+$/);
    expect(data.every((idea: { status: string }) => idea.status !== 'draft')).toBe(true);
    expect(data[0].author).toEqual({ id: expect.any(Number), full_name: 'Nguyễn Thị Hoa', email: expect.any(String) });
    // Drafts are private to their author: not even status=draft shows them to staff.
    const drafts = await get(admin, `/api/admin/ideas?${q({ filter: { status: 'draft' } })}`);
    expect(drafts.statusCode).toBe(200);
    expect(drafts.json()).toEqual([]);
    expect(drafts.headers['content-range']).toBe('ideas 0-0/0');
    const [draftRow] = await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.status, 'draft'));
    expect(draftRow).toBeDefined();
    const empty = await get(admin, `/api/admin/ideas?${q({ filter: { q: 'khongcogica' } })}`);
    expect(empty.headers['content-range']).toBe('ideas 0-0/0');
    const submitted = (await get(admin, `/api/admin/ideas?${q({ filter: { status: 'submitted' } })}`)).json();
    expect(submitted.length).toBeGreaterThan(0);
    expect(submitted.every((idea: { status: string }) => idea.status === 'submitted')).toBe(true);
    const byCode = (await get(admin, `/api/admin/ideas?${q({ filter: { q: submitted[0].tracking_code } })}`)).json();
    expect(byCode.map((idea: { id: number }) => idea.id)).toEqual([submitted[0].id]);
    const sorted = (await get(admin, `/api/admin/ideas?${q({ sort: ['id', 'ASC'] })}`)).json();
    const ids = sorted.map((idea: { id: number }) => idea.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));

    const xlsx = await get(admin, `/api/admin/ideas/export.xlsx?${q({ filter: { status: 'submitted' } })}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const strings = strFromU8(unzipSync(new Uint8Array(xlsx.rawPayload))['xl/sharedStrings.xml'] as Uint8Array);
    expect(strings).toContain('Mã hồ sơ');
    expect(strings).toContain(submitted[0].tracking_code);
    expect((await get(editor, '/api/admin/ideas/export.xlsx')).statusCode).toBe(403);

    const id = data.find((idea: { status: string }) => idea.status === 'submitted').id;
    const detail = (await get(reviewer, `/api/admin/ideas/${id}`)).json().data;
    expect(detail.staff_actions).toEqual(['start_review']);
    expect((await get(editor, `/api/admin/ideas/${id}`)).statusCode).toBe(403);
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ideas/${id}/transitions`,
      headers: bearer(reviewer),
      payload: { action: 'start_review', note: 'Đã nhận hồ sơ' },
    });
    expect(step.statusCode).toBe(200);
    expect(step.json().data.status).toBe('under_review');
    expect(step.json().data.timeline.at(-1)).toMatchObject({
      action: 'start_review',
      actor: 'Nguyễn Thị Hoa',
      by: 'staff',
      note: 'Đã nhận hồ sơ',
    });
    const citizenView = (await get(hoa, `/api/ideas/mine/${id}`)).json().data;
    expect(citizenView.timeline.at(-1)).toMatchObject({ actor: 'Sở Khoa học và Công nghệ', note: 'Đã nhận hồ sơ' });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ideas/${id}/transitions`,
      headers: bearer(admin),
      payload: { action: 'destroy' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.action).toBeDefined();
    expect((await get(admin, '/api/admin/ideas/999999')).statusCode).toBe(404);
    expect((await get(admin, '/api/admin/ideas/abc')).statusCode).toBe(404);
    const notAnId = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ideas/abc/transitions',
      headers: bearer(admin),
      payload: { action: 'start_review' },
    });
    expect(notAnId.statusCode).toBe(404);
    expect((await get(hoa, '/api/admin/ideas/abc')).statusCode).toBe(403);
  });
});
