import { feedbackFieldLabels } from '@portal/shared/field-labels';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema/admin.ts';
import { feedback } from '../../../db/schema/engagement.ts';
import { users } from '../../../db/schema/users.ts';
import { bearer, tokensByRole } from '../../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../../test/helper.ts';
import { startTestSmtp } from '../../../test/mail-helpers.ts';
import { sheetRows } from '../../../test/xlsx-helpers.ts';

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
      // The staff member's name, not the e-mail (the e-mail stays on the row).
      handled_by: 'Nguyễn Thị Hoa',
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

describe('a feedback handled and answered by e-mail keeps its note, its handler and its answers', () => {
  const clock = movableClock(new Date('2026-10-05T02:00:00Z'));
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;
  let id: number;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp(
      { SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Cổng NQ57 <no-reply@sokhcn.test>' },
      { now: clock.now },
    );
    tokens = await tokensByRole(t, 1, smtp.mailTo);
    await t.database.db
      .update(users)
      .set({ fullName: 'Trần Minh Tuấn' })
      .where(eq(users.email, 'nguoidan2@example.vn'));
    const [row] = await t.database.db
      .insert(feedback)
      .values({
        name: 'Phan Văn Khải',
        email: 'khai@example.vn',
        subject: 'Trang sản phẩm chậm',
        message: 'Trang sản phẩm mở rất chậm vào buổi sáng.',
        createdAt: new Date('2026-10-01T03:00:00Z'),
      })
      .returning({ id: feedback.id });
    id = row?.id as number;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: string, url: string, token: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('keep the handling note and who handled it on the feedback itself, whatever the audit log holds', async () => {
    const note = 'Đã tăng bộ nhớ đệm cho trang sản phẩm.';
    expect((await call('POST', `/api/admin/feedback/${id}/handle`, tokens.reviewer, { note })).statusCode).toBe(200);
    // The record does not depend on the log: with its lines gone, the note and the handler stay.
    await t.database.db.delete(staffAudit).where(eq(staffAudit.resource, 'feedback'));
    const shown = await call('GET', `/api/admin/feedback/${id}`, tokens.reviewer);
    expect(shown.json()).toMatchObject({
      status: 'handled',
      handled_note: note,
      handled_by: 'Trần Minh Tuấn',
      handled_at: '2026-10-05T02:00:00.000Z',
    });
    const listed = await call('GET', '/api/admin/feedback', tokens.admin);
    expect(listed.json()[0]).toMatchObject({ id, handled_note: note, handled_by: 'Trần Minh Tuấn' });
    // The row keeps the e-mail: who it was stays known whatever becomes of the account.
    const [stored] = await t.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(stored?.handledBy).toBe('nguoidan2@example.vn');
    // The Excel export says the same as the screens.
    const exported = sheetRows(await call('GET', '/api/admin/feedback/export.xlsx', tokens.admin));
    const column = exported[0]?.indexOf(feedbackFieldLabels.handled_by) as number;
    expect(column).toBeGreaterThan(-1);
    expect(exported[1]?.[column]).toBe('Trần Minh Tuấn');

    // A staff member without a name: the e-mail shows.
    await t.database.db.update(users).set({ fullName: '' }).where(eq(users.email, 'nguoidan2@example.vn'));
    expect((await call('GET', `/api/admin/feedback/${id}`, tokens.reviewer)).json().handled_by).toBe(
      'nguoidan2@example.vn',
    );
  });

  it('mail the answer to the sender and keep it with the feedback, in the audit log too', async () => {
    const empty = await call('POST', `/api/admin/feedback/${id}/replies`, tokens.reviewer, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual(['Vui lòng nhập nội dung trả lời']);
    const long = await call('POST', `/api/admin/feedback/${id}/replies`, tokens.reviewer, {
      subject: 'x'.repeat(201),
      body: 'Nội dung',
    });
    expect(long.json().errors.subject).toEqual(['Tiêu đề thư tối đa 200 ký tự']);
    expect(smtp.received).toHaveLength(0);

    clock.advance(60_000);
    const answer = 'Cảm ơn anh, trang sản phẩm đã nhanh hơn.\nMời anh thử lại.';
    const sent = await call('POST', `/api/admin/feedback/${id}/replies`, tokens.reviewer, { body: answer });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      subject: 'Trả lời: Trang sản phẩm chậm',
      body: answer,
      sent_by: 'nguoidan2@example.vn',
      sent_at: '2026-10-05T02:01:00.000Z',
    });
    const mail = await smtp.mailTo('khai@example.vn');
    expect(smtp.received).toHaveLength(0);
    expect(mail.subject).toMatch(/^\[.+\] Trả lời: Trang sản phẩm chậm$/);
    expect(mail.text).toMatch(/^Kính gửi Ông\/Bà Phan Văn Khải,\n/);
    expect(mail.text).toContain('\nTrân trọng,\n');
    expect(mail.text).toContain('Mời anh thử lại.');
    expect(mail.text).toContain('> Trang sản phẩm mở rất chậm vào buổi sáng.');
    // The time of sending is written as in every other mail: "hh:mm ngày dd/mm/yyyy".
    expect(mail.text).toMatch(/Góp ý của Ông\/Bà gửi lúc \d{2}:\d{2} ngày \d{2}\/\d{2}\/\d{4}: /);

    const second = await call('POST', `/api/admin/feedback/${id}/replies`, tokens.admin, {
      subject: 'Thông tin thêm',
      body: 'Chúng tôi sẽ theo dõi thêm một tuần.',
    });
    expect(second.statusCode).toBe(201);
    // Signed by the staff member's name (the reviewer's was emptied above: the e-mail stands in).
    expect(second.json().data.sent_by).toBe('Quản trị viên');
    const replies = await call('GET', `/api/admin/feedback/${id}/replies`, tokens.reviewer);
    expect(
      replies.json().data.map((reply: { subject: string; sent_by: string }) => [reply.subject, reply.sent_by]),
    ).toEqual([
      ['Trả lời: Trang sản phẩm chậm', 'nguoidan2@example.vn'],
      ['Thông tin thêm', 'Quản trị viên'],
    ]);
    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'feedback', action: 'reply' }))}`,
      tokens.admin,
    );
    expect(log.json()).toHaveLength(2);

    expect((await call('POST', `/api/admin/feedback/${id}/replies`, tokens.editor, { body: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/admin/feedback/${id}/replies`, tokens.editor)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/feedback/987654/replies', tokens.reviewer, { body: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('keep the answer while the mail server is down: its mail waits in the queue for a retry', async () => {
    await smtp.mailTo('khai@example.vn');
    await smtp.close();
    const queued = await call('POST', `/api/admin/feedback/${id}/replies`, tokens.reviewer, { body: 'Lần ba' });
    expect(queued.statusCode).toBe(201);
    const replies = await call('GET', `/api/admin/feedback/${id}/replies`, tokens.reviewer);
    expect(replies.json().data).toHaveLength(3);
    const deadline = performance.now() + 10_000;
    let states: string[] = [];
    while (performance.now() < deadline && !states.includes('retry')) {
      const { rows } = await t.database.executeSql(
        "select state from pgboss.job where name = 'mail' order by created_on",
      );
      states = (rows as { state: string }[]).map((row) => row.state);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The citizens' confirmation mails and the two answers went out; the third answer waits.
    expect(states).toEqual([...Array(5).fill('completed'), 'retry']);
  });
});
