import { engagementMessages } from '@portal/shared/engagement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptRecipients } from '../../db/schema/engagement.ts';
import { CAPTCHA } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { startTestSmtp } from '../../test/mail-helpers.ts';

const PUBLIC_URL = 'https://khcn.example.gov.vn';
const DEPARTMENT = 'nghiquyet57@sokhcn.songlam.gov.vn';
const HOUR = 3_600_000;

/**
 * The receipt mails of the public forms (Hỏi đáp, Liên hệ) go to whatever address a visitor
 * types: at most three a day reach one recipient, none once its owner asked to stop by the link
 * every receipt carries. The form is received and answered the same either way.
 */
describe('receipt mails of the public forms', () => {
  const clock = movableClock(new Date('2026-11-23T02:00:00Z'));
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp({ SMTP_URL: smtp.smtpUrl, PUBLIC_URL }, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const captchaKey = async () =>
    (await t.app.inject({ url: '/api/captcha', remoteAddress: `10.7.0.${++address}` })).json().data.key as string;
  const ask = async (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/questions',
      remoteAddress: `10.7.1.${++address}`,
      payload: {
        name: 'Phạm Minh Đức',
        email,
        question: 'Doanh nghiệp nhỏ có được hỗ trợ đổi mới công nghệ không?',
        key: await captchaKey(),
        captcha: CAPTCHA,
      },
    });
  const feedback = async (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: `10.7.2.${++address}`,
      payload: {
        name: 'Phạm Minh Đức',
        email,
        subject: 'Góp ý về trang Văn bản',
        message: 'Đề nghị bổ sung bộ lọc theo năm ban hành.',
        key: await captchaKey(),
        captcha: CAPTCHA,
      },
    });
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  /** Waits (up to 10 s) until `count` mails to `email` have arrived, and answers them (left in place). */
  const arrived = async (email: string, count: number) => {
    for (let tries = 0; mailsTo(email).length < count && tries < 400; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return mailsTo(email);
  };
  /**
   * Sends a control question and waits for its receipt: a receipt the portal would have queued
   * before it (with the notices of the forms sent so far) has arrived by then.
   */
  let controls = 0;
  const settled = async () => {
    const control = `doi.chung${++controls}@example.vn`;
    expect((await ask(control)).statusCode).toBe(201);
    await smtp.mailTo(control);
  };
  const stopLinkIn = (text: string) => {
    const match = text.match(/https:\/\/khcn\.example\.gov\.vn\/receipts\/stop\?token=([\w.-]+)/);
    if (!match?.[1]) throw new Error(`no stop link in:\n${text}`);
    return match[1];
  };

  it('sends at most three receipts a day to one recipient, whatever the form, and answers the same', async () => {
    const visitor = 'nguoi.nhan@example.vn';
    const answers = [
      await ask(visitor),
      await feedback(visitor),
      await ask('Nguoi.Nhan@Example.vn'),
      await feedback(visitor),
      await ask(visitor),
    ];
    for (const answer of answers) expect(answer.statusCode).toBe(201);
    expect(answers[4]?.json()).toEqual({ message: engagementMessages.questionSent });
    expect(answers[3]?.json()).toEqual({ message: engagementMessages.feedbackSent });
    await settled();
    // The department hears of every one (and of the control); the recipient gets three receipts.
    expect(await arrived(DEPARTMENT, 6)).toHaveLength(6);
    expect(mailsTo(visitor)).toHaveLength(3);

    // A day after the first, receipts go again.
    clock.advance(24 * HOUR);
    expect((await ask(visitor)).statusCode).toBe(201);
    expect(await arrived(visitor, 4)).toHaveLength(4);
  });

  it('carries a stop link; once used, no receipt goes to that address, and the form is still received', async () => {
    const visitor = 'ngung.nhan@example.vn';
    expect((await feedback(visitor)).statusCode).toBe(201);
    const raw = (await arrived(visitor, 1))[0]?.raw.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    const token = stopLinkIn((await smtp.mailTo(visitor)).text);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/khcn\.example\.gov\.vn\/api\/receipts\/stop\?token=[^>]+>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // Opened in a browser, the link's address leads to the portal's page, which asks first.
    const opened = await t.app.inject({ url: `/api/receipts/stop?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/receipts/stop?token=${token}`);

    const forged = await t.app.inject({ method: 'POST', url: `/api/receipts/stop?token=${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors).toEqual({ token: [engagementMessages.receiptStopInvalid] });

    const stopped = await t.app.inject({ method: 'POST', url: `/api/receipts/stop?token=${token}` });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ message: engagementMessages.receiptsStopped });
    // Again is no error (a mail client's one-click and the page may both call it).
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/receipts/stop?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);

    const before = mailsTo(DEPARTMENT).length;
    expect((await ask(visitor)).json()).toEqual({ message: engagementMessages.questionSent });
    expect((await feedback('NGUNG.NHAN@example.vn')).statusCode).toBe(201);
    await settled();
    expect(await arrived(DEPARTMENT, before + 3)).toHaveLength(before + 3);
    expect(mailsTo(visitor)).toHaveLength(0);

    // The portal keeps a keyed digest of the address, never the address itself.
    const rows = await t.database.db.select().from(receiptRecipients);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/ngung\.nhan|nguoi\.nhan|example\.vn/i);
  });
});
