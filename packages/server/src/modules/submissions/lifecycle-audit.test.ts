import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

describe('moderation steps in the audit log', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;
  beforeAll(async () => {
    t = await buildTestApp();
    tokens = await tokensByRole(t, 1);
  });
  afterAll(() => t.close());

  it('records each staff step with who took it, the states and the note; the author’s steps are not staff writes', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/ideas',
      headers: bearer(tokens.citizen),
      payload: {
        title: 'Trạm quan trắc thời tiết giá rẻ cho vùng cao',
        field: 'Nông nghiệp',
        problem: 'Nông dân vùng cao thiếu thông tin thời tiết chính xác để gieo trồng đúng vụ.',
        solution: 'Trạm quan trắc giá rẻ gửi dự báo qua tin nhắn cho từng thôn bản mỗi sáng.',
        request_id: randomUUID(),
        submit: true,
      },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id as number;
    const step = (action: string, note = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/ideas/${id}/transitions`,
        headers: bearer(tokens.reviewer),
        payload: { action, note },
      });
    expect((await step('start_review')).statusCode).toBe(200);
    expect((await step('request_revision', 'Bổ sung chi phí dự kiến của một trạm.')).statusCode).toBe(200);

    const log = await t.app.inject({
      url: `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'ideas', record_id: String(id) }))}`,
      headers: bearer(tokens.admin),
    });
    const lines = log.json() as {
      action: string;
      actor_role: string;
      before: { status: string };
      after: { status: string; note: string };
    }[];
    expect(lines.map((line) => line.action)).toEqual(['request_revision', 'start_review']);
    expect(lines[0]).toMatchObject({
      actor_role: 'reviewer',
      before: { status: 'under_review' },
      after: { status: 'needs_revision', note: 'Bổ sung chi phí dự kiến của một trạm.' },
    });
  });
});
