import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { replyPromise } from '@portal/shared/engagement';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/engagement.ts';
import { notifications } from '../../db/schema/follow-through.ts';
import { users } from '../../db/schema/users.ts';
import { CAPTCHA } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { nextMails } from '../../test/mail-helpers.ts';

const DEPARTMENT = 'nghiquyet57@sokhcn.songlam.gov.vn';
const RATE_LIMIT = 4;

describe('Liên hệ: the feedback form', () => {
  const clock = movableClock(new Date('2026-11-23T14:30:00Z'));
  let t: TestApp;
  const seen = new Set<string>();
  // Each test sends from its own address, so that only the throttling test meets the limit.
  let address = 0;

  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: String(RATE_LIMIT) }, { now: clock.now });
  });
  afterAll(() => t.close());

  // The captcha call is throttled too: each key comes from an address of its own.
  const captchaKey = async () =>
    (await t.app.inject({ url: '/api/captcha', remoteAddress: `10.8.0.${++address}` })).json().data.key as string;
  const outboxFiles = () => readdir(path.join(t.config.DATA_DIR, 'outbox')).catch(() => []);
  const storedFeedback = () => t.database.db.select().from(feedback).orderBy(asc(feedback.id));
  const send = async (body: Record<string, unknown>, options: { withCaptcha?: boolean; from?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: options.from ?? `10.9.0.${++address}`,
      payload: options.withCaptcha === false ? body : { key: await captchaKey(), captcha: CAPTCHA, ...body },
    });
  const goodFeedback = {
    name: 'Phạm Minh Đức',
    email: 'duc.pham@example.vn',
    phone: '+84 238 3844 557',
    subject: '  Góp ý về   trang Văn bản ',
    message: 'Đề nghị bổ sung bộ lọc theo năm ban hành.\r\nXin cảm ơn.',
  };

  it('answers each field’s own Vietnamese message and stores nothing', async () => {
    const empty = await send({}, { withCaptcha: false });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: ['Vui lòng nhập họ tên'],
      email: ['Vui lòng nhập email'],
      subject: ['Vui lòng nhập tiêu đề'],
      message: ['Vui lòng nhập nội dung'],
      captcha: ['Vui lòng nhập mã xác nhận'],
      key: ['Mã xác nhận không đúng hoặc đã hết hạn'],
    });
    const short = await send({ name: 'X', email: 'a@b', phone: '0123 456 789', subject: 'Góp', message: 'Ngắn' });
    expect(short.json().errors).toEqual({
      name: ['Họ tên phải có từ 2 đến 100 ký tự'],
      email: ['Email không đúng định dạng'],
      phone: ['Số điện thoại không hợp lệ (ví dụ 0912 345 678 hoặc 0238 3844 557)'],
      subject: ['Tiêu đề phải có từ 5 đến 200 ký tự'],
      message: ['Nội dung phải có ít nhất 10 ký tự'],
    });
    const long = await send({ ...goodFeedback, subject: 'Góp ý '.repeat(50), message: 'Nội dung '.repeat(600) });
    expect(long.json().errors).toEqual({
      subject: ['Tiêu đề phải có từ 5 đến 200 ký tự'],
      message: ['Nội dung không được vượt quá 5.000 ký tự'],
    });
    expect(await storedFeedback()).toEqual([]);
  });

  it('refuses a wrong or reused captcha and stores nothing', async () => {
    const wrong = await send({ ...goodFeedback, captcha: 'sai' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ captcha: ['Mã xác nhận không đúng hoặc đã hết hạn'] });
    const key = await captchaKey();
    expect((await send({ ...goodFeedback, key, captcha: 'sai' }, { withCaptcha: false })).statusCode).toBe(422);
    const reused = await send({ ...goodFeedback, key, captcha: CAPTCHA }, { withCaptcha: false });
    expect(reused.json().errors).toEqual({ captcha: ['Mã xác nhận không đúng hoặc đã hết hạn'] });
    expect(await storedFeedback()).toEqual([]);
  });

  it('keeps good feedback once, trimmed, with status new, and mails the department and the sender', async () => {
    const staff = await t.database.db
      .insert(users)
      .values([
        { email: 'kiemduyet@sokhcn.test', fullName: 'Lê Văn Duyệt', role: 'reviewer' },
        { email: 'bientap@sokhcn.test', fullName: 'Trần Thị Biên', role: 'editor' },
      ])
      .returning({ id: users.id, role: users.role });
    const key = await captchaKey();
    const response = await send({ ...goodFeedback, key, captcha: CAPTCHA }, { withCaptcha: false });
    expect(response.statusCode).toBe(201);
    // The bell of who answers feedback (not an editor's): it reached staff only by mail before.
    const rung = await t.database.db
      .select({
        userId: notifications.userId,
        text: notifications.text,
        link: notifications.link,
        kind: notifications.kind,
      })
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          staff.map((person) => person.id),
        ),
      );
    const id = (await storedFeedback()).at(-1)?.id;
    expect(rung).toEqual([
      {
        userId: staff.find((person) => person.role === 'reviewer')?.id,
        kind: 'message_new',
        text: `Góp ý mới số ${id} chờ Sở xử lý.`,
        link: `/admin/feedback/${id}/show`,
      },
    ]);
    expect(response.json().message).toBe(
      'Cảm ơn Ông/Bà đã gửi góp ý. Sở sẽ xem xét và phản hồi qua email trong thời gian sớm nhất.',
    );
    expect((await send({ ...goodFeedback, key, captcha: CAPTCHA }, { withCaptcha: false })).statusCode).toBe(422);

    const stored = await storedFeedback();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Phạm Minh Đức',
      email: 'duc.pham@example.vn',
      phone: '02383844557',
      subject: 'Góp ý về trang Văn bản',
      message: 'Đề nghị bổ sung bộ lọc theo năm ban hành.\nXin cảm ơn.',
      status: 'new',
      handledAt: null,
    });

    const mails = await nextMails(t, seen, 2);
    const notice = mails.find((mail) => mail.to === DEPARTMENT);
    const acknowledgement = mails.find((mail) => mail.to === 'duc.pham@example.vn');
    expect(notice?.subject).toBe(`[Cổng thông tin Nghị quyết 57 tỉnh Sông Lam] Góp ý mới số ${stored[0]?.id}`);
    // 14:30 UTC is 21:30 in Vietnam.
    expect(notice?.text).toContain('gửi qua mục Liên hệ lúc 21:30 ngày 23/11/2026');
    expect(notice?.text).toContain('Tiêu đề: Góp ý về trang Văn bản');
    expect(notice?.text).toContain('Nội dung:\nĐề nghị bổ sung bộ lọc theo năm ban hành.\nXin cảm ơn.');
    expect(acknowledgement?.subject).toBe('[Cổng thông tin Nghị quyết 57 tỉnh Sông Lam] Đã nhận góp ý');
    // Anyone can type another person's address: the acknowledgement repeats nothing that was typed.
    expect(acknowledgement?.text).toMatch(/^Kính gửi Ông\/Bà,\n/);
    // The same promise as the screen's.
    expect(acknowledgement?.text).toContain(replyPromise.feedback);
    expect(acknowledgement?.text).not.toContain('Phạm Minh Đức');
    expect(acknowledgement?.text).not.toContain('Đề nghị bổ sung bộ lọc theo năm ban hành.');
  });

  it('keeps HTML as plain text and mails it as text only', async () => {
    const typed = '<img src=x onerror="alert(1)"> Trang <a href="https://lua.dao">này</a> bị lỗi';
    expect((await send({ ...goodFeedback, message: typed })).statusCode).toBe(201);
    expect((await storedFeedback()).at(-1)?.message).toBe(typed);
    const mails = await nextMails(t, seen, 2);
    for (const mail of mails) expect(mail.contentTypes).toEqual(['text/plain']);
    // Only the department's notice carries what was typed.
    expect(mails.find((mail) => mail.to !== goodFeedback.email)?.text).toContain(typed);
  });

  it('keeps a right captcha through a 422 on another field: the corrected attempt uses it', async () => {
    const key = await captchaKey();
    const before = (await storedFeedback()).length;
    const badEmail = await send({ ...goodFeedback, email: 'a@b', key, captcha: CAPTCHA }, { withCaptcha: false });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors).toEqual({ email: ['Email không đúng định dạng'] });
    expect(await storedFeedback()).toHaveLength(before);

    const corrected = await send({ ...goodFeedback, key, captcha: CAPTCHA }, { withCaptcha: false });
    expect(corrected.statusCode).toBe(201);
    expect(await storedFeedback()).toHaveLength(before + 1);
    await nextMails(t, seen, 2);
    // Used now: once more is refused.
    expect((await send({ ...goodFeedback, key, captcha: CAPTCHA }, { withCaptcha: false })).json().errors).toEqual({
      captcha: ['Mã xác nhận không đúng hoặc đã hết hạn'],
    });
  });

  it('throttles one address like the sign-in calls, with Retry-After', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await send({}, { withCaptcha: false, from })).statusCode).toBe(422);
    }
    const limited = await send({}, { withCaptcha: false, from });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBe('Thao tác quá nhanh, vui lòng thử lại sau ít phút');
  });

  describe('while the contact flag is off', () => {
    beforeAll(async () => {
      await t.app.context.settings.update({ contact: false });
    });
    afterAll(async () => {
      await t.app.context.settings.update({ contact: true });
    });

    it('answers 404 to the form, whatever it carries, and keeps and mails nothing', async () => {
      const before = (await storedFeedback()).length;
      const outbox = await outboxFiles();
      for (const response of [await send(goodFeedback), await send({}, { withCaptcha: false })]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Mục Liên hệ hiện không hoạt động');
      }
      expect(await storedFeedback()).toHaveLength(before);
      expect(await outboxFiles()).toEqual(outbox);
    });

    it('leaves Hỏi đáp alone: each flag closes its own section', async () => {
      expect((await t.app.inject({ url: '/api/faqs' })).statusCode).toBe(200);
    });
  });
});
