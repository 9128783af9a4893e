import { adminContentMessages } from '@portal/shared/admin-content';
import { describe, expect, it } from 'vitest';
import { callAs, useStaffApp } from './staff-test-app.ts';

interface Page {
  id: number;
  slug: string;
  path: string;
  title: string;
  body: string;
  visible: boolean;
  fixed: boolean;
}

describe('the back office static pages', () => {
  const staff = useStaffApp({ SEED_DEMO_CONTENT: 'true' });

  const call = (method: string, url: string, token: string, payload?: unknown) =>
    callAs(staff.t, token, method, url, payload);
  const pages = async (query = '') =>
    (await call('GET', `/api/admin/static-pages${query}`, staff.tokens.editor)).json() as Page[];
  const bySlug = async (slug: string) => (await pages()).find((page) => page.slug === slug) as Page;
  const visitor = (url: string) => staff.t.app.inject({ method: 'GET', url });

  it("list the menu's two pages first, then the three skeletons to fill, hidden, each with its address", async () => {
    const listed = await call('GET', '/api/admin/static-pages', staff.tokens.editor);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-range']).toBe('static-pages 0-4/5');
    expect(listed.json().map((page: Page) => [page.path, page.visible, page.fixed])).toEqual([
      ['/introduce', true, true],
      ['/propose-introduce', true, true],
      ['/pages/chuc-nang-nhiem-vu', false, false],
      ['/pages/co-cau-to-chuc', false, false],
      ['/pages/dau-moi-lien-he', false, false],
    ]);
    const hidden = await pages(`?filter=${encodeURIComponent('{"visible":false}')}`);
    expect(hidden.map((page) => page.slug)).toEqual(['chuc-nang-nhiem-vu', 'co-cau-to-chuc', 'dau-moi-lien-he']);
    const found = await pages(`?filter=${encodeURIComponent('{"q":"nguoi phat ngon"}')}`);
    expect(found.map((page) => page.slug)).toEqual(['dau-moi-lien-he']);
    // A skeleton is not on the portal until staff show it, and not shown with its words of what to write.
    expect((await visitor('/api/pages/co-cau-to-chuc')).statusCode).toBe(404);
    const skeleton = await bySlug('co-cau-to-chuc');
    const shown = await call('PUT', `/api/admin/static-pages/${skeleton.id}`, staff.tokens.editor, {
      title: skeleton.title,
      slug: skeleton.slug,
      body: skeleton.body,
      visible: true,
    });
    expect(shown.statusCode).toBe(422);
    expect(shown.json().errors.visible).toEqual([
      'Trang còn dòng “Trang mẫu, chưa hiển thị”: thay các phần in nghiêng bằng nội dung của Sở và xóa dòng đó rồi mới bật “Hiển thị”',
    ]);
    // However the line is written: capitals, a tag inside, a no-break space, letters composed apart.
    for (const line of [
      'TRANG MẪU, CHƯA HIỂN THỊ',
      'Trang <strong>mẫu</strong>, chưa hiển thị',
      'Trang mẫu,&nbsp;chưa hiển thị',
      'Trang mẫu, chưa hiển thị'.normalize('NFD'),
    ]) {
      const again = await call('PUT', `/api/admin/static-pages/${skeleton.id}`, staff.tokens.editor, {
        title: skeleton.title,
        slug: skeleton.slug,
        body: `<p>${line}</p><p>Nội dung.</p>`,
        visible: true,
      });
      expect(again.statusCode, line).toBe(422);
    }
    expect((await visitor('/api/pages/co-cau-to-chuc')).statusCode).toBe(404);
  });

  it('create a page with its own address: on the portal, in the sitemap and the search; hide it, then delete it', async () => {
    const taken = await call('POST', '/api/admin/static-pages', staff.tokens.editor, {
      slug: 'introduce',
      title: 'Trùng địa chỉ',
      body: '',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: [adminContentMessages.pageSlugTaken] });
    const invalid = await call('POST', '/api/admin/static-pages', staff.tokens.editor, {
      slug: 'Lịch tiếp dân',
      title: ' ',
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['slug', 'title']);

    const created = await call('POST', '/api/admin/static-pages', staff.tokens.editor, {
      slug: 'lich-tiep-cong-dan',
      title: 'Lịch tiếp công dân',
      body: '<p>Giám đốc Sở KH&CN tiếp công dân vào sáng thứ Năm hằng tuần.</p><script>alert(1)</script>',
    });
    expect(created.statusCode).toBe(201);
    const page = created.json() as Page;
    expect(page).toMatchObject({ path: '/pages/lich-tiep-cong-dan', visible: true, fixed: false });

    const read = await visitor('/api/pages/lich-tiep-cong-dan');
    expect(read.json().data.body).toBe('<p>Giám đốc Sở KH&amp;CN tiếp công dân vào sáng thứ Năm hằng tuần.</p>');
    expect((await visitor('/sitemap.xml')).body).toContain('/pages/lich-tiep-cong-dan</loc>');
    const search = (await visitor(`/api/search?q=${encodeURIComponent('tiep cong dan')}&kind=pages`)).json();
    expect(search.data).toEqual([
      expect.objectContaining({
        kind: 'pages',
        id: page.id,
        title: 'Lịch tiếp công dân',
        url: '/pages/lich-tiep-cong-dan',
        // The text of the page, its entities as characters (the portal escapes it again).
        summary: 'Giám đốc Sở KH&CN tiếp công dân vào sáng thứ Năm hằng tuần.',
      }),
    ]);

    const hidden = await call('PUT', `/api/admin/static-pages/${page.id}`, staff.tokens.editor, {
      slug: 'lich-tiep-cong-dan',
      title: 'Lịch tiếp công dân',
      body: read.json().data.body,
      visible: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect((await visitor('/api/pages/lich-tiep-cong-dan')).statusCode).toBe(404);
    expect((await visitor('/sitemap.xml')).body).not.toContain('lich-tiep-cong-dan');
    expect((await visitor(`/api/search?q=${encodeURIComponent('tiep cong dan')}&kind=pages`)).json().data).toEqual([]);

    // With nothing of the settings in memory (as after a second): the delete reads them inside its
    // transaction, which once waited for itself on PGlite's one connection and hung the server.
    staff.t.app.context.settings.forget();
    expect((await call('DELETE', `/api/admin/static-pages/${page.id}`, staff.tokens.editor)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/static-pages/${page.id}`, staff.tokens.editor)).statusCode).toBe(404);
  });

  it("keep the menu's two pages where the menu finds them: no new address, never hidden, never deleted", async () => {
    const introduce = await bySlug('introduce');
    const moved = await call('PUT', `/api/admin/static-pages/${introduce.id}`, staff.tokens.editor, {
      slug: 'gioi-thieu',
      title: introduce.title,
      visible: false,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({
      slug: [adminContentMessages.fixedPageSlug],
      visible: [adminContentMessages.fixedPageShown],
    });
    const deleted = await call('DELETE', `/api/admin/static-pages/${introduce.id}`, staff.tokens.admin);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(adminContentMessages.fixedPageKept);
    expect((await visitor('/api/pages/introduce')).statusCode).toBe(200);
  });

  it('update a page: sanitised, on the portal at once, audited; bad input 422 in Vietnamese', async () => {
    const introduce = await bySlug('introduce');
    // The portal's answer is read (and cached, if it is) before the change.
    const before = await visitor('/api/pages/introduce');
    expect(before.statusCode).toBe(200);

    const invalid = await call('PUT', `/api/admin/static-pages/${introduce.id}`, staff.tokens.editor, {
      slug: 'introduce',
      title: ' ',
      body: '',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ title: ['Tiêu đề trang phải có từ 2 đến 200 ký tự'] });
    const missing = await call('PUT', '/api/admin/static-pages/999', staff.tokens.editor, {
      slug: 'khong-co',
      title: 'Trang',
      body: '',
    });
    expect(missing.statusCode).toBe(404);

    const updated = await call('PUT', `/api/admin/static-pages/${introduce.id}`, staff.tokens.editor, {
      slug: 'introduce',
      title: 'Giới thiệu   Nghị quyết 57 (cập nhật)',
      body: '<h2>Mục tiêu</h2><p onmouseover="x()">Đến năm 2030</p><script>alert(1)</script><iframe src="https://x"></iframe>',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().title).toBe('Giới thiệu Nghị quyết 57 (cập nhật)');
    expect(updated.json().body).toBe('<h2>Mục tiêu</h2><p>Đến năm 2030</p>');

    const shown = await visitor('/api/pages/introduce');
    expect(shown.json().data).toMatchObject({
      title: 'Giới thiệu Nghị quyết 57 (cập nhật)',
      body: '<h2>Mục tiêu</h2><p>Đến năm 2030</p>',
    });

    const audit = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(`{"resource":"static-pages","record_id":"${introduce.id}"}`)}`,
      staff.tokens.admin,
    );
    expect(audit.json()).toHaveLength(1);
    expect(audit.json()[0]).toMatchObject({
      action: 'update',
      actor_role: 'editor',
      before: { title: before.json().data.title },
      after: { title: 'Giới thiệu Nghị quyết 57 (cập nhật)' },
    });
  });

  it('let only content staff in', async () => {
    expect((await call('GET', '/api/admin/static-pages', staff.tokens.reviewer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/static-pages', staff.tokens.citizen)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/static-pages', staff.tokens.reviewer, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/static-pages', staff.tokens.admin)).statusCode).toBe(200);
  });
});
