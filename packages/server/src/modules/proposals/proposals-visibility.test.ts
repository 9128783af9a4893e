import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigProblems } from '../../db/schema/catalogue.ts';
import { tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { approveProposal } from '../../test/proposal-form.ts';
import { callAs } from '../admin/resources/staff-test-app.ts';

/** Staff take an approved or published proposal off the public pages and show it again. */
describe('hiding a public proposal', () => {
  const clock = movableClock(new Date('2026-09-14T02:00:00Z'));
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;
  let problemId: number;

  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    tokens = await tokensByRole(t, 1);
    const [problem] = await t.database.db
      .insert(bigProblems)
      .values({
        slug: 'nuoc-sach',
        title: 'Nước sạch cho vùng cao',
        field: 'Môi trường',
        status: 'open',
        publishedAt: new Date('2026-09-01T00:00:00Z'),
      })
      .returning({ id: bigProblems.id });
    problemId = problem?.id as number;
  });
  afterAll(() => t.close());

  const call = (token: string, method: string, url: string, payload?: unknown) =>
    callAs(t, token, method, url, payload);
  const visitor = (url: string) => t.app.inject({ method: 'GET', url });

  async function approved(title: string, bigProblemId: number | null = null) {
    const sent = await call(tokens.citizen, 'POST', '/api/proposals', {
      request_id: randomUUID(),
      title,
      proposal_kind: 'product',
      field: 'Môi trường',
      summary: 'Lọc nước bằng vật liệu địa phương',
      description: 'Bộ lọc nước dùng cát, than tre và gốm xốp.',
      readiness_level: 5,
      demand_types: [1],
      budget: 1,
      ip_advice: 0,
      price: null,
      organisation: 'Hợp tác xã Kỳ Sơn',
      contact_name: 'Lô Văn Pheo',
      contact_phone: '0912 111 222',
      contact_email: 'pheo@htx.vn',
      big_problem_id: bigProblemId,
      submit: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as number;
    await approveProposal(call, tokens.reviewer, id);
    return id;
  }

  const publicIds = async (q: string) =>
    (await visitor(`/api/proposals?q=${encodeURIComponent(q)}`)).json().data.map((row: { id: number }) => row.id);

  it('hide it with a note, in its timeline and the audit log; the portal no longer shows it', async () => {
    const id = await approved('Bộ lọc nước gốm xốp');
    expect((await visitor(`/api/proposals/${id}`)).statusCode).toBe(200);
    expect(await publicIds('gom xop')).toEqual([id]);

    const hide = (token: string, body: unknown) => call(token, 'POST', `/api/admin/proposals/${id}/visibility`, body);
    const noNote = await hide(tokens.reviewer, { action: 'hide', note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual(['Vui lòng nhập lý do ẩn']);
    const unknown = await hide(tokens.reviewer, { action: 'delete' });
    expect(unknown.statusCode).toBe(422);
    expect((await hide(tokens.editor, { action: 'hide', note: 'x' })).statusCode).toBe(403);
    expect((await hide(tokens.citizen, { action: 'hide', note: 'x' })).statusCode).toBe(403);

    clock.advance(60_000);
    const note = 'Tạm ẩn: số điện thoại liên hệ sai, chờ người gửi xác nhận.';
    const hidden = await hide(tokens.reviewer, { action: 'hide', note });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const data = hidden.json().data;
    expect(data).toMatchObject({ status: 'approved', hidden_at: '2026-09-14T02:01:00.000Z' });
    expect(data.timeline.at(-1)).toMatchObject({ action: 'hide', from: 'approved', to: 'approved', note, by: 'staff' });

    expect((await visitor(`/api/proposals/${id}`)).statusCode).toBe(404);
    expect(await publicIds('gom xop')).toEqual([]);
    expect((await hide(tokens.reviewer, { action: 'hide', note: 'Lần nữa' })).statusCode).toBe(409);

    // Staff still find it, marked hidden; its author still sees where it stands, and why it was hidden.
    const filter = encodeURIComponent(JSON.stringify({ hidden: true }));
    const queue = await call(tokens.reviewer, 'GET', `/api/admin/proposals?filter=${filter}`);
    expect(queue.json().map((row: { id: number; hidden_at: string }) => [row.id, row.hidden_at])).toEqual([
      [id, '2026-09-14T02:01:00.000Z'],
    ]);
    const mine = (await call(tokens.citizen, 'GET', `/api/proposals/mine/${id}`)).json().data;
    expect(mine.status).toBe('approved');
    expect(mine.timeline.at(-1)).toMatchObject({ action: 'hide', note });

    const log = await call(
      tokens.admin,
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'proposals', record_id: String(id), action: 'hide' }))}`,
    );
    expect(log.json()).toHaveLength(1);
    expect(log.json()[0]).toMatchObject({ actor_role: 'reviewer', after: { status: 'approved', note } });

    // Shown again: back on the portal exactly as it was, with its own timeline and audit lines.
    clock.advance(60_000);
    const shown = await hide(tokens.admin, { action: 'show' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ status: 'approved', hidden_at: null });
    expect(shown.json().data.timeline.at(-1)).toMatchObject({ action: 'show', to: 'approved' });
    expect((await visitor(`/api/proposals/${id}`)).statusCode).toBe(200);
    expect(await publicIds('gom xop')).toEqual([id]);
    expect((await hide(tokens.admin, { action: 'show' })).statusCode).toBe(409);
  });

  it('hide a published one and a solution of a big problem, but not one still under review', async () => {
    const solution = await approved('Giếng lọc nước bằng cát', problemId);
    const solutions = async () =>
      (await visitor(`/api/big-problems/${problemId}/solutions`))
        .json()
        .data.map((row: { title: string }) => row.title);
    expect(await solutions()).toContain('Giếng lọc nước bằng cát');
    expect(
      (
        await call(tokens.reviewer, 'POST', `/api/admin/proposals/${solution}/visibility`, {
          action: 'hide',
          note: 'Trùng lặp',
        })
      ).statusCode,
    ).toBe(200);
    expect(await solutions()).not.toContain('Giếng lọc nước bằng cát');

    const published = await approved('Máy lọc nước năng lượng mặt trời');
    expect(
      (await call(tokens.reviewer, 'POST', `/api/admin/proposals/${published}/transitions`, { action: 'publish' }))
        .statusCode,
    ).toBe(200);
    const hidden = await call(tokens.reviewer, 'POST', `/api/admin/proposals/${published}/visibility`, {
      action: 'hide',
      note: 'Chờ kiểm tra lại số liệu',
    });
    expect(hidden.json().data).toMatchObject({ status: 'published' });
    expect((await visitor(`/api/proposals/${published}`)).statusCode).toBe(404);

    const sent = await call(tokens.citizen, 'POST', '/api/proposals', {
      request_id: randomUUID(),
      title: 'Đề xuất đang chờ',
      proposal_kind: 'need',
      field: 'Môi trường',
      summary: 'Cần thiết bị đo chất lượng nước',
      description: 'Cần thiết bị đo nhanh chất lượng nước giếng.',
      readiness_level: 3,
      demand_types: [1],
      budget: 1,
      ip_advice: 0,
      price: null,
      organisation: 'Xã Mường Lống',
      contact_name: 'Vi Văn Tâm',
      contact_phone: '0912 333 444',
      contact_email: 'tam@example.vn',
      submit: true,
    });
    const refused = await call(tokens.reviewer, 'POST', `/api/admin/proposals/${sent.json().data.id}/visibility`, {
      action: 'hide',
      note: 'x',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Chỉ ẩn được hồ sơ đã duyệt hoặc đã công bố');
    expect(
      (await call(tokens.reviewer, 'POST', '/api/admin/proposals/987654/visibility', { action: 'hide', note: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});
