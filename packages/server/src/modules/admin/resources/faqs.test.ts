import { describe, expect, it } from 'vitest';
import { callAs, listQuery, useStaffApp } from './staff-test-app.ts';

describe('the back office FAQs', () => {
  const staff = useStaffApp({ SEED_DEMO_CONTENT: 'true' });

  const call = (method: string, url: string, token: string, payload?: unknown) =>
    callAs(staff.t, token, method, url, payload);
  const list = (query: Record<string, unknown>) =>
    call('GET', `/api/admin/faqs?${listQuery(query)}`, staff.tokens.editor);
  const publicFaqs = (q: string) =>
    staff.t.app.inject({ method: 'GET', url: `/api/faqs?q=${encodeURIComponent(q)}` }).then((r) => r.json().data);

  it('list with search, topic, visible, sort and Content-Range', async () => {
    const all = await list({ range: [0, 4] });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(5);
    expect(all.headers['content-range']).toMatch(/^faqs 0-4\/20$/);

    const topic = all.json()[0].topic as string;
    const byTopic = await list({ filter: { topic }, range: [0, 99] });
    expect(byTopic.json().length).toBeGreaterThan(0);
    for (const row of byTopic.json()) expect(row.topic).toBe(topic);
    const orders = byTopic.json().map((row: { sort_order: number }) => row.sort_order);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));

    const searched = await list({ filter: { q: 'nghi quyet' } });
    expect(searched.json().length).toBeGreaterThan(0);
    expect((await list({ filter: { visible: false } })).json()).toEqual([]);

    const byId = await list({ sort: ['id', 'DESC'], range: [0, 2] });
    const ids = byId.json().map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('create, update, hide and delete an FAQ: sanitised answer, the portal follows at once, audited', async () => {
    const invalid = await call('POST', '/api/admin/faqs', staff.tokens.editor, {
      topic: 'A',
      question: 'Hỏi',
      sort_order: -1,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      topic: ['Chủ đề phải có từ 2 đến 100 ký tự'],
      question: ['Câu hỏi phải có từ 5 đến 1.000 ký tự'],
      answer: ['Vui lòng nhập câu trả lời'],
      sort_order: ['Thứ tự phải là số nguyên từ 0 đến 10.000'],
    });
    const onlyScript = await call('POST', '/api/admin/faqs', staff.tokens.editor, {
      topic: 'Thủ tục',
      question: 'Câu hỏi có câu trả lời rỗng?',
      answer: '<script>alert(1)</script><p> </p>',
    });
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().errors).toEqual({ answer: ['Vui lòng nhập câu trả lời'] });

    // The portal's search is read (and cached) before the change.
    expect(await publicFaqs('lien minh sang che')).toEqual([]);
    const created = await call('POST', '/api/admin/faqs', staff.tokens.editor, {
      topic: 'Thủ tục',
      question: 'Liên minh sáng chế   nhận hồ sơ ở đâu?',
      answer:
        '<p onclick="x()">Có. <a href="javascript:alert(1)">Xem</a> <a href="https://sokhcn.gov.vn">hướng dẫn</a></p><script>x</script>',
      sort_order: 3,
    });
    expect(created.statusCode).toBe(201);
    const faq = created.json();
    expect(faq).toMatchObject({ question: 'Liên minh sáng chế nhận hồ sơ ở đâu?', sort_order: 3, visible: true });
    expect(faq.answer).not.toMatch(/onclick|javascript|script/);
    expect(faq.answer).toContain('href="https://sokhcn.gov.vn"');
    expect((await publicFaqs('lien minh sang che')).map((row: { id: number }) => row.id)).toEqual([faq.id]);

    const hidden = await call('PUT', `/api/admin/faqs/${faq.id}`, staff.tokens.editor, {
      topic: 'Thủ tục',
      question: faq.question,
      answer: faq.answer,
      visible: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().visible).toBe(false);
    expect(await publicFaqs('lien minh sang che')).toEqual([]);
    expect((await list({ filter: { visible: false } })).json().map((row: { id: number }) => row.id)).toEqual([faq.id]);

    const removed = await call('DELETE', `/api/admin/faqs/${faq.id}`, staff.tokens.editor);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/faqs/${faq.id}`, staff.tokens.editor)).statusCode).toBe(404);

    const audit = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'faqs', record_id: String(faq.id) }))}`,
      staff.tokens.admin,
    );
    expect(audit.json().map((line: { action: string }) => line.action)).toEqual(['delete', 'update', 'create']);
  });
});
