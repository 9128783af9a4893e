import { randomUUID } from 'node:crypto';
import { NOTIFICATION_KINDS } from '@portal/shared/follow-through';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigProblems, solutions } from '../../db/schema/catalogue.ts';
import { feedback, questions } from '../../db/schema/engagement.ts';
import { notifications } from '../../db/schema/follow-through.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, CAPTCHA, captchaKey, signedInCitizen, staffSignIn } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { type OutboxMail, parseMail, startTestSmtp } from '../../test/mail-helpers.ts';
import { proposalForm } from '../../test/proposal-form.ts';

const ORIGIN = 'https://congnq57.example.vn';

/**
 * Thông báo: every source (a staff step on an idea, a proposal and a solution, an
 * answer to a question, a reply to feedback), the bell's read calls, the mail choices and the
 * signed stop link. Mail goes through a real SMTP server, headers and all.
 */
describe('notifications', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: TestApp;
  let staff: string;
  const alice = { id: 0, token: '', email: '', fullName: '' };
  const bob = { id: 0, token: '', email: '' };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp({ SMTP_URL: smtp.smtpUrl, PUBLIC_URL: ORIGIN });
    for (const [person, n] of [
      [alice, 61],
      [bob, 62],
    ] as const) {
      const signedIn = await signedInCitizen(t, n, smtp.mailTo);
      const [row] = await t.database.db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(eq(users.email, signedIn.email));
      Object.assign(person, { id: row?.id, token: signedIn.token, email: signedIn.email, fullName: row?.fullName });
    }
    staff = await staffSignIn(t, t.config.ADMIN_EMAIL as string, t.config.ADMIN_PASSWORD as string);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const as = (token: string, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** The next mail to `email` whose subject holds `about`, with its raw headers; others to them are left. */
  async function mailAbout(email: string, about: string): Promise<OutboxMail & { raw: string }> {
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline) {
      for (const [index, received] of smtp.received.entries()) {
        const raw = received.raw.replace(/\r\n/g, '\n');
        const mail = parseMail(raw);
        if (received.to.includes(email) && mail.subject.includes(about)) {
          smtp.received.splice(index, 1);
          // Headers unfolded: a long List-Unsubscribe is folded onto a second line.
          return { ...mail, raw: raw.replace(/\n[ \t]+/g, ' ') };
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${email} about ${about}`);
  }

  /** Mails accepted by the queue so far: a route's answer comes once its mail is stored. */
  const queuedMails = async () => {
    const { rows } = await t.database.executeSql("select count(*)::int as n from pgboss.job where name = 'mail'");
    return (rows as { n: number }[])[0]?.n ?? 0;
  };

  const list = async (token: string, query = '') => {
    const response = await as(token, 'GET', `/api/notifications${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      data: { id: number; kind: string; text: string; link: string; read_at: string | null }[];
      meta: { page: number; per_page: number; total: number; last_page: number; unread: number };
    };
  };

  const staffStep = (kind: 'ideas' | 'proposals', id: number, action: string, note = '') =>
    as(staff, 'POST', `/api/admin/${kind}/${id}/transitions`, { action, note });

  let ideaId = 0;
  let stopToken = '';

  it('notify the author of a staff step on an idea, and mail the same link with a stop link', async () => {
    const created = await as(alice.token, 'POST', '/api/ideas', {
      title: 'Cổng nộp hồ sơ khoa học trực tuyến',
      field: 'Công nghệ thông tin',
      problem: 'Người dân phải đến trực tiếp nhiều lần để nộp hồ sơ khoa học và công nghệ.',
      solution: 'Cổng nộp hồ sơ trực tuyến có theo dõi trạng thái và thông báo qua thư điện tử.',
      request_id: randomUUID(),
    });
    expect(created.statusCode).toBe(201);
    ideaId = created.json().data.id;
    expect((await as(alice.token, 'POST', `/api/ideas/mine/${ideaId}/submit`)).statusCode).toBe(200);
    // The author's own step is acknowledged by mail, never in the bell.
    await mailAbout(alice.email, 'Đã gửi');
    expect((await list(alice.token)).meta.unread).toBe(0);

    expect((await staffStep('ideas', ideaId, 'start_review')).statusCode).toBe(200);
    const { data, meta } = await list(alice.token);
    expect(meta).toEqual({ page: 1, per_page: 10, total: 1, last_page: 1, unread: 1 });
    expect(data[0]).toMatchObject({
      kind: 'submission_status',
      link: `/idea/${ideaId}/idea-detail-personal`,
      read_at: null,
    });
    expect(data[0]?.text).toContain('đã được tiếp nhận và đang được xem xét');

    const mail = await mailAbout(alice.email, 'Đang xem xét');
    expect(mail.text).toContain(`Xem hồ sơ tại: ${ORIGIN}/idea/${ideaId}/idea-detail-personal`);
    const stop = /Ngừng nhận loại thư này \(không cần đăng nhập\): (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(stop.startsWith(`${ORIGIN}/notifications/stop?token=`)).toBe(true);
    stopToken = decodeURIComponent(new URL(stop).searchParams.get('token') ?? '');
    expect(mail.raw).toMatch(new RegExp(`^List-Unsubscribe: <${ORIGIN}/api/notifications/stop\\?token=[^>]+>$`, 'm'));
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // Another person sees nothing of it.
    expect((await list(bob.token)).meta).toMatchObject({ total: 0, unread: 0 });
  });

  it('notify the author of a staff step on a proposal, with the author’s page of it', async () => {
    const created = await as(alice.token, 'POST', '/api/proposals', proposalForm());
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(
      (await as(staff, 'POST', `/api/admin/proposals/${id}/transitions`, { action: 'start_review' })).statusCode,
    ).toBe(200);
    const [latest] = (await list(alice.token)).data;
    expect(latest).toMatchObject({ kind: 'submission_status', link: `/propose/${id}/personal-propose` });
    const mail = await mailAbout(alice.email, 'Đang xem xét');
    expect(mail.text).toContain(`${ORIGIN}/propose/${id}/personal-propose`);
  });

  it('notify the author of a staff step on a solution, with its big problem’s solutions page', async () => {
    const db = t.database.db;
    const [problem] = await db
      .insert(bigProblems)
      .values({ slug: 'quan-trac-lu', title: 'Quan trắc lũ quét', field: 'Môi trường' })
      .returning({ id: bigProblems.id });
    const [solution] = await db
      .insert(solutions)
      .values({
        bigProblemId: problem?.id as number,
        title: 'Trạm quan trắc giá rẻ',
        authorId: alice.id,
        status: 'submitted',
      })
      .returning({ id: solutions.id });
    const id = solution?.id as number;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, t.config.ADMIN_EMAIL));
    await t.app.context.lifecycle.transition('solution', id, 'start_review', {
      userId: admin?.id as number,
      as: 'staff',
    });
    const [latest] = (await list(alice.token)).data;
    expect(latest).toMatchObject({ kind: 'submission_status', link: `/solution/${problem?.id}#giai-phap-${id}` });
    expect(latest?.text).toContain('Trạm quan trắc giá rẻ');
  });

  it('mark one’s own notification read, never another’s, page them newest first and read them all', async () => {
    const before = await list(alice.token);
    expect(before.meta).toMatchObject({ total: 3, unread: 3 });
    const [newest, , oldest] = before.data;
    expect(newest?.link).toContain('/solution/');
    expect(oldest?.link).toContain('/idea/');

    expect((await as(bob.token, 'POST', `/api/notifications/${oldest?.id}/read`)).statusCode).toBe(404);
    expect((await as(alice.token, 'POST', '/api/notifications/abc/read')).statusCode).toBe(404);
    expect((await as(alice.token, 'POST', '/api/notifications/987654/read')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/notifications/${oldest?.id}/read` })).statusCode).toBe(401);
    expect((await list(alice.token)).meta.unread).toBe(3);

    const read = await as(alice.token, 'POST', `/api/notifications/${oldest?.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().meta).toEqual({ unread: 2 });
    expect(read.json().data.read_at).toEqual(expect.any(String));

    const second = await list(alice.token, '?page=2&per_page=2');
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2, unread: 2 });
    expect(second.data.map((row) => row.id)).toEqual([oldest?.id]);
    expect(second.data[0]?.read_at).not.toBeNull();
    expect((await as(alice.token, 'GET', '/api/notifications?per_page=101')).statusCode).toBe(422);

    // A client that sends the JSON header with no body (fetch with a default header) is answered too.
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { ...bearer(alice.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ meta: { unread: 0 } });
    expect((await list(alice.token)).data.every((row) => row.read_at !== null)).toBe(true);
  });

  it('keep notifying a kind one stopped mailing, without its mail', async () => {
    const mailed = await as(alice.token, 'GET', '/api/notifications/preferences');
    expect(mailed.json()).toEqual({
      data: { mailed: [...NOTIFICATION_KINDS] },
    });
    const refused = await as(alice.token, 'PUT', '/api/notifications/preferences', { mailed: ['tin_rac'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Loại thông báo không hợp lệ');
    const saved = await as(alice.token, 'PUT', '/api/notifications/preferences', {
      mailed: ['question_answer', 'feedback_reply'],
    });
    expect(saved.json()).toEqual({ data: { mailed: ['question_answer', 'feedback_reply'] } });

    const queued = await queuedMails();
    expect((await staffStep('ideas', ideaId, 'request_revision', 'Xin bổ sung dự toán.')).statusCode).toBe(200);
    expect(await queuedMails()).toBe(queued);
    const { data, meta } = await list(alice.token);
    expect(meta.unread).toBe(1);
    expect(data[0]?.text).toContain('cần được bổ sung');

    await as(alice.token, 'PUT', '/api/notifications/preferences', {
      mailed: [...NOTIFICATION_KINDS],
    });
  });

  it('stop a kind of mail with the signed link at one click, and refuse an altered one', async () => {
    const prefs = async (token: string) =>
      (await as(token, 'GET', '/api/notifications/preferences')).json().data.mailed as string[];

    // Another person's id under Alice's signature: refused, and nobody's choices change.
    const [, kind, signature] = stopToken.split('.');
    for (const token of [`${bob.id}.${kind}.${signature}`, `${alice.id}.question_answer.${signature}`, 'abc', '1.2']) {
      const altered = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/stop?token=${encodeURIComponent(token)}`,
      });
      expect(altered.statusCode).toBe(422);
      expect(altered.json().errors.token[0]).toContain('không hợp lệ');
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/stop?token=' })).statusCode).toBe(422);
    expect(await prefs(alice.token)).toContain('submission_status');
    expect(await prefs(bob.token)).toContain('submission_status');

    // A mail client without one-click opens the List-Unsubscribe address in a browser: the
    // portal's stop page with the same token, and nothing stopped yet (the page asks first).
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/stop?token=${encodeURIComponent(stopToken)}`,
      headers: { accept: 'text/html' },
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/notifications/stop?token=${encodeURIComponent(stopToken)}`);
    expect(new URL(opened.headers.location ?? '', ORIGIN).searchParams.get('token')).toBe(stopToken);
    expect(await prefs(alice.token)).toContain('submission_status');
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/stop' })).statusCode).toBe(422);

    // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click`, form-encoded, without a session.
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/stop?token=${encodeURIComponent(stopToken)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ data: { kind: 'submission_status' } });
    expect(stopped.json().message).toContain('không nhận thư');
    expect(await prefs(alice.token)).toEqual(NOTIFICATION_KINDS.filter((kind) => kind !== 'submission_status'));
    // Again (the portal's page, the link opened twice): the same answer, nothing added twice.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/stop?token=${encodeURIComponent(stopToken)}`,
    });
    expect(again.statusCode).toBe(200);
    const [row] = await t.database.db.select({ optOuts: users.mailOptOuts }).from(users).where(eq(users.id, alice.id));
    expect(row?.optOuts).toEqual(['submission_status']);
  });

  it('notify a signed-in asker of the answer to their question; a visitor only by mail', async () => {
    const ask = async (token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/questions',
        ...(token ? { headers: bearer(token) } : {}),
        payload: {
          name: 'Nguyễn Thị Hoa',
          email: 'hoi@example.vn',
          question: 'Thủ tục đăng ký sáng chế gồm những bước nào?',
          key: await captchaKey(t),
          captcha: CAPTCHA,
        },
      });
    expect((await ask(alice.token)).statusCode).toBe(201);
    expect((await ask()).statusCode).toBe(201);
    const rows = await t.database.db
      .select({ id: questions.id, authorId: questions.authorId })
      .from(questions)
      .orderBy(questions.id);
    expect(rows.map((row) => row.authorId)).toEqual([alice.id, null]);
    // The receipts: a signed-in asker's goes to the account's address and greets them by the
    // account's name; a visitor's names nobody (a typed name may be anyone's).
    const receipt = await mailAbout(alice.email, 'Đã nhận câu hỏi');
    expect(receipt.text).toMatch(new RegExp(`^Kính gửi Ông/Bà ${alice.fullName},\n`));
    expect((await mailAbout('hoi@example.vn', 'Đã nhận câu hỏi')).text).toMatch(/^Kính gửi Ông\/Bà,\n/);
    const unread = (await list(alice.token)).meta.unread;

    const answer = (id: number) =>
      as(staff, 'POST', `/api/admin/questions/${id}/answer`, { answer: '<p>Gồm ba bước.</p>', publish: false });
    expect((await answer(rows[0]?.id as number)).statusCode).toBe(200);
    const { data, meta } = await list(alice.token);
    expect(meta.unread).toBe(unread + 1);
    expect(data[0]).toMatchObject({ kind: 'question_answer', link: '/personal-questions#cau-hoi-cua-toi' });
    expect(data[0]?.text).toContain(`câu hỏi số ${rows[0]?.id}`);
    const mail = await mailAbout(alice.email, `Trả lời câu hỏi số ${rows[0]?.id}`);
    expect(mail.text).toContain('Gồm ba bước.');
    expect(mail.text).toContain(`${ORIGIN}/personal-questions#cau-hoi-cua-toi`);
    // One letter: the account's name in the greeting, the page's link before the closing.
    expect(mail.text).toMatch(new RegExp(`^Kính gửi Ông/Bà ${alice.fullName},\n`));
    expect(mail.text.indexOf('/personal-questions#')).toBeLessThan(mail.text.indexOf('Trân trọng,'));
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const everyone = () => t.database.db.select({ n: count() }).from(notifications);
    const before = await everyone();
    expect((await answer(rows[1]?.id as number)).statusCode).toBe(200);
    expect(await everyone()).toEqual(before);
    const visitor = await mailAbout('hoi@example.vn', `Trả lời câu hỏi số ${rows[1]?.id}`);
    expect(visitor.raw).not.toMatch(/^List-Unsubscribe/m);
  });

  it('notify a signed-in sender of a staff reply to their feedback', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(bob.token),
      payload: {
        name: 'Trần Văn Bình',
        email: 'binh@example.vn',
        subject: 'Trang văn bản tải chậm',
        message: 'Trang văn bản mở rất chậm vào buổi sáng.',
        key: await captchaKey(t),
        captcha: CAPTCHA,
      },
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ id: feedback.id, authorId: feedback.authorId })
      .from(feedback)
      .where(eq(feedback.subject, 'Trang văn bản tải chậm'));
    expect(row?.authorId).toBe(bob.id);

    const reply = await as(staff, 'POST', `/api/admin/feedback/${row?.id}/replies`, {
      body: 'Sở đã nâng cấp máy chủ, trang đã nhanh hơn.',
    });
    expect(reply.statusCode).toBe(201);
    const { data, meta } = await list(bob.token);
    expect(meta.unread).toBe(1);
    expect(data[0]).toMatchObject({ kind: 'feedback_reply', link: '/personal-questions#gop-y-cua-toi' });
    expect(data[0]?.text).toContain('Trang văn bản tải chậm');
    const mail = await mailAbout(bob.email, 'Trả lời: Trang văn bản tải chậm');
    expect(mail.text).toContain('Sở đã nâng cấp máy chủ');
    expect(mail.text).toContain(`${ORIGIN}/personal-questions#gop-y-cua-toi`);
  });

  it('fan one event out to many people, mailing only those who did not stop its kind', async () => {
    await as(bob.token, 'PUT', '/api/notifications/preferences', { mailed: ['submission_status'] });
    const queued = await queuedMails();
    const notified = await t.app.context.notifications.notifyMany([alice.id, bob.id, alice.id, 987654], {
      kind: 'followed_update',
      text: 'Bài toán "Quan trắc lũ quét" Ông/Bà theo dõi có tin mới.',
      link: '/big-problem/quan-trac-lu',
      mail: { subject: '[Cổng NQ57] Tin mới về bài toán Quan trắc lũ quét', text: 'Kính gửi Ông/Bà,\n\nCó tin mới.' },
    });
    expect(notified).toBe(2);
    expect(await queuedMails()).toBe(queued + 1);
    for (const person of [alice, bob]) {
      expect((await list(person.token)).data[0]).toMatchObject({
        kind: 'followed_update',
        link: '/big-problem/quan-trac-lu',
      });
    }
    const mail = await mailAbout(alice.email, 'Tin mới về bài toán');
    expect(mail.text).toContain(`Xem chi tiết tại: ${ORIGIN}/big-problem/quan-trac-lu`);
    expect(await t.app.context.notifications.notifyMany([], { kind: 'followed_update', text: 'x', link: '/' })).toBe(0);
  });
});
