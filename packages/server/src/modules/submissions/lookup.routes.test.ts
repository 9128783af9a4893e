import { lookupMessages } from '@portal/shared/dossier-lookup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { approveProposal, proposalForm } from '../../test/proposal-form.ts';
import { callAs } from '../admin/resources/staff-test-app.ts';

/** Tra cứu hồ sơ: a dossier's state and steps by its code and lookup key, for anyone, and nothing else. */
describe('looking a dossier up by its code and lookup key', () => {
  const clock = movableClock(new Date('2026-10-05T02:00:00Z'));
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;

  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    tokens = await tokensByRole(t, 1);
  });
  afterAll(() => t.close());

  const call = (token: string, method: string, url: string, payload?: unknown) =>
    callAs(t, token, method, url, payload);
  const lookUp = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/dossiers/lookup', payload: payload as Record<string, unknown> });

  it('answers the state and steps to whoever has both codes, never who nor the note, the same for a wrong pair', async () => {
    const sent = await call(tokens.citizen, 'POST', '/api/proposals', proposalForm({ title: 'Máy sấy tra cứu' }));
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, tracking_code: code, lookup_key: key } = sent.json().data;
    // Random, not the code nor derived from it: 8 letters and digits none of which reads as another.
    expect(key).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    await approveProposal(call, tokens.reviewer, id);
    const request = await call(tokens.reviewer, 'POST', `/api/admin/proposals/${id}/transitions`, {
      action: 'publish',
    });
    expect(request.statusCode).toBe(200);

    // As printed or typed: lower case, spaces, a short number.
    const [, year, number] = /^DX-(\d{4})-(\d{6})$/.exec(code) ?? [];
    const found = await lookUp({
      code: ` dx ${year} ${Number(number)} `,
      key: `${key.slice(0, 4).toLowerCase()} ${key.slice(4)}`,
    });
    expect(found.statusCode, found.body).toBe(200);
    const data = found.json().data;
    expect(data).toMatchObject({ code, kind: 'Đề xuất', title: 'Máy sấy tra cứu', status: 'published' });
    expect(data.steps.map((step: { action: string }) => step.action)).toEqual([
      'create',
      'submit',
      'start_review',
      'approve',
      'publish',
    ]);
    // No person in it: not the author, the contact, the reviewer nor a note.
    const text = found.body;
    for (const personal of ['Nguyễn Văn An', '0912 345 678', 'lienhe@htx.vn', 'actor', 'note', '@']) {
      expect(text).not.toContain(personal);
    }

    const wrongKey = await lookUp({ code, key: key === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA' });
    const unknown = await lookUp({ code: 'DX-2026-999999', key });
    expect(wrongKey.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongKey.json().message).toBe(lookupMessages.notFound);
    expect(unknown.body).toBe(wrongKey.body);

    // Phiếu tiếp nhận: the receipt as a PDF by the same pair, and the same 404 for a wrong one.
    const receipt = await t.app.inject({
      url: `/api/dossiers/receipt.pdf?code=${encodeURIComponent(code)}&key=${key}`,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="phieu-tiep-nhan-${code}.pdf"`);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(receipt.rawPayload.length).toBeGreaterThan(5000);
    const refused = await t.app.inject({ url: `/api/dossiers/receipt.pdf?code=${code}&key=AAAAAAAA` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(lookupMessages.notFound);

    const bad = await lookUp({ code: 'ABC', key: '12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ code: [lookupMessages.codeInvalid], key: [lookupMessages.keyInvalid] });
    const empty = await lookUp({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['code', 'key']);
  });

  it('calls a citizen’s solution a “Giải pháp” and finds it by its GP- code', async () => {
    const problem = await call(tokens.editor, 'POST', '/api/admin/big-problems', {
      title: 'Cảnh báo sạt lở đất vùng núi',
      slug: 'canh-bao-sat-lo-tra-cuu',
      field: 'Môi trường',
    });
    expect(problem.statusCode, problem.body).toBe(201);
    const sent = await call(
      tokens.citizen,
      'POST',
      '/api/proposals',
      proposalForm({ title: 'Trạm đo mưa tự động', big_problem_id: problem.json().id }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const { tracking_code: code, lookup_key: key } = sent.json().data;
    expect(code).toMatch(/^GP-/);
    const found = await lookUp({ code, key });
    expect(found.json().data).toMatchObject({ kind: 'Giải pháp', status: 'submitted' });
  });
});
