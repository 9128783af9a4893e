import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlToText } from '../../../content/html-text.ts';
import { faqs, questions } from '../../../db/schema/engagement.ts';
import { bearer, tokensByRole } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { nextMails, type OutboxMail } from '../../../test/mail-helpers.ts';

describe('the asked questions in the back office', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://congnq57.example.vn' });
    tokens = await tokensByRole(t, 1);
    const rows = await t.database.db
      .insert(questions)
      .values([
        {
          name: 'Trần Văn An',
          email: 'an@example.vn',
          topic: 'Sở hữu trí tuệ',
          question: 'Thủ tục đăng ký sáng chế gồm những bước nào?',
          createdAt: new Date('2026-10-01T03:00:00Z'),
        },
        {
          name: 'Lê Thị Bình',
          email: 'binh@example.vn',
          topic: '',
          question: 'Quỹ đổi mới sáng tạo hỗ trợ doanh nghiệp nhỏ thế nào?',
          createdAt: new Date('2026-10-02T03:00:00Z'),
        },
        {
          name: 'Phạm Minh Châu',
          email: 'chau@example.vn',
          topic: 'Sở hữu trí tuệ',
          question: 'Nhãn hiệu tập thể là gì?',
          status: 'answered',
          answer: '<p>Đã trả lời</p>',
          createdAt: new Date('2026-10-03T03:00:00Z'),
        },
      ])
      .returning({ id: questions.id, email: questions.email });
    for (const row of rows) ids[row.email.split('@')[0] as string] = row.id;
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, token: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

  /** The next mail to `to`, skipping others (registrations mail too). */
  async function mailTo(to: string, seen: Set<string>): Promise<OutboxMail> {
    for (let i = 0; i < 10; i++) {
      const [mail] = await nextMails(t, seen, 1);
      if (mail?.to.includes(to)) return mail;
    }
    throw new Error(`no mail to ${to}`);
  }
  const outboxSoFar = async () =>
    new Set(await readdir(path.join(t.config.DATA_DIR, 'outbox')).catch(() => [] as string[]));

  it('list questions newest first, filtered by status, topic and text without diacritics', async () => {
    const all = await call('GET', '/api/admin/questions', tokens.reviewer);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toBe('questions 0-2/3');
    expect(all.json().map((q: { email: string }) => q.email)).toEqual([
      'chau@example.vn',
      'binh@example.vn',
      'an@example.vn',
    ]);
    expect(all.json()[0]).toMatchObject({ status: 'answered', answered_at: null, faq_id: null });

    const fresh = await call('GET', `/api/admin/questions?filter=${filter({ status: 'new' })}`, tokens.reviewer);
    expect(fresh.json()).toHaveLength(2);
    const topic = await call(
      'GET',
      `/api/admin/questions?filter=${filter({ topic: 'Sở hữu trí tuệ' })}&sort=["id","ASC"]`,
      tokens.reviewer,
    );
    expect(topic.json().map((q: { id: number }) => q.id)).toEqual([ids.an, ids.chau]);
    const searched = await call('GET', `/api/admin/questions?filter=${filter({ q: 'quy doi moi' })}`, tokens.reviewer);
    expect(searched.json().map((q: { id: number }) => q.id)).toEqual([ids.binh]);
    expect((await call('GET', `/api/admin/questions/${ids.an}`, tokens.reviewer)).json().name).toBe('Trần Văn An');
    expect((await call('GET', '/api/admin/questions/987654', tokens.reviewer)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/questions', tokens.editor)).statusCode).toBe(403);
  });

  it('refuse an answer that is missing, empty once sanitised, or published without a topic (422)', async () => {
    const missing = await call('POST', `/api/admin/questions/${ids.binh}/answer`, tokens.reviewer, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.answer).toEqual(['Vui lòng nhập câu trả lời']);
    const empty = await call('POST', `/api/admin/questions/${ids.binh}/answer`, tokens.reviewer, {
      answer: '<script>alert(1)</script>',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.answer[0]).toContain('không có nội dung');
    const noTopic = await call('POST', `/api/admin/questions/${ids.binh}/answer`, tokens.reviewer, {
      answer: '<p>Quỹ hỗ trợ tới 30% chi phí.</p>',
      publish: true,
    });
    expect(noTopic.statusCode).toBe(422);
    expect(noTopic.json().errors.topic[0]).toContain('chủ đề');
    expect(
      (await call('POST', '/api/admin/questions/987654/answer', tokens.reviewer, { answer: '<p>Có</p>' })).statusCode,
    ).toBe(404);
    // Nothing was written by the refused calls.
    const [row] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.id, ids.binh as number));
    expect(row).toMatchObject({ status: 'new', answer: null, faqId: null });
  });

  it('answer without publishing: sanitised HTML kept, the asker gets the answer as plain text', async () => {
    const seen = await outboxSoFar();
    const answered = await call('POST', `/api/admin/questions/${ids.an}/answer`, tokens.reviewer, {
      answer:
        '<p>Gồm ba bước:</p><ul><li>Nộp đơn</li><li>Thẩm định</li></ul><script>steal()</script><p onclick="x()">Xem <a href="https://ipvietnam.gov.vn">Cục SHTT</a> &amp; hướng dẫn.</p>',
      publish: false,
    });
    expect(answered.statusCode).toBe(200);
    const body = answered.json();
    expect(body).toMatchObject({ status: 'answered', faq_id: null });
    expect(body.answered_at).toBeTruthy();
    expect(body.answer).not.toContain('script');
    expect(body.answer).not.toContain('onclick');
    expect(body.answer).toContain('<li>Nộp đơn</li>');

    const mail = await mailTo('an@example.vn', seen);
    expect(mail.contentTypes.every((type) => type === 'text/plain')).toBe(true);
    expect(mail.subject).toContain(`Trả lời câu hỏi số ${ids.an}`);
    expect(mail.subject).not.toContain('Trần');
    expect(mail.subject).not.toContain('an@example.vn');
    expect(mail.text).toContain('- Nộp đơn');
    expect(mail.text).toContain('Cục SHTT (https://ipvietnam.gov.vn) & hướng dẫn.');
    expect(mail.text).not.toContain('<');
    expect(mail.text).not.toContain('steal');
    // The asker's own words are not repeated to the address they typed.
    expect(mail.text).not.toContain('Thủ tục đăng ký sáng chế');

    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${filter({ resource: 'questions', record_id: String(ids.an) })}`,
      tokens.admin,
    );
    expect(log.json()).toHaveLength(1);
    expect(log.json()[0]).toMatchObject({ action: 'answer', actor_role: 'reviewer' });
    expect(log.json()[0].before.status).toBe('new');
    expect(log.json()[0].after.status).toBe('answered');
  });

  it('publish an answer as an FAQ that the portal shows at once, then hide it', async () => {
    const publicFaqs = async () =>
      (await t.app.inject({ url: '/api/faqs?per_page=100' })).json().data as { question: string; answer: string }[];
    const question = 'Quỹ đổi mới sáng tạo hỗ trợ doanh nghiệp nhỏ thế nào?';
    expect((await publicFaqs()).some((faq) => faq.question === question)).toBe(false);
    expect((await t.app.inject({ url: '/api/faqs?per_page=100' })).headers['x-cache']).toBe('hit');

    const seen = await outboxSoFar();
    const published = await call('POST', `/api/admin/questions/${ids.binh}/answer`, tokens.reviewer, {
      answer: '<p>Quỹ hỗ trợ tới 30% chi phí đổi mới công nghệ.</p>',
      publish: true,
      topic: 'Tài chính',
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', topic: 'Tài chính' });
    const faqId = published.json().faq_id as number;
    expect(faqId).toBeGreaterThan(0);
    const shown = (await publicFaqs()).find((faq) => faq.question === question);
    expect(shown?.answer).toBe('<p>Quỹ hỗ trợ tới 30% chi phí đổi mới công nghệ.</p>');
    const mail = await mailTo('binh@example.vn', seen);
    expect(mail.text).toContain('được công bố trong mục Hỏi đáp tại https://congnq57.example.vn/FAQ');

    // Publishing again with an edited answer updates the same FAQ, never a second one.
    const again = await call('POST', `/api/admin/questions/${ids.binh}/answer`, tokens.reviewer, {
      answer: '<p>Quỹ hỗ trợ tới 50% chi phí.</p>',
      publish: true,
    });
    expect(again.json()).toMatchObject({ faq_id: faqId, topic: 'Tài chính' });
    const copies = (await publicFaqs()).filter((faq) => faq.question === question);
    expect(copies.map((faq) => faq.answer)).toEqual(['<p>Quỹ hỗ trợ tới 50% chi phí.</p>']);

    const hidden = await call('POST', `/api/admin/questions/${ids.binh}/hide`, tokens.reviewer);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().status).toBe('hidden');
    expect((await publicFaqs()).some((faq) => faq.question === question)).toBe(false);
    const [faq] = await t.database.db.select().from(faqs).where(eq(faqs.id, faqId));
    expect(faq?.visible).toBe(false);
    const twice = await call('POST', `/api/admin/questions/${ids.binh}/hide`, tokens.reviewer);
    expect(twice.statusCode).toBe(409);

    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${filter({ resource: 'questions', record_id: String(ids.binh) })}`,
      tokens.admin,
    );
    expect(log.json().map((line: { action: string }) => line.action)).toEqual(['hide', 'publish', 'publish']);
  });

  it('turn sanitised HTML into readable plain text', () => {
    expect(htmlToText('<p>Một</p><p>Hai &lt;b&gt;</p><ol><li>a</li><li>b</li></ol>')).toBe('Một\nHai <b>\n\n- a\n- b');
  });
});
