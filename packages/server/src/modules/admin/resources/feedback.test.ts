import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../../db/schema/engagement.ts';
import { bearer, tokensByRole } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';

describe('the feedback messages in the back office', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;
  let ids: number[];

  beforeAll(async () => {
    t = await buildTestApp();
    tokens = await tokensByRole(t, 1);
    const rows = await t.database.db
      .insert(feedback)
      .values([
        {
          name: 'Đỗ Hữu Dũng',
          email: 'dung@example.vn',
          subject: 'Lỗi hiển thị trang văn bản',
          message: 'Trang văn bản không mở được tệp đính kèm.',
          createdAt: new Date('2026-09-01T03:00:00Z'),
        },
        {
          name: 'Ngô Thu Hà',
          email: 'ha@example.vn',
          subject: 'Đề nghị bổ sung số liệu',
          message: '<b>Cần</b> thêm chỉ tiêu về đổi mới sáng tạo.',
          createdAt: new Date('2026-09-02T03:00:00Z'),
        },
      ])
      .returning({ id: feedback.id });
    ids = rows.map((row) => row.id);
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, token: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

  it('list feedback newest first, searched without diacritics and filtered by status', async () => {
    const all = await call('GET', '/api/admin/feedback', tokens.reviewer);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toBe('feedback 0-1/2');
    expect(all.json().map((row: { id: number }) => row.id)).toEqual([ids[1], ids[0]]);
    expect(all.json()[0]).toMatchObject({ status: 'new', handled_note: null, handled_by: null });
    // Stored as plain text and answered as it is: the screens render it as text.
    expect(all.json()[0].message).toBe('<b>Cần</b> thêm chỉ tiêu về đổi mới sáng tạo.');

    const sorted = await call('GET', '/api/admin/feedback?sort=["subject","ASC"]&range=[0,0]', tokens.reviewer);
    expect(sorted.json()).toHaveLength(1);
    expect(sorted.headers['content-range']).toBe('feedback 0-0/2');
    const searched = await call('GET', `/api/admin/feedback?filter=${filter({ q: 'tep dinh kem' })}`, tokens.reviewer);
    expect(searched.json().map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    const many = await call('GET', `/api/admin/feedback?filter=${filter({ id: ids })}`, tokens.reviewer);
    expect(many.json()).toHaveLength(2);
    expect((await call('GET', `/api/admin/feedback/${ids[0]}`, tokens.reviewer)).json().name).toBe('Đỗ Hữu Dũng');
    expect((await call('GET', '/api/admin/feedback/987654', tokens.reviewer)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/feedback', tokens.editor)).statusCode).toBe(403);
  });

  it('mark feedback handled with a note, kept in the audit log and shown on the record', async () => {
    const noNote = await call('POST', `/api/admin/feedback/${ids[0]}/handle`, tokens.reviewer, { note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual(['Vui lòng nhập ghi chú xử lý']);

    const handled = await call('POST', `/api/admin/feedback/${ids[0]}/handle`, tokens.reviewer, {
      note: 'Đã sửa liên kết tệp, báo lại người gửi qua điện thoại.',
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({
      status: 'handled',
      handled_note: 'Đã sửa liên kết tệp, báo lại người gửi qua điện thoại.',
      handled_by: 'nguoidan2@example.vn',
    });
    expect(handled.json().handled_at).toBeTruthy();
    const again = await call('POST', `/api/admin/feedback/${ids[0]}/handle`, tokens.reviewer, { note: 'Lần nữa' });
    expect(again.statusCode).toBe(409);
    expect((await call('POST', '/api/admin/feedback/987654/handle', tokens.reviewer, { note: 'x' })).statusCode).toBe(
      404,
    );

    const open = await call('GET', `/api/admin/feedback?filter=${filter({ status: 'new' })}`, tokens.reviewer);
    expect(open.json().map((row: { id: number }) => row.id)).toEqual([ids[1]]);
    const done = await call('GET', `/api/admin/feedback?filter=${filter({ status: 'handled' })}`, tokens.reviewer);
    expect(done.json()[0].handled_note).toContain('Đã sửa liên kết');

    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${filter({ resource: 'feedback', record_id: String(ids[0]) })}`,
      tokens.admin,
    );
    expect(log.json()).toHaveLength(1);
    expect(log.json()[0]).toMatchObject({
      action: 'handle',
      actor_role: 'reviewer',
      before: { status: 'new' },
      after: { status: 'handled', note: 'Đã sửa liên kết tệp, báo lại người gửi qua điện thoại.' },
    });
  });
});
