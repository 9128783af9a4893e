import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isSubmissionField } from '@portal/shared/fields';
import { vietnamToday } from '@portal/shared/format';
import type { ProposalInputValues } from '@portal/shared/proposals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bigProblems, products } from '../../db/schema/catalogue.ts';
import { proposals, submissionTransitions } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { migrationsDir } from '../../paths.ts';
import { bearer, registerCitizen, signIn, staffSignIn } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { nextMails } from '../../test/mail-helpers.ts';
import { proposalForm } from '../../test/proposal-form.ts';
import { FILE_CSP } from '../uploads/upload-paths.fixture.ts';
import { createProposalsService } from './proposals.service.ts';

describe('proposals', () => {
  let t: TestApp;
  let alice: string;
  let aliceId: number;
  let bob: string;
  let admin: string;
  let reviewer: string;
  let editor: string;
  let openProblem: number;
  let closedProblem: number;
  let hiddenProblem: number;
  const seen = new Set<string>();

  async function citizenToken(n: number, role?: 'reviewer' | 'editor') {
    const person = await registerCitizen(t, n);
    if (role) await t.database.db.update(users).set({ role }).where(eq(users.email, person.email));
    return role ? staffSignIn(t, person.email, person.password) : signIn(t, person.email, person.password);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await citizenToken(1);
    bob = await citizenToken(2);
    reviewer = await citizenToken(3, 'reviewer');
    editor = await citizenToken(4, 'editor');
    admin = await staffSignIn(t, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD ?? '');
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'nguoidan1@example.vn'));
    aliceId = row?.id ?? 0;
    // Published on the app's clock (the column's default is the database's clock).
    const publishedAt = t.now();
    const problems = await t.database.db
      .insert(bigProblems)
      .values([
        { slug: 'mo', title: 'Bài toán đang mở', field: 'Nông nghiệp', status: 'open', publishedAt },
        { slug: 'dong', title: 'Bài toán đã đóng', field: 'Nông nghiệp', status: 'closed', publishedAt },
        { slug: 'an', title: 'Bài toán ẩn', field: 'Nông nghiệp', status: 'open', visible: false, publishedAt },
      ])
      .returning({ id: bigProblems.id });
    [openProblem, closedProblem, hiddenProblem] = problems.map((problem) => problem.id) as [number, number, number];
  });
  afterAll(async () => t?.close());

  const post = (url: string, token: string | null, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload ?? {} });
  const put = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
  const get = (url: string, token: string | null = null) => t.app.inject({ url, headers: token ? bearer(token) : {} });

  async function create(token: string, overrides: Partial<ProposalInputValues> = {}) {
    const response = await post('/api/proposals', token, proposalForm(overrides));
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data as { id: number; status: string; tracking_code: string | null };
  }

  async function step(id: number, action: string, note = '', token = admin) {
    return post(`/api/admin/proposals/${id}/transitions`, token, { action, note });
  }

  /** The next `count` mails about one tracking code (mails of other tests' steps are skipped). */
  async function mailsAbout(code: string, count: number) {
    const found = [];
    while (found.length < count) {
      const [mail] = await nextMails(t, seen, 1);
      if (mail?.subject.includes(code)) found.push(mail);
    }
    return found;
  }

  function attachment(ownerId: number, name = 'Thuyết minh.pdf') {
    return t.app.context.uploadRecords.create(ownerId, 'attachment', Buffer.from('%PDF-1.4 thuyết minh'), {
      name,
      mime: 'application/pdf',
      extension: 'pdf',
    });
  }

  it('saves a draft with only a title, with its first timeline line', async () => {
    const response = await post('/api/proposals', alice, { request_id: randomUUID(), title: '  Ý tưởng máy gặt  ' });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      title: 'Ý tưởng máy gặt',
      status: 'draft',
      tracking_code: null,
      editable: true,
      actions: ['submit', 'withdraw'],
      budget: 1,
      ip_advice: 0,
      images: [],
      attachments: [],
    });
    expect(data.timeline).toEqual([expect.objectContaining({ action: 'create', to: 'draft', actor: 'Người gửi' })]);
  });

  it('refuses bad input with Vietnamese messages under each field', async () => {
    const noTitle = await post('/api/proposals', alice, { request_id: randomUUID(), title: '   ' });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().errors.title).toEqual(['Vui lòng nhập tên đề xuất']);

    const customer = await post('/api/proposals', alice, proposalForm({ demand_types: [1, 2] }));
    expect(customer.statusCode).toBe(422);
    expect(customer.json().errors.demand_types).toEqual([
      'Nhu cầu “Tìm khách hàng” không còn được tiếp nhận, vui lòng chọn nhu cầu khác',
    ]);

    const bad = await post(
      '/api/proposals',
      alice,
      proposalForm({
        demand_types: [9],
        contact_phone: '12345',
        contact_email: 'khong-phai-email',
        readiness_level: 12,
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      demand_types: ['Nhu cầu không hợp lệ'],
      contact_phone: ['Số điện thoại không hợp lệ (ví dụ 0912 345 678 hoặc 0238 3844 557)'],
      contact_email: ['Email không đúng định dạng'],
      readiness_level: ['Mức độ sẵn sàng công nghệ từ 1 đến 9'],
    });

    const missing = await post('/api/proposals', alice, {
      request_id: randomUUID(),
      title: 'Chỉ có tên',
      submit: true,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      field: ['Vui lòng chọn lĩnh vực'],
      summary: ['Vui lòng nhập tóm tắt'],
      description: ['Vui lòng nhập mô tả chi tiết'],
      readiness_level: ['Vui lòng chọn mức độ sẵn sàng công nghệ'],
      demand_types: ['Vui lòng chọn ít nhất một nhu cầu'],
      organisation: ['Vui lòng nhập tên tổ chức/cá nhân'],
      contact_name: ['Vui lòng nhập người liên hệ'],
      contact_phone: ['Vui lòng nhập số điện thoại liên hệ'],
      contact_email: ['Vui lòng nhập email liên hệ'],
    });

    // A need has no readiness level to give.
    const need = await post('/api/proposals', alice, proposalForm({ proposal_kind: 'need', readiness_level: null }));
    expect(need.statusCode).toBe(201);

    const noRequest = await post('/api/proposals', alice, { title: 'Không có mã', request_id: 'abc' });
    expect(noRequest.json().errors.request_id).toEqual(['Mã yêu cầu không hợp lệ, vui lòng tải lại trang']);

    for (const problem of [closedProblem, hiddenProblem, 999_999]) {
      const response = await post('/api/proposals', alice, proposalForm({ big_problem_id: problem }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.big_problem_id).toEqual(['Bài toán không tồn tại hoặc đã ngừng nhận giải pháp']);
    }
    const tooMany = await post(
      '/api/proposals',
      alice,
      proposalForm({ images: Array.from({ length: 7 }, (_, i) => `${i}`) }),
    );
    expect(tooMany.json().errors.images).toEqual(['Tối đa 6 hình ảnh']);
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/proposals', null, proposalForm())).statusCode).toBe(401);
    expect((await get('/api/proposals/mine')).statusCode).toBe(401);
  });

  it('sends at once with a tracking code, and a second POST of the same form makes no second proposal', async () => {
    const form = proposalForm();
    const first = await post('/api/proposals', alice, form);
    expect(first.statusCode).toBe(201);
    const data = first.json().data;
    expect(data.status).toBe('submitted');
    expect(data.tracking_code).toMatch(/^DX-2026-\d{6}$/);
    expect(data.actions).toEqual(['withdraw']);
    expect(data.editable).toBe(false);

    const again = await post('/api/proposals', alice, form);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(data.id);
    const rows = await t.database.db.select().from(proposals).where(eq(proposals.requestId, form.request_id));
    expect(rows).toHaveLength(1);
    // Another user may use the same request_id: it is theirs.
    const bobs = await post('/api/proposals', bob, form);
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json().data.id).not.toBe(data.id);
  });

  it('sends the draft of a retried send whose first attempt stopped before sending', async () => {
    // The first attempt made the draft and the process stopped before the step "send".
    const form = proposalForm();
    const stopped = await post('/api/proposals', alice, { ...form, submit: false });
    expect(stopped.json().data.status).toBe('draft');
    const retried = await post('/api/proposals', alice, form);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ id: stopped.json().data.id, status: 'submitted' });
    expect(retried.json().data.tracking_code).toMatch(/^DX-2026-\d{6}$/);
    // Once sent, the same request changes nothing more.
    const third = await post('/api/proposals', alice, form);
    expect(third.json().data).toMatchObject({ status: 'submitted', tracking_code: retried.json().data.tracking_code });
  });

  it('answers every one of twenty concurrent sends of the same form with the one proposal, sent once (a balancer retries)', async () => {
    const form = proposalForm();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/proposals', alice, form)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(answers.every((answer) => answer.json().data.status === 'submitted')).toBe(true);
    const rows = await t.database.db.select().from(proposals).where(eq(proposals.requestId, form.request_id));
    expect(rows).toHaveLength(1);
  });

  it('makes one proposal of two concurrent POSTs of the same form', async () => {
    const form = proposalForm({ submit: false });
    const answers = await Promise.all([post('/api/proposals', alice, form), post('/api/proposals', alice, form)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    const rows = await t.database.db.select().from(proposals).where(eq(proposals.requestId, form.request_id));
    expect(rows).toHaveLength(1);
    const created = await t.database.db
      .select()
      .from(submissionTransitions)
      .where(eq(submissionTransitions.submissionId, rows[0]?.id ?? 0));
    expect(created.filter((row) => row.kind === 'proposal')).toHaveLength(1);
  });

  it('takes uploaded files in the creating transaction, and refuses another user’s', async () => {
    const file = await attachment(aliceId);
    const made = await post('/api/proposals', alice, proposalForm({ attachments: [file.id] }));
    expect(made.statusCode).toBe(201);
    expect(made.json().data.attachments).toEqual([
      {
        id: file.id,
        name: 'Thuyết minh.pdf',
        size: file.size,
        mime: 'application/pdf',
        kind: 'attachment',
        url: `/api/uploads/${file.id}`,
        // Private unless the author marks it public.
        public: false,
      },
    ]);
    // Already attached: a second proposal cannot take it, and a failed create leaves no row.
    const form = proposalForm({ attachments: [file.id] });
    const taken = await post('/api/proposals', alice, form);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.attachments).toEqual(['Tệp đính kèm không hợp lệ, vui lòng tải lại']);
    expect(await t.database.db.select().from(proposals).where(eq(proposals.requestId, form.request_id))).toEqual([]);

    const [bobRow] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'nguoidan2@example.vn'));
    const bobs = await attachment(bobRow?.id ?? 0);
    const foreign = await post('/api/proposals', alice, proposalForm({ attachments: [bobs.id] }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.attachments).toEqual(['Tệp đính kèm không hợp lệ, vui lòng tải lại']);
    // The wrong kind: an attachment given as an image.
    const wrongKind = await post('/api/proposals', bob, proposalForm({ images: [bobs.id] }));
    expect(wrongKind.json().errors.images).toEqual(['Tệp đính kèm không hợp lệ, vui lòng tải lại']);
  });

  it('keeps each user to their own proposals: another’s id is 404', async () => {
    const mine = await create(alice, { submit: false });
    for (const response of [
      await get(`/api/proposals/mine/${mine.id}`, bob),
      await put(`/api/proposals/mine/${mine.id}`, bob, { title: 'Của tôi' }),
      await post(`/api/proposals/mine/${mine.id}/submit`, bob),
      await post(`/api/proposals/mine/${mine.id}/withdraw`, bob),
      await get('/api/proposals/mine/987654', alice),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const list = (await get('/api/proposals/mine?per_page=100', bob)).json();
    expect(list.data.map((row: { id: number }) => row.id)).not.toContain(mine.id);
  });

  it('lists my proposals with filters, search and pagination', async () => {
    await create(alice, { title: 'Hệ thống tưới tiêu thông minh', submit: false });
    const all = (await get('/api/proposals/mine?per_page=2', alice)).json();
    expect(all.data).toHaveLength(2);
    expect(all.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(all.meta.total).toBeGreaterThan(2);
    const drafts = (await get('/api/proposals/mine?status=draft&per_page=100', alice)).json();
    expect(drafts.data.every((row: { status: string }) => row.status === 'draft')).toBe(true);
    const found = (await get('/api/proposals/mine?q=tuoi%20tieu', alice)).json();
    expect(found.data.map((row: { title: string }) => row.title)).toEqual(['Hệ thống tưới tiêu thông minh']);
    const bad = await get('/api/proposals/mine?status=lost', alice);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual(['Trạng thái không hợp lệ']);
  });

  it('edits a draft, drops a removed file, then sends it through submit; no edit once sent', async () => {
    const first = await attachment(aliceId, 'Bản cũ.pdf');
    const draft = await create(alice, { submit: false, attachments: [first.id] });
    const second = await attachment(aliceId, 'Bản mới.pdf');
    const edited = await put(`/api/proposals/mine/${draft.id}`, alice, {
      ...proposalForm(),
      title: 'Tên đã sửa',
      submit: false,
      attachments: [second.id],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attachments.map((file: { name: string }) => file.name)).toEqual(['Bản mới.pdf']);
    expect(await t.app.context.uploadRecords.find(first.id)).toBeUndefined();

    // Keeping the same file on the next edit is fine.
    const kept = await put(`/api/proposals/mine/${draft.id}`, alice, {
      ...proposalForm(),
      submit: false,
      attachments: [second.id],
    });
    expect(kept.statusCode).toBe(200);

    const sent = await post(`/api/proposals/mine/${draft.id}/submit`, alice);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'submitted', editable: false });
    expect(sent.json().data.tracking_code).toMatch(/^DX-2026-/);

    const late = await put(`/api/proposals/mine/${draft.id}`, alice, { title: 'Muộn rồi' });
    expect(late.statusCode).toBe(409);
    expect((await post(`/api/proposals/mine/${draft.id}/submit`, alice)).statusCode).toBe(409);
  });

  it('refuses to send an incomplete draft, naming what is missing', async () => {
    const draft = await post('/api/proposals', alice, { request_id: randomUUID(), title: 'Còn thiếu' });
    const response = await post(`/api/proposals/mine/${draft.json().data.id}/submit`, alice);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.summary).toEqual(['Vui lòng nhập tóm tắt']);
  });

  it('lets the author withdraw before approval, and not after', async () => {
    const sent = await create(alice);
    const withdrawn = await post(`/api/proposals/mine/${sent.id}/withdraw`, alice);
    expect(withdrawn.json().data).toMatchObject({ status: 'withdrawn', actions: [] });

    const approved = await create(alice);
    await step(approved.id, 'start_review');
    await step(approved.id, 'approve');
    expect((await post(`/api/proposals/mine/${approved.id}/withdraw`, alice)).statusCode).toBe(409);
  });

  it('lets only staff who moderate use the staff calls', async () => {
    const sent = await create(alice);
    for (const [token, status] of [
      [null, 401],
      [alice, 403],
      [editor, 403],
      [reviewer, 200],
      [admin, 200],
    ] as const) {
      expect((await get('/api/admin/proposals', token)).statusCode).toBe(status);
      expect((await get(`/api/admin/proposals/${sent.id}`, token)).statusCode).toBe(status);
    }
    expect((await step(sent.id, 'start_review', '', alice)).statusCode).toBe(403);
    expect((await step(sent.id, 'start_review', '', editor)).statusCode).toBe(403);
    expect((await post(`/api/admin/proposals/${sent.id}/publish-product`, editor)).statusCode).toBe(403);
    const byReviewer = await step(sent.id, 'start_review', '', reviewer);
    expect(byReviewer.statusCode).toBe(200);
    expect(byReviewer.json().data.status).toBe('under_review');
  });

  it('pages the staff queue in the dialect with a Content-Range header, filtered by state and text', async () => {
    const q = (params: Record<string, unknown>) =>
      Object.entries(params)
        .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
        .join('&');
    const response = await get(`/api/admin/proposals?${q({ filter: { status: 'submitted' }, range: [0, 1] })}`, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((row: { status: string }) => row.status === 'submitted')).toBe(true);
    expect(body[0].author).toMatchObject({ email: expect.stringMatching(/@example\.vn$/) });
    const total = Number(/\/(\d+)$/.exec(response.headers['content-range'] as string)?.[1]);
    expect(response.headers['content-range']).toBe(`proposals 0-${body.length - 1}/${total}`);
    const second = await get(`/api/admin/proposals?${q({ filter: { status: 'submitted' }, range: [2, 3] })}`, admin);
    expect(second.headers['content-range']).toMatch(/^proposals 2-\d+\/\d+$/);
    const several = await get(`/api/admin/proposals?${q({ filter: { status: ['submitted', 'approved'] } })}`, admin);
    expect(several.json().every((row: { status: string }) => ['submitted', 'approved'].includes(row.status))).toBe(
      true,
    );
    const sorted = (await get(`/api/admin/proposals?${q({ sort: ['id', 'ASC'], range: [0, 99] })}`, admin)).json();
    const ids = sorted.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const many = await get(`/api/admin/proposals?${q({ filter: { id: ids.slice(0, 2) } })}`, admin);
    expect(
      many
        .json()
        .map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual(ids.slice(0, 2).sort());
    // By its tracking code, whole or in part, in any case (the search box says so).
    const [first] = sorted as { id: number; tracking_code: string }[];
    for (const code of [first?.tracking_code ?? '', (first?.tracking_code ?? '').toLowerCase().slice(3)]) {
      const found = await get(`/api/admin/proposals?${q({ filter: { q: code } })}`, admin);
      expect(
        found.json().map((row: { id: number }) => row.id),
        code,
      ).toContain(first?.id);
    }
    const none = await get(`/api/admin/proposals?${q({ filter: { q: 'khong co gi nhu the' } })}`, admin);
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toBe('proposals 0-0/0');
    const badState = await get(`/api/admin/proposals?${q({ filter: { status: 'lung tung' } })}`, admin);
    expect(badState.json()).toEqual([]);
    expect((await get('/api/admin/proposals?range=abc', admin)).statusCode).toBe(422);
  });

  it('exports the staff queue as an Excel file with the list filters, moderators only', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'submitted' }));
    const response = await get(`/api/admin/proposals/export.xlsx?filter=${filter}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="proposals-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const strings = strFromU8(files['xl/sharedStrings.xml'] as Uint8Array);
    expect(strings).toContain('Mã hồ sơ');
    expect(strings).toContain('Đã gửi');
    expect(strings).not.toContain('Bản nháp');
    // Who sent it, what they need, the budget and whom to call, in words.
    for (const text of ['Tổ chức/cá nhân sở hữu', 'Nhu cầu', 'Kinh phí', 'Người liên hệ', 'Số điện thoại liên hệ']) {
      expect(strings).toContain(text);
    }
    expect(strings).toContain('Hợp tác xã Diễn Châu');
    expect(strings).toContain('Tìm đối tác; Tìm nhà đầu tư');
    expect(strings).toContain('Không sử dụng ngân sách nhà nước');
    expect(strings).toContain('Nguyễn Văn An');
    expect((await get('/api/admin/proposals/export.xlsx', editor)).statusCode).toBe(403);
  });

  it('runs the staff decisions with notes, mails the author each time, and shows notes in the author’s timeline', async () => {
    const sent = await create(alice, { title: 'Đề xuất cần bổ sung' });
    expect((await step(sent.id, 'start_review')).statusCode).toBe(200);
    const noNote = await step(sent.id, 'request_revision');
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual(['Vui lòng nhập lý do để người gửi biết cần làm gì']);
    const revision = await step(sent.id, 'request_revision', 'Vui lòng bổ sung ảnh sản phẩm');
    expect(revision.json().data.status).toBe('needs_revision');
    expect((await step(sent.id, 'publish')).statusCode).toBe(409);

    const mails = await mailsAbout(sent.tracking_code ?? '', 3); // sent, taken up, sent back
    for (const mail of mails) {
      expect(mail.to).toContain('nguoidan1@example.vn');
      expect(mail.subject).toContain(sent.tracking_code);
      expect(mail.text).toContain(`mã hồ sơ ${sent.tracking_code}`);
    }
    expect(mails.map((mail) => mail.subject).join('|')).toContain('Cần bổ sung');
    expect(mails.find((mail) => mail.subject.includes('Cần bổ sung'))?.text).toContain('Vui lòng bổ sung ảnh sản phẩm');

    const mine = (await get(`/api/proposals/mine/${sent.id}`, alice)).json().data;
    expect(mine).toMatchObject({ status: 'needs_revision', editable: true, actions: ['submit', 'withdraw'] });
    expect(mine.timeline.map((line: { action: string }) => line.action)).toEqual([
      'create',
      'submit',
      'start_review',
      'request_revision',
    ]);
    expect(mine.timeline.at(-1)).toMatchObject({
      note: 'Vui lòng bổ sung ảnh sản phẩm',
      actor: 'Sở Khoa học và Công nghệ',
    });

    const resent = await put(`/api/proposals/mine/${sent.id}`, alice, {
      ...proposalForm(),
      summary: 'Đã bổ sung',
      submit: true,
    });
    expect(resent.json().data).toMatchObject({ status: 'submitted', tracking_code: sent.tracking_code });
    await step(sent.id, 'start_review');
    const approved = await step(sent.id, 'approve', 'Đạt yêu cầu');
    expect(approved.json().data).toMatchObject({ status: 'approved', staff_actions: ['publish'] });
    const later = await mailsAbout(sent.tracking_code ?? '', 3);
    expect(later.map((mail) => mail.subject.includes(sent.tracking_code ?? '-'))).toEqual([true, true, true]);
    const staffView = (await get(`/api/admin/proposals/${sent.id}`, admin)).json().data;
    expect(staffView.author).toMatchObject({ email: 'nguoidan1@example.vn' });
    expect(staffView.timeline.at(-1).actor).not.toBe('Sở Khoa học và Công nghệ');
  });

  it('shows only approved and published proposals to visitors, with filters and only published contacts', async () => {
    const image = await t.app.context.uploadRecords.create(aliceId, 'image', Buffer.from('webp-bytes'), {
      name: 'Ảnh máy.webp',
      mime: 'image/webp',
      extension: 'webp',
    });
    const doc = await attachment(aliceId, 'Hồ sơ công khai.pdf');
    const states: Record<string, number> = {};
    states.submitted = (await create(alice, { title: 'Công khai chưa duyệt' })).id;
    const approved = await create(alice, {
      title: 'Công khai đã duyệt',
      demand_types: [4],
      budget: 0,
      field: 'Y dược',
      images: [image.id],
      attachments: [doc.id],
      public_attachments: [doc.id],
      publish_phone: true,
    });
    await step(approved.id, 'start_review');
    await step(approved.id, 'approve');
    const rejected = await create(alice, { title: 'Công khai bị từ chối' });
    await step(rejected.id, 'start_review');
    await step(rejected.id, 'reject', 'Không phù hợp');

    const list = (await get('/api/proposals?q=cong%20khai')).json();
    expect(list.data.map((row: { title: string }) => row.title)).toEqual(['Công khai đã duyệt']);
    expect(list.data[0]).toMatchObject({ budget: 0, demand_types: [4], field: 'Y dược' });
    expect(list.data[0].image.url).toBe(`/api/proposals/${approved.id}/files/${image.id}`);
    expect((await get('/api/proposals?demand_type=4&budget=0&field=Y%20d%C6%B0%E1%BB%A3c')).json().data).toHaveLength(
      1,
    );
    expect((await get('/api/proposals?demand_type=4&budget=1')).json().data).toHaveLength(0);
    const customer = await get('/api/proposals?demand_type=2');
    expect(customer.statusCode).toBe(422);
    expect(customer.json().errors.demand_type).toEqual([
      'Nhu cầu “Tìm khách hàng” không còn được tiếp nhận, vui lòng chọn nhu cầu khác',
    ]);

    const detail = await get(`/api/proposals/${approved.id}`);
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    // The author chose to publish the phone, not the e-mail.
    expect(data.contact).toEqual({ name: 'Nguyễn Văn An', phone: '0912345678', email: null });
    expect(data.organisation).toBe('Hợp tác xã Diễn Châu');
    expect(JSON.stringify(data)).not.toContain('lienhe@htx.vn');
    const mine = (await get(`/api/proposals/mine/${approved.id}`, alice)).json().data;
    expect(mine).toMatchObject({ publish_phone: true, publish_email: false, contact_email: 'lienhe@htx.vn' });
    expect(JSON.stringify(data)).not.toContain('nguoidan1@example.vn');
    expect(data.attachments[0].url).toBe(`/api/proposals/${approved.id}/files/${doc.id}`);
    for (const id of [states.submitted, rejected.id, 999_999]) {
      expect((await get(`/api/proposals/${id}`)).statusCode).toBe(404);
    }
    // Neither phone nor e-mail unless chosen (the default).
    const hidden = await create(alice, { title: 'Không công khai liên hệ' });
    await step(hidden.id, 'start_review');
    await step(hidden.id, 'approve');
    expect((await get(`/api/proposals/${hidden.id}`)).json().data.contact).toEqual({
      name: 'Nguyễn Văn An',
      phone: null,
      email: null,
    });

    const file = await get(`/api/proposals/${approved.id}/files/${doc.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe(FILE_CSP);
    const picture = await get(`/api/proposals/${approved.id}/files/${image.id}`);
    expect(picture.headers['content-disposition']).toMatch(/^inline;/);
    expect(picture.headers['content-security-policy']).toBe(FILE_CSP);
    expect((await get(`/api/proposals/${states.submitted}/files/${doc.id}`)).statusCode).toBe(404);
    expect((await get(`/api/proposals/${approved.id}/files/abc`)).statusCode).toBe(404);
  });

  it('publishes an approved proposal as a marketplace product in one step', async () => {
    const sent = await create(alice, { title: 'Máy sấy <b>năng lượng</b> mặt trời', readiness_level: 8 });
    expect((await post(`/api/admin/proposals/${sent.id}/publish-product`, admin)).statusCode).toBe(409);
    await step(sent.id, 'start_review');
    await step(sent.id, 'approve');
    const response = await post(`/api/admin/proposals/${sent.id}/publish-product`, reviewer);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.status).toBe('published');
    expect(data.product_id).toEqual(expect.any(Number));
    const [product] = await t.database.db.select().from(products).where(eq(products.id, data.product_id));
    expect(product).toMatchObject({
      name: 'Máy sấy <b>năng lượng</b> mặt trời',
      slug: 'may-say-b-nang-luong-b-mat-troi',
      status: 'published',
      readinessLevel: 8,
      ownerOrganisation: 'Hợp tác xã Diễn Châu',
      demandTypes: [1, 3],
      // Not chosen for publication: the public product does not carry them either.
      contactPhone: '',
      contactEmail: '',
    });
    expect(product?.description).not.toContain('<b>');
    expect((await get(`/api/products/${product?.slug}`)).statusCode).toBe(200);
    expect((await get(`/api/proposals/${sent.id}`)).json().data.product_slug).toBe(product?.slug);
    // Published once: the second call is refused and makes no second product.
    expect((await post(`/api/admin/proposals/${sent.id}/publish-product`, admin)).statusCode).toBe(409);

    // A second proposal with the same title gets its own slug.
    const twin = await create(alice, { title: 'Máy sấy <b>năng lượng</b> mặt trời' });
    await step(twin.id, 'start_review');
    await step(twin.id, 'approve');
    const second = (await post(`/api/admin/proposals/${twin.id}/publish-product`, admin)).json().data;
    const [other] = await t.database.db.select().from(products).where(eq(products.id, second.product_id));
    expect(other?.slug).toBe('may-say-b-nang-luong-b-mat-troi-2');
  });

  it('gives an all-digit title a prefixed slug, and steps over a slug taken since the look-up', async () => {
    const approve = async (title: string) => {
      const sent = await create(alice, { title, publish_email: true });
      await step(sent.id, 'start_review');
      await step(sent.id, 'approve');
      return sent.id;
    };
    const digits = await approve('2025');
    const published = (await post(`/api/admin/proposals/${digits}/publish-product`, admin)).json().data;
    const [product] = await t.database.db.select().from(products).where(eq(products.id, published.product_id));
    expect(product).toMatchObject({ slug: 'san-pham-2025', contactEmail: 'lienhe@htx.vn', contactPhone: '' });

    // Another publication takes the slugs between the look-up and the insert: the look-up is
    // made to see nothing, so the insert meets `san-pham-2025` taken and must go on to `-2`.
    const { lifecycle } = t.app.context;
    let blinded = 0;
    const blind = <T extends object>(tx: T): T => {
      let selects = 0;
      return new Proxy(tx, {
        get(target, property) {
          const value = Reflect.get(target, property);
          if (property === 'select') {
            return (...args: unknown[]) =>
              ++selects === 2
                ? {
                    from: () => ({
                      where: async () => {
                        blinded++;
                        return [];
                      },
                    }),
                  }
                : (value as (...args: unknown[]) => unknown).apply(target, args);
          }
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    };
    const service = createProposalsService({
      ...t.app.context,
      lifecycle: {
        ...lifecycle,
        transition: (kind, id, action, actor, note, within) =>
          lifecycle.transition(kind, id, action, actor, note, within && ((tx) => within(blind(tx)))),
      },
    });
    const twin = await approve('2025');
    const [adminUser] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, t.config.ADMIN_EMAIL));
    const answer = await service.publishAsProduct(adminUser?.id ?? 0, twin);
    expect(answer.status).toBe('published');
    const [retried] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, answer.product_id ?? 0));
    expect(blinded).toBe(1);
    expect(retried?.slug).toBe('san-pham-2025-2');
  });

  it('answers 404 for ids that are not numbers, for visitors, authors and staff', async () => {
    for (const id of ['abc', '1e3', '0', '-1', '1.5', '99999999999999999999', '%20']) {
      expect((await get(`/api/proposals/${id}`)).statusCode, id).toBe(404);
      expect((await get(`/api/proposals/${id}/files/x`)).statusCode, id).toBe(404);
      expect((await get(`/api/proposals/mine/${id}`, alice)).statusCode, id).toBe(404);
      expect((await post(`/api/proposals/mine/${id}/submit`, alice)).statusCode, id).toBe(404);
      expect((await get(`/api/admin/proposals/${id}`, admin)).statusCode, id).toBe(404);
    }
    expect((await post('/api/admin/proposals/abc/transitions', admin, { action: 'start_review' })).statusCode).toBe(
      404,
    );
    expect((await post('/api/admin/proposals/abc/publish-product', admin)).statusCode).toBe(404);
    // Still signed-in first: no token is 401 whatever the id.
    expect((await get('/api/proposals/mine/abc')).statusCode).toBe(401);
  });

  it('never shows drafts in the staff queue, even asked for them', async () => {
    const draft = await post('/api/proposals', alice, { request_id: randomUUID(), title: 'Nháp riêng tư zqx' });
    expect(draft.statusCode).toBe(201);
    const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
    const asked = await get(`/api/admin/proposals?${filter({ status: 'draft' })}`, admin);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual([]);
    expect(asked.headers['content-range']).toBe('proposals 0-0/0');
    const searched = await get(`/api/admin/proposals?${filter({ q: 'zqx' })}`, admin);
    expect(searched.json()).toEqual([]);
    const all = (await get(`/api/admin/proposals?range=${encodeURIComponent('[0,999]')}`, admin)).json();
    expect(all.some((row: { status: string }) => row.status === 'draft')).toBe(false);
  });

  it('answers 409, not 422, when a proposal that may not be sent is sent again, whatever it lacks', async () => {
    const sent = await create(alice);
    await t.database.db.update(proposals).set({ summary: '' }).where(eq(proposals.id, sent.id));
    const again = await post(`/api/proposals/mine/${sent.id}/submit`, alice);
    expect(again.statusCode).toBe(409);
  });

  it('does not empty the public cache when a draft is saved', async () => {
    const draft = (await post('/api/proposals', alice, { request_id: randomUUID(), title: 'Nháp' })).json().data;
    const invalidate = vi.spyOn(t.app.context.publicCache, 'invalidate');
    try {
      const saved = await put(`/api/proposals/mine/${draft.id}`, alice, { title: 'Nháp đã sửa' });
      expect(saved.statusCode).toBe(200);
      expect(invalidate).not.toHaveBeenCalled();
    } finally {
      invalidate.mockRestore();
    }
  });

  it('takes solutions only for problems whose deadline has not passed in Vietnam', async () => {
    const today = vietnamToday(t.app.context.now());
    const yesterday = vietnamToday(new Date(t.app.context.now().getTime() - 86_400_000));
    const [past, due] = await t.database.db
      .insert(bigProblems)
      .values([
        {
          slug: 'qua-han',
          title: 'Bài toán quá hạn',
          field: 'Nông nghiệp',
          status: 'open',
          deadline: yesterday,
          publishedAt: t.now(),
        },
        {
          slug: 'hom-nay',
          title: 'Bài toán hạn hôm nay',
          field: 'Nông nghiệp',
          status: 'open',
          deadline: today,
          publishedAt: t.now(),
        },
      ])
      .returning({ id: bigProblems.id });
    const late = await post('/api/proposals', alice, proposalForm({ big_problem_id: past?.id ?? 0 }));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.big_problem_id).toEqual(['Bài toán không tồn tại hoặc đã ngừng nhận giải pháp']);
    const onTime = await post('/api/proposals', alice, proposalForm({ big_problem_id: due?.id ?? 0 }));
    expect(onTime.statusCode).toBe(201);
  });

  it('links a solution to an open big problem', async () => {
    const response = await post(
      '/api/proposals',
      alice,
      proposalForm({ proposal_kind: 'product', big_problem_id: openProblem, title: 'Giải pháp cho bài toán mở' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      proposal_kind: 'solution',
      big_problem: { id: openProblem, slug: 'mo', title: 'Bài toán đang mở' },
    });
    const id = response.json().data.id;
    // A "Giải pháp" to its author: its code is GP-…, and so are the bell's words.
    expect(response.json().data.tracking_code).toMatch(/^GP-2026-\d{6}$/);
    await step(id, 'start_review');
    await step(id, 'approve');
    const bell = (await get('/api/notifications', alice)).json().data;
    expect(bell[0].text).toMatch(/^Giải pháp GP-2026-\d{6} “Giải pháp cho bài toán mở” đã được duyệt\./);
    const listed = (await get(`/api/proposals?big_problem=${openProblem}`)).json().data;
    expect(listed.map((row: { id: number }) => row.id)).toEqual([id]);
    const solutions = (await get(`/api/big-problems/mo/solutions`)).json();
    expect(solutions.data.map((row: { title: string }) => row.title)).toContain('Giải pháp cho bài toán mở');
  });
  it('finds my proposal by its tracking code, in any case, and never another’s', async () => {
    const sent = await create(alice, { title: 'Cảm biến độ ẩm đất' });
    const code = sent.tracking_code ?? '';
    expect(code).toMatch(/^DX-2026-\d{6}$/);
    for (const q of [code, code.toLowerCase(), code.slice(3)]) {
      const found = (await get(`/api/proposals/mine?q=${encodeURIComponent(q)}`, alice)).json();
      expect(found.data.map((row: { id: number }) => row.id)).toEqual([sent.id]);
    }
    expect((await get(`/api/proposals/mine?q=${encodeURIComponent(code)}`, bob)).json().data).toEqual([]);
  });

  it('takes the field only from the managed list: 422 “Vui lòng chọn lĩnh vực” for an unknown one, also in a draft', async () => {
    for (const field of ['Nuôi trồng thủy sản', 'nông nghiệp', 'Nông nghiệp <b>']) {
      const response = await post('/api/proposals', alice, proposalForm({ field }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.field).toEqual(['Vui lòng chọn lĩnh vực']);
      const draft = await post('/api/proposals', alice, proposalForm({ field, submit: false }));
      expect(draft.json().errors.field).toEqual(['Vui lòng chọn lĩnh vực']);
    }
    const missing = await post('/api/proposals', alice, proposalForm({ field: '' }));
    expect(missing.json().errors).toEqual({ field: ['Vui lòng chọn lĩnh vực'] });
    // A draft may leave it empty for now, and a field of the list is taken as it is.
    const draft = await create(alice, { field: '', submit: false });
    const edited = await put(`/api/proposals/mine/${draft.id}`, alice, proposalForm({ field: 'Cơ khí - Tự động hóa' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ field: 'Cơ khí - Tự động hóa', status: 'submitted' });
    const unknown = await put(`/api/proposals/mine/${draft.id}`, alice, proposalForm({ field: 'Khác' }));
    expect(unknown.statusCode).toBe(422);
  });

  it('files a proposal under a technology field, not under one of the department’s areas of work (ideas keep those)', async () => {
    for (const field of [
      'Khoa học và công nghệ',
      'Đổi mới sáng tạo',
      'Sở hữu trí tuệ',
      'Tiêu chuẩn đo lường chất lượng',
    ]) {
      const response = await post('/api/proposals', alice, proposalForm({ field }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.field).toEqual(['Vui lòng chọn lĩnh vực']);
    }
    // One filed under such an area before keeps it until its author edits it.
    const sent = await create(alice);
    await t.database.db.update(proposals).set({ field: 'Sở hữu trí tuệ' }).where(eq(proposals.id, sent.id));
    expect((await get(`/api/proposals/mine/${sent.id}`, alice)).json().data.field).toBe('Sở hữu trí tuệ');
  });

  it('asks for a field from the list before sending a draft kept with an old free-text field', async () => {
    const draft = await create(alice, { submit: false });
    await t.database.db.update(proposals).set({ field: 'Thủy sản nước lợ' }).where(eq(proposals.id, draft.id));
    const response = await post(`/api/proposals/mine/${draft.id}/submit`, alice);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ field: ['Vui lòng chọn lĩnh vực'] });
  });

  it('maps the old free-text fields to the managed list where it can (migration 0012), and keeps the rest', async () => {
    const migration = readFileSync(path.join(migrationsDir, '0012_proposal_fields.sql'), 'utf8');
    // Every field the migration writes is one of the list.
    const targets = [...migration.matchAll(/\('[^']*', '([^']*)'\)/g)].map((match) => match[1]);
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.filter((name) => !isSubmissionField(name ?? ''))).toEqual([]);
    const typed = {
      'nong nghiep': 'Nông nghiệp',
      '  Công  nghệ thông tin ': 'Công nghệ thông tin',
      CNTT: 'Công nghệ thông tin',
      'Y tế': 'Y dược',
      'Cơ khí - tự động hoá': 'Cơ khí - Tự động hóa',
      'Thủy sản nước lợ': 'Thủy sản nước lợ',
      '': '',
    };
    const rows = await t.database.db
      .insert(proposals)
      .values(Object.keys(typed).map((field) => ({ title: `Lĩnh vực cũ ${field}`, field, authorId: aliceId })))
      .returning({ id: proposals.id, field: proposals.field });
    await t.database.db.execute(sql.raw(migration));
    const after = await t.database.db
      .select({ id: proposals.id, field: proposals.field })
      .from(proposals)
      .where(
        inArray(
          proposals.id,
          rows.map((row) => row.id),
        ),
      );
    const fieldOf = new Map(after.map((row) => [row.id, row.field]));
    expect(rows.map((row) => fieldOf.get(row.id))).toEqual(Object.values(typed));
  });

  it('lets the author delete a draft with its files and timeline; another’s is 404, a sent one 409', async () => {
    const file = await attachment(aliceId, 'Nháp.pdf');
    const draft = await create(alice, { submit: false, attachments: [file.id] });
    const del = (id: number | string, token: string | null) =>
      t.app.inject({ method: 'DELETE', url: `/api/proposals/mine/${id}`, headers: token ? bearer(token) : {} });

    expect((await del(draft.id, null)).statusCode).toBe(401);
    const foreign = await del(draft.id, bob);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Không tìm thấy đề xuất');
    expect((await del(draft.id, admin)).statusCode).toBe(404);
    expect((await del('abc', alice)).statusCode).toBe(404);

    const sent = await create(alice);
    const refused = await del(sent.id, alice);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Chỉ xóa được đề xuất ở trạng thái Bản nháp; đề xuất đã gửi có thể rút');
    expect((await get(`/api/proposals/mine/${sent.id}`, alice)).statusCode).toBe(200);

    const deleted = await del(draft.id, alice);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Đã xóa bản nháp đề xuất.');
    expect((await get(`/api/proposals/mine/${draft.id}`, alice)).statusCode).toBe(404);
    expect(await t.database.db.select().from(proposals).where(eq(proposals.id, draft.id))).toEqual([]);
    const timeline = await t.database.db
      .select()
      .from(submissionTransitions)
      .where(and(eq(submissionTransitions.kind, 'proposal'), eq(submissionTransitions.submissionId, draft.id)));
    expect(timeline).toEqual([]);
    expect(await t.app.context.uploadRecords.find(file.id)).toBeUndefined();
    expect((await del(draft.id, alice)).statusCode).toBe(404);
  });

  it('publishes only the attachments the author marked public; private ones stay with the author and staff', async () => {
    const open = await attachment(aliceId, 'Giới thiệu công khai.pdf');
    const secret = await attachment(aliceId, 'Bản vẽ riêng.pdf');
    const notMine = await attachment(aliceId, 'Không thuộc đề xuất.pdf');
    const stray = await post(
      '/api/proposals',
      alice,
      proposalForm({ attachments: [open.id], public_attachments: [notMine.id] }),
    );
    expect(stray.statusCode).toBe(422);
    expect(stray.json().errors.public_attachments).toEqual(['Chỉ chọn công khai được các tệp đính kèm của đề xuất']);

    const sent = await create(alice, {
      title: 'Bộ điều khiển tưới có tệp riêng',
      readiness_level: 6,
      attachments: [open.id, secret.id],
      public_attachments: [open.id],
    });
    const mine = (await get(`/api/proposals/mine/${sent.id}`, alice)).json().data;
    expect(mine.attachments.map((file: { name: string; public: boolean }) => [file.name, file.public])).toEqual([
      ['Giới thiệu công khai.pdf', true],
      ['Bản vẽ riêng.pdf', false],
    ]);
    // Staff see the choice per file before deciding.
    const staffView = (await get(`/api/admin/proposals/${sent.id}`, reviewer)).json().data;
    expect(staffView.attachments.map((file: { public: boolean }) => file.public)).toEqual([true, false]);

    await step(sent.id, 'start_review');
    await step(sent.id, 'approve');
    const detail = (await get(`/api/proposals/${sent.id}`)).json().data;
    expect(detail.attachments.map((file: { name: string }) => file.name)).toEqual(['Giới thiệu công khai.pdf']);
    expect(JSON.stringify(detail)).not.toContain(secret.id);
    expect((await get(`/api/proposals/${sent.id}/files/${open.id}`)).statusCode).toBe(200);
    for (const token of [null, bob]) {
      expect((await get(`/api/proposals/${sent.id}/files/${secret.id}`, token)).statusCode).toBe(404);
      expect((await get(`/api/uploads/${secret.id}`, token)).statusCode).not.toBe(200);
    }
    // The author and staff still open it where they always did.
    expect((await get(`/api/uploads/${secret.id}`, alice)).statusCode).toBe(200);
    expect((await get(`/api/uploads/${secret.id}`, reviewer)).statusCode).toBe(200);

    const published = (await post(`/api/admin/proposals/${sent.id}/publish-product`, admin)).json().data;
    const [product] = await t.database.db.select().from(products).where(eq(products.id, published.product_id));
    expect(product?.attachments.map((file) => file.name)).toEqual(['Giới thiệu công khai.pdf']);
    const productDetail = (await get(`/api/products/${product?.slug}`)).json().data;
    expect(JSON.stringify(productDetail)).not.toContain('Bản vẽ riêng.pdf');
  });
});
