import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { approveProposal } from '../../test/proposal-form.ts';
import { callAs } from '../admin/resources/staff-test-app.ts';

/**
 * A proposal's web address (the catalogue's proof field) on every surface, and staff correcting
 * what its author wrote.
 */
describe('a proposal’s fields from its catalogue', () => {
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
  const visitor = (url: string) => t.app.inject({ method: 'GET', url });

  const form = (overrides: Record<string, unknown> = {}) => ({
    request_id: randomUUID(),
    title: 'Máy sấy nông sản bằng nhiệt mặt trời',
    proposal_kind: 'product',
    field: 'Nông nghiệp',
    summary: 'Sấy chuối, mít, rau củ bằng khí nóng từ tấm thu nhiệt.',
    description: 'Buồng sấy 200 kg mỗi mẻ, tấm thu nhiệt mặt trời và quạt điện một chiều dùng pin.',
    readiness_level: 6,
    demand_types: [1, 3],
    organisation: 'Hợp tác xã Nông sản Thanh Chương',
    contact_name: 'Phan Thị Huệ',
    contact_phone: '0913 222 444',
    contact_email: 'hue@htx-thanhchuong.vn',
    website: 'https://htx-thanhchuong.vn',
    submit: true,
    ...overrides,
  });

  async function approved(overrides: Record<string, unknown> = {}) {
    const sent = await call(tokens.citizen, 'POST', '/api/proposals', form(overrides));
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as number;
    await approveProposal(call, tokens.reviewer, id);
    return id;
  }

  it('refuses a web address that is not http(s), under its field, and keeps an empty one as none', async () => {
    for (const website of [
      'javascript:alert(1)',
      'ftp://htx.vn',
      'htx.vn',
      'https://htx .vn',
      `https://${'a'.repeat(500)}.vn`,
    ]) {
      const sent = await call(tokens.citizen, 'POST', '/api/proposals', form({ website }));
      expect(sent.statusCode, website).toBe(422);
      expect(sent.json().errors.website?.[0], website).toMatch(/^Trang web /);
    }
    const none = await call(tokens.citizen, 'POST', '/api/proposals', form({ website: '  ', submit: false }));
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json().data.website).toBeNull();
  });

  it('shows the web address to its author, the public, the open data and the staff export', async () => {
    const id = await approved({ title: 'Máy sấy có trang web' });
    expect((await call(tokens.citizen, 'GET', `/api/proposals/mine/${id}`)).json().data.website).toBe(
      'https://htx-thanhchuong.vn',
    );
    const shown = (await visitor(`/api/proposals/${id}`)).json().data;
    expect(shown).toMatchObject({
      website: 'https://htx-thanhchuong.vn',
      organisation: 'Hợp tác xã Nông sản Thanh Chương',
    });
    expect(shown.contact).toEqual({ name: 'Phan Thị Huệ', phone: null, email: null });
    expect(shown).not.toHaveProperty('contact_phone');

    const rows = (await visitor('/api/open-data/proposals.json')).json();
    const row = (Array.isArray(rows) ? rows : rows.data).find((line: { id: number }) => line.id === id);
    expect(row).toMatchObject({
      website: 'https://htx-thanhchuong.vn',
      kind: 'Sản phẩm',
      readiness_level: 6,
      ip_advice: 'Đề nghị Hội đồng đánh giá và công bố ngay, không cần tư vấn bảo hộ sở hữu trí tuệ',
    });
    const catalogue = (await visitor('/api/open-data')).json();
    expect(JSON.stringify(catalogue)).toContain('Trang web');

    const sheet = await call(tokens.reviewer, 'GET', '/api/admin/proposals/export.xlsx');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
  });

  it('lets staff who moderate correct a sent proposal, audited, and tells its author', async () => {
    const id = await approved({ title: 'Máy sấy cần sửa tên tổ chức' });
    const correct = (token: string, body: unknown) => call(token, 'PUT', `/api/admin/proposals/${id}/fields`, body);

    const noNote = await correct(tokens.reviewer, { organisation: 'HTX Thanh Chương' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual(['Vui lòng nhập lý do chỉnh sửa để gửi tới người gửi đề xuất']);
    const emptied = await correct(tokens.reviewer, { organisation: '', note: 'Bỏ tên' });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().errors.organisation).toEqual(['Vui lòng nhập tên tổ chức/cá nhân']);
    const badLink = await correct(tokens.reviewer, { website: 'javascript:alert(1)', note: 'Sửa' });
    expect(badLink.statusCode).toBe(422);
    expect(badLink.json().errors.website).toHaveLength(1);
    expect((await correct(tokens.editor, { organisation: 'X', note: 'Sửa' })).statusCode).toBe(403);
    expect((await correct(tokens.citizen, { organisation: 'X', note: 'Sửa' })).statusCode).toBe(403);
    expect(
      (await correct(tokens.reviewer, { organisation: 'Hợp tác xã Nông sản Thanh Chương', note: 'Không đổi' }))
        .statusCode,
    ).toBe(409);

    const note = 'Sửa tên hợp tác xã theo giấy chứng nhận đăng ký';
    const done = await correct(tokens.reviewer, {
      organisation: 'Hợp tác xã Dịch vụ nông nghiệp Thanh Chương',
      website: 'https://thanhchuong.coop.vn',
      note,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      organisation: 'Hợp tác xã Dịch vụ nông nghiệp Thanh Chương',
      website: 'https://thanhchuong.coop.vn',
      contact_name: 'Phan Thị Huệ',
      status: 'approved',
    });
    expect((await visitor(`/api/proposals/${id}`)).json().data.organisation).toBe(
      'Hợp tác xã Dịch vụ nông nghiệp Thanh Chương',
    );

    const filter = encodeURIComponent(
      JSON.stringify({ resource: 'proposals', record_id: String(id), action: 'correct' }),
    );
    const log = (await call(tokens.admin, 'GET', `/api/admin/audit-log?filter=${filter}`)).json();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actor_role: 'reviewer',
      before: { organisation: 'Hợp tác xã Nông sản Thanh Chương', website: 'https://htx-thanhchuong.vn' },
      after: { organisation: 'Hợp tác xã Dịch vụ nông nghiệp Thanh Chương', note },
    });

    const bell = (await call(tokens.citizen, 'GET', '/api/notifications')).json().data;
    expect(bell[0].text).toBe(
      `Đề xuất ${done.json().data.tracking_code} “Máy sấy cần sửa tên tổ chức”: Sở đã chỉnh sửa Tổ chức/cá nhân sở hữu, Trang web. Lý do: ${note}`,
    );
    // A line of the author's "Quá trình xử lý", the state unchanged, the department named as the actor.
    const timeline = (await call(tokens.citizen, 'GET', `/api/proposals/mine/${id}`)).json().data.timeline;
    expect(timeline.at(-1)).toMatchObject({
      action: 'correct',
      from: 'approved',
      to: 'approved',
      actor: 'Sở Khoa học và Công nghệ',
      note: `Thông tin được chỉnh sửa: Tổ chức/cá nhân sở hữu, Trang web. Lý do: ${note}`,
    });

    // A corrected title: the notice names the proposal as its author will now find it.
    const renamed = await correct(tokens.reviewer, {
      title: 'Máy sấy nông sản tiết kiệm điện',
      note: 'Sửa tên cho rõ',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const latest = (await call(tokens.citizen, 'GET', '/api/notifications')).json().data[0];
    expect(latest.text).toContain('“Máy sấy nông sản tiết kiệm điện”: Sở đã chỉnh sửa Tên đề xuất.');
  });

  it('does not let staff open or touch a draft, a proposal’s or an idea’s', async () => {
    const draft = await call(tokens.citizen, 'POST', '/api/proposals', form({ submit: false }));
    const id = draft.json().data.id as number;
    expect((await call(tokens.reviewer, 'GET', `/api/admin/proposals/${id}`)).statusCode).toBe(404);
    const idea = await call(tokens.citizen, 'POST', '/api/ideas', {
      request_id: randomUUID(),
      title: 'Bản nháp ý tưởng của người dân',
    });
    expect(idea.statusCode, idea.body).toBe(201);
    expect((await call(tokens.reviewer, 'GET', `/api/admin/ideas/${idea.json().data.id}`)).statusCode).toBe(404);
    const answer = await call(tokens.reviewer, 'PUT', `/api/admin/proposals/${id}/fields`, {
      title: 'Khác',
      note: 'Sửa',
    });
    expect(answer.statusCode).toBe(404);
  });
});
