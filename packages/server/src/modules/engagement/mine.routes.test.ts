import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, questions } from '../../db/schema/engagement.ts';
import { bearer, CAPTCHA, captchaKey, signedInCitizen, staffSignIn } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { startTestSmtp } from '../../test/mail-helpers.ts';

/**
 * Câu hỏi và góp ý của tôi: a signed-in person reads their own questions and feedback
 * with the answers on the portal, never anyone else's; a signed-in sender's form goes to their
 * account's e-mail, whatever was typed.
 */
describe('my questions and feedback', () => {
  const clock = movableClock(new Date('2026-11-23T02:05:00Z'));
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: TestApp;
  let staff: string;
  let lan: { token: string; email: string };
  let minh: { token: string; email: string };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp({ SMTP_URL: smtp.smtpUrl }, { now: clock.now });
    lan = await signedInCitizen(t, 71, smtp.mailTo);
    minh = await signedInCitizen(t, 72, smtp.mailTo);
    staff = await staffSignIn(t, t.config.ADMIN_EMAIL as string, t.config.ADMIN_PASSWORD as string);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
  const ask = async (question: string, token?: string, email = 'go-nham@example.vn') =>
    t.app.inject({
      method: 'POST',
      url: '/api/questions',
      ...(token ? { headers: bearer(token) } : {}),
      payload: { name: 'Võ Thị Lan', email, question, key: await captchaKey(t), captcha: CAPTCHA },
    });
  const send = async (subject: string, token?: string, email = 'go-nham@example.vn') =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      ...(token ? { headers: bearer(token) } : {}),
      payload: {
        name: 'Võ Thị Lan',
        email,
        subject,
        message: 'Nội dung góp ý đủ dài để được nhận.',
        key: await captchaKey(t),
        captcha: CAPTCHA,
      },
    });
  const lastQuestion = async () =>
    (await t.database.db.select().from(questions).orderBy(desc(questions.id)).limit(1))[0];

  it('answer 401 without sign-in', async () => {
    for (const url of ['/api/questions/mine', '/api/feedback/mine']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('keep and mail a signed-in person’s question and feedback at their account’s address, not the typed one', async () => {
    expect((await ask('Thủ tục đăng ký nhãn hiệu gồm những gì?', lan.token)).statusCode).toBe(201);
    expect((await lastQuestion())?.email).toBe(lan.email);
    const receipt = await smtp.mailTo(lan.email);
    expect(receipt.subject).toContain('câu hỏi');
    expect((await send('Góp ý về trang văn bản', lan.token)).statusCode).toBe(201);
    const [kept] = await t.database.db.select().from(feedback).where(eq(feedback.subject, 'Góp ý về trang văn bản'));
    expect(kept?.email).toBe(lan.email);
    await smtp.mailTo(lan.email);
    expect(smtp.received.filter((mail) => mail.to.includes('go-nham@example.vn'))).toEqual([]);

    // A visitor's form is kept and answered at the address typed, as before.
    expect((await ask('Câu hỏi của khách chưa đăng nhập?', undefined, 'khach@example.vn')).statusCode).toBe(201);
    expect((await lastQuestion())?.email).toBe('khach@example.vn');
  });

  it('list only the person’s own questions, newest first, with the answer once staff answered (not published)', async () => {
    clock.advance(60_000);
    expect((await ask('Câu hỏi của anh Minh về sáng chế?', minh.token)).statusCode).toBe(201);
    const before = await get('/api/questions/mine', lan.token);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toContain('no-store');
    expect(before.json()).toEqual({
      data: [
        {
          id: expect.any(Number),
          topic: '',
          question: 'Thủ tục đăng ký nhãn hiệu gồm những gì?',
          created_at: '2026-11-23T02:05:00.000Z',
          status: 'new',
          status_label: 'Đang chờ trả lời',
          answer: null,
        },
      ],
      meta: { page: 1, per_page: 10, total: 1, last_page: 1 },
    });

    const id = before.json().data[0].id as number;
    clock.advance(60_000);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/questions/${id}/answer`,
      headers: bearer(staff),
      payload: { answer: '<p>Gồm tờ khai và <strong>mẫu nhãn</strong>.</p><script>alert(1)</script>', publish: false },
    });
    expect(answered.statusCode).toBe(200);
    const [mine] = (await get('/api/questions/mine', lan.token)).json().data;
    expect(mine).toMatchObject({
      id,
      status: 'answered',
      status_label: 'Đã trả lời',
      answer: {
        html: '<p>Gồm tờ khai và <strong>mẫu nhãn</strong>.</p>',
        answered_at: '2026-11-23T02:07:00.000Z',
        published: false,
      },
    });
    expect(typeof mine.answer.unit === 'string' || mine.answer.unit === null).toBe(true);

    // Minh sees his own question only; Lan's never.
    const his = (await get('/api/questions/mine', minh.token)).json();
    expect(his.data.map((row: { question: string }) => row.question)).toEqual(['Câu hỏi của anh Minh về sáng chế?']);
  });

  it('list the person’s own feedback with the staff replies, never another’s', async () => {
    expect((await send('Góp ý của anh Minh', minh.token)).statusCode).toBe(201);
    const [kept] = await t.database.db.select().from(feedback).where(eq(feedback.subject, 'Góp ý về trang văn bản'));
    clock.advance(60_000);
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/feedback/${kept?.id}/replies`,
      headers: bearer(staff),
      payload: { body: 'Sở đã bổ sung văn bản.\n<b>Trân trọng</b>' },
    });
    expect(replied.statusCode).toBe(201);

    const response = await get('/api/feedback/mine', lan.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { data, meta } = response.json();
    expect(meta).toEqual({ page: 1, per_page: 10, total: 1, last_page: 1 });
    expect(data).toEqual([
      {
        id: kept?.id,
        subject: 'Góp ý về trang văn bản',
        message: 'Nội dung góp ý đủ dài để được nhận.',
        created_at: expect.any(String),
        status: 'new',
        // Replied, not yet marked handled: the sender reads that the department answered.
        status_label: 'Đã phản hồi',
        handled_at: null,
        replies: [
          {
            id: expect.any(Number),
            subject: 'Trả lời: Góp ý về trang văn bản',
            body: 'Sở đã bổ sung văn bản.\n<b>Trân trọng</b>',
            sent_at: expect.any(String),
          },
        ],
      },
    ]);
    const his = (await get('/api/feedback/mine', minh.token)).json();
    expect(his.data.map((row: { subject: string; replies: unknown[] }) => [row.subject, row.replies])).toEqual([
      ['Góp ý của anh Minh', []],
    ]);
    expect(his.data[0].status_label).toBe('Đang chờ phản hồi');
  });

  it('page through the person’s rows and refuse a bad page with 422', async () => {
    for (let n = 1; n <= 3; n++) {
      clock.advance(60_000);
      expect((await ask(`Câu hỏi thêm số ${n} của chị Lan?`, lan.token)).statusCode).toBe(201);
    }
    const first = (await get('/api/questions/mine?per_page=2', lan.token)).json();
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 4, last_page: 2 });
    expect(first.data.map((row: { question: string }) => row.question)).toEqual([
      'Câu hỏi thêm số 3 của chị Lan?',
      'Câu hỏi thêm số 2 của chị Lan?',
    ]);
    const second = (await get('/api/questions/mine?per_page=2&page=2', lan.token)).json();
    expect(second.data.map((row: { question: string }) => row.question)).toEqual([
      'Câu hỏi thêm số 1 của chị Lan?',
      'Thủ tục đăng ký nhãn hiệu gồm những gì?',
    ]);
    expect((await get('/api/feedback/mine?page=0', lan.token)).statusCode).toBe(422);
    expect((await get('/api/questions/mine?per_page=101', lan.token)).json().errors).toEqual({
      per_page: ['Mỗi trang có tối đa 100 mục'],
    });
  });
});
