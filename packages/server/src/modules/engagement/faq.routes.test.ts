import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { replyPromise } from '@portal/shared/engagement';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs, questions } from '../../db/schema/engagement.ts';
import { CAPTCHA, captchaKey } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { nextMails } from '../../test/mail-helpers.ts';

const DEPARTMENT = 'nghiquyet57@sokhcn.songlam.gov.vn';

describe('Hỏi đáp: FAQs and visitors’ questions', () => {
  const clock = movableClock(new Date('2026-11-23T02:05:00Z'));
  let t: TestApp;
  const seen = new Set<string>();

  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    await t.database.db.insert(faqs).values([
      // Inserted out of order: the list sorts by topic, then by each topic's own order.
      { topic: 'Tài khoản', question: 'Đăng ký tài khoản cần gì?', answer: '<p>Họ tên, email.</p>', sortOrder: 2 },
      { topic: 'Tài khoản', question: 'Quên mật khẩu thì làm sao?', answer: '<p>Bấm Quên mật khẩu.</p>', sortOrder: 1 },
      { topic: 'Đề xuất', question: 'Ai được gửi đề xuất?', answer: '<p>Mọi người.</p>', sortOrder: 1 },
      { topic: 'Đề xuất', question: 'Câu đã ẩn về đăng ký', answer: '<p>Ẩn</p>', sortOrder: 0, visible: false },
      ...Array.from({ length: 12 }, (_, i) => ({
        topic: 'Bài toán lớn',
        question: `Câu hỏi số ${i + 1} về bài toán lớn`,
        answer: '<p>Trả lời</p>',
        sortOrder: i + 1,
      })),
    ]);
  });
  afterAll(() => t.close());

  const list = (query = '') => t.app.inject({ url: `/api/faqs${query}` });
  const questionsOf = (query: string) =>
    list(`?per_page=100&q=${encodeURIComponent(query)}`).then((response) =>
      response.json().data.map((faq: { question: string }) => faq.question),
    );
  const storedQuestions = () => t.database.db.select().from(questions).orderBy(asc(questions.id));
  const ask = async (body: Record<string, unknown>, withKey = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/questions',
      payload: withKey ? { key: await captchaKey(t), captcha: CAPTCHA, ...body } : body,
    });
  const goodQuestion = {
    name: '  Trần   Văn Bình ',
    email: ' Binh.Tran@Example.VN ',
    phone: '0912 345 678',
    topic: 'Tài khoản',
    question: '  Tôi đăng ký tài khoản nhưng không nhận được thư xác nhận, phải làm gì?  ',
  };

  it('lists visible FAQs by topic (alphabetical, Đ with D), then by their order, with pages', async () => {
    const first = (await list()).json();
    expect(first.meta).toEqual({ page: 1, per_page: 10, total: 15, last_page: 2 });
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      topic: 'Bài toán lớn',
      question: 'Câu hỏi số 1 về bài toán lớn',
      answer: '<p>Trả lời</p>',
    });
    const all = (await list('?per_page=100')).json().data as { topic: string; question: string }[];
    expect(all.map((faq) => faq.topic)).toEqual([
      ...Array(12).fill('Bài toán lớn'),
      'Đề xuất',
      'Tài khoản',
      'Tài khoản',
    ]);
    expect(all.slice(12).map((faq) => faq.question)).toEqual([
      'Ai được gửi đề xuất?',
      'Quên mật khẩu thì làm sao?',
      'Đăng ký tài khoản cần gì?',
    ]);
    expect((await list('?page=2')).json().data).toHaveLength(5);
    expect((await list('?page=3')).json().data).toEqual([]);
  });

  it('refuses bad pagination and an over-long topic with 422 in Vietnamese', async () => {
    expect((await list('?per_page=101')).json().errors).toEqual({ per_page: ['Mỗi trang có tối đa 100 mục'] });
    expect((await list('?page=0')).statusCode).toBe(422);
    expect((await list(`?topic=${'a'.repeat(101)}`)).json().errors).toEqual({ topic: ['Chủ đề không hợp lệ'] });
  });

  it('lists the topics with how many visible FAQs each has', async () => {
    const response = await t.app.inject({ url: '/api/faqs/topics' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { topic: 'Bài toán lớn', count: 12 },
      { topic: 'Đề xuất', count: 1 },
      { topic: 'Tài khoản', count: 2 },
    ]);
  });

  it('filters by topic', async () => {
    const response = (await list(`?topic=${encodeURIComponent('Tài khoản')}`)).json();
    expect(response.meta.total).toBe(2);
    expect(response.data.map((faq: { topic: string }) => faq.topic)).toEqual(['Tài khoản', 'Tài khoản']);
    expect((await list('?topic=Kh%C3%B4ng%20c%C3%B3')).json().meta.total).toBe(0);
  });

  it('searches with or without diacritics and case; đ matches d; hidden FAQs never show', async () => {
    expect(await questionsOf('dang ky')).toEqual(['Đăng ký tài khoản cần gì?']);
    expect(await questionsOf('Đăng ký')).toEqual(['Đăng ký tài khoản cần gì?']);
    expect(await questionsOf('ĐĂNG KÝ')).toEqual(['Đăng ký tài khoản cần gì?']);
    // "de xuat" finds the topic "Đề xuất" and the question's "đề xuất".
    expect(await questionsOf('de xuat')).toEqual(['Ai được gửi đề xuất?']);
    expect(await questionsOf('quen mat khau')).toEqual(['Quên mật khẩu thì làm sao?']);
    expect(await questionsOf('khong co cau nay')).toEqual([]);
    expect((await list(`?q=${'a'.repeat(201)}`)).statusCode).toBe(422);
  });

  it('answers each field’s own Vietnamese message, one per field, and stores nothing', async () => {
    const empty = await ask({}, false);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: 'Dữ liệu không hợp lệ',
      errors: {
        name: ['Vui lòng nhập họ tên'],
        email: ['Vui lòng nhập email'],
        question: ['Vui lòng nhập câu hỏi'],
        captcha: ['Vui lòng nhập mã xác nhận'],
        key: ['Mã xác nhận không đúng hoặc đã hết hạn'],
      },
    });
    expect(Object.keys(empty.json().errors)).not.toContain('phone');

    const wrong = await ask({ name: ' A ', email: 'khong-phai-email', phone: '12345', question: 'Ngắn quá' });
    expect(wrong.json().errors).toEqual({
      name: ['Họ tên phải có từ 2 đến 100 ký tự'],
      email: ['Email không đúng định dạng'],
      phone: ['Số điện thoại không hợp lệ (ví dụ 0912 345 678 hoặc 0238 3844 557)'],
      question: ['Câu hỏi phải có ít nhất 10 ký tự'],
    });

    const long = await ask({
      ...goodQuestion,
      name: 'A'.repeat(101),
      topic: 'x'.repeat(101),
      question: 'Câu hỏi '.repeat(300),
    });
    expect(long.json().errors).toEqual({
      name: ['Họ tên phải có từ 2 đến 100 ký tự'],
      topic: ['Chủ đề không hợp lệ'],
      question: ['Câu hỏi không được vượt quá 2.000 ký tự'],
    });
    // Blank after trimming is empty.
    expect((await ask({ ...goodQuestion, question: ' \n\t ' })).json().errors).toEqual({
      question: ['Vui lòng nhập câu hỏi'],
    });
    expect(await storedQuestions()).toEqual([]);
  });

  it('refuses a topic that is not one of the FAQ topics', async () => {
    const response = await ask({ ...goodQuestion, topic: 'Chủ đề lạ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ topic: ['Chủ đề không hợp lệ'] });
    expect(await storedQuestions()).toEqual([]);
  });

  it('checks the captcha first: a wrong one, an unknown key or a used one stores nothing', async () => {
    const wrong = await ask({ ...goodQuestion, captcha: 'zzzzz' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ captcha: ['Mã xác nhận không đúng hoặc đã hết hạn'] });
    const unknownKey = await ask({ ...goodQuestion, key: '00000000-0000-0000-0000-000000000000' });
    expect(unknownKey.json().errors).toEqual({ captcha: ['Mã xác nhận không đúng hoặc đã hết hạn'] });
    // The captcha is checked before the topic: a wrong captcha with a wrong topic names the captcha only.
    expect((await ask({ ...goodQuestion, topic: 'Chủ đề lạ', captcha: 'zzzzz' })).json().errors).toEqual({
      captcha: ['Mã xác nhận không đúng hoặc đã hết hạn'],
    });
    expect(await storedQuestions()).toEqual([]);

    const key = await captchaKey(t);
    expect((await ask({ ...goodQuestion, key, captcha: 'zzzzz' }, false)).statusCode).toBe(422);
    // A key is used once, right or wrong.
    const reused = await ask({ ...goodQuestion, key, captcha: CAPTCHA }, false);
    expect(reused.json().errors).toEqual({ captcha: ['Mã xác nhận không đúng hoặc đã hết hạn'] });
    expect(await storedQuestions()).toEqual([]);
  });

  it('keeps a good question once, trimmed, with status new, and mails the department and the sender', async () => {
    const key = await captchaKey(t);
    const response = await ask({ ...goodQuestion, key, captcha: CAPTCHA }, false);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Câu hỏi đã được gửi. Sở sẽ trả lời qua email trong thời gian sớm nhất.',
    });
    // The same captcha again: refused, still one question.
    expect((await ask({ ...goodQuestion, key, captcha: CAPTCHA }, false)).statusCode).toBe(422);

    const stored = await storedQuestions();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Trần Văn Bình',
      email: 'binh.tran@example.vn',
      phone: '0912345678',
      topic: 'Tài khoản',
      question: 'Tôi đăng ký tài khoản nhưng không nhận được thư xác nhận, phải làm gì?',
      status: 'new',
      answer: null,
    });

    const mails = await nextMails(t, seen, 2);
    const notice = mails.find((mail) => mail.to === DEPARTMENT);
    const acknowledgement = mails.find((mail) => mail.to === 'binh.tran@example.vn');
    expect(notice?.subject).toBe(`[Cổng thông tin Nghị quyết 57 tỉnh Sông Lam] Câu hỏi mới số ${stored[0]?.id}`);
    expect(notice?.text).toContain('lúc 09:05 ngày 23/11/2026');
    expect(notice?.text).toContain('Họ tên: Trần Văn Bình');
    expect(notice?.text).toContain('Email: binh.tran@example.vn');
    expect(notice?.text).toContain('Điện thoại: 0912345678');
    expect(notice?.text).toContain('Chủ đề: Tài khoản');
    expect(notice?.text).toContain('Câu hỏi:\nTôi đăng ký tài khoản nhưng không nhận được thư xác nhận, phải làm gì?');
    expect(acknowledgement?.subject).toBe('[Cổng thông tin Nghị quyết 57 tỉnh Sông Lam] Đã nhận câu hỏi');
    // Anyone can type another person's address: the acknowledgement repeats nothing that was typed.
    expect(acknowledgement?.text).toMatch(/^Kính gửi Ông\/Bà,\n/);
    expect(acknowledgement?.text).toContain(replyPromise.question);
    expect(acknowledgement?.text).not.toContain('Trần Văn Bình');
    expect(acknowledgement?.text).not.toContain('Tôi đăng ký tài khoản nhưng không nhận được thư xác nhận');
    expect(acknowledgement?.text).toContain('Sở Khoa học và Công nghệ tỉnh Sông Lam');
    // Subjects are logged by the SMTP mailer: no name or address in them.
    for (const mail of mails) expect(mail.subject).not.toMatch(/Bình|example/);
  });

  it('keeps HTML as the plain text it was typed as, and mails it as text only', async () => {
    const typed = 'Cho hỏi <script>alert("x")</script> và <b>đậm</b> & 1 < 2 có được không?';
    const response = await ask({ name: 'Lê Thị Cúc', email: 'cuc@example.vn', question: typed });
    expect(response.statusCode).toBe(201);
    const stored = (await storedQuestions()).at(-1);
    expect(stored).toMatchObject({ question: typed, phone: '', topic: '' });

    const mails = await nextMails(t, seen, 2);
    for (const mail of mails) {
      // One text/plain part and no HTML part: a mail client shows the tags, it never runs them.
      expect(mail.contentTypes).toEqual(['text/plain']);
    }
    // Only the department's notice carries what was typed.
    const notice = mails.find((mail) => mail.to !== 'cuc@example.vn');
    expect(notice?.text).toContain(typed);
    expect(notice?.text).toContain('Điện thoại: (không ghi)');
  });

  it('keeps a right captcha through a 422 on another field: the corrected attempt uses it', async () => {
    const key = await captchaKey(t);
    const before = (await storedQuestions()).length;
    const unknownTopic = await ask({ ...goodQuestion, topic: 'Chủ đề lạ', key, captcha: CAPTCHA }, false);
    expect(unknownTopic.statusCode).toBe(422);
    expect(unknownTopic.json().errors).toEqual({ topic: ['Chủ đề không hợp lệ'] });
    const badEmail = await ask({ ...goodQuestion, email: 'a@b', key, captcha: CAPTCHA }, false);
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors).toEqual({ email: ['Email không đúng định dạng'] });
    expect(await storedQuestions()).toHaveLength(before);

    const corrected = await ask({ ...goodQuestion, key, captcha: CAPTCHA }, false);
    expect(corrected.statusCode).toBe(201);
    expect(await storedQuestions()).toHaveLength(before + 1);
    await nextMails(t, seen, 2);
    // Used now: once more is refused.
    expect((await ask({ ...goodQuestion, key, captcha: CAPTCHA }, false)).json().errors).toEqual({
      captcha: ['Mã xác nhận không đúng hoặc đã hết hạn'],
    });
  });

  describe('while the question_and_answer flag is off', () => {
    beforeAll(async () => {
      await t.app.context.settings.update({ question_and_answer: false });
    });
    afterAll(async () => {
      await t.app.context.settings.update({ question_and_answer: true });
    });

    it('answers 404 to the list, the topics and a question, before reading the query or body', async () => {
      const before = (await storedQuestions()).length;
      const outbox = await readdir(path.join(t.config.DATA_DIR, 'outbox'));
      for (const url of ['/api/faqs', '/api/faqs/topics', '/api/faqs?per_page=999']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toBe('Mục Hỏi đáp hiện không hoạt động');
      }
      expect((await ask(goodQuestion)).statusCode).toBe(404);
      expect((await ask({}, false)).statusCode).toBe(404);
      expect(await storedQuestions()).toHaveLength(before);
      expect(await readdir(path.join(t.config.DATA_DIR, 'outbox'))).toEqual(outbox);
    });
  });

  it('answers again once the flag is back on', async () => {
    expect((await list()).statusCode).toBe(200);
  });
});
