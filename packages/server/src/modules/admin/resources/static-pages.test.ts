import { describe, expect, it } from 'vitest';
import { callAs, useStaffApp } from './staff-test-app.ts';

describe('the back office static pages', () => {
  const staff = useStaffApp({ SEED_DEMO_CONTENT: 'true' });

  const call = (method: string, url: string, token: string, payload?: unknown) =>
    callAs(staff.t, token, method, url, payload);

  it('list and show the two pages, the slug as id', async () => {
    const listed = await call('GET', '/api/admin/static-pages?sort=["title","ASC"]', staff.tokens.editor);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-range']).toBe('static-pages 0-1/2');
    expect(
      listed
        .json()
        .map((page: { id: string }) => page.id)
        .sort(),
    ).toEqual(['introduce', 'propose-introduce']);
    const titles = listed.json().map((page: { title: string }) => page.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
    const many = await call(
      'GET',
      `/api/admin/static-pages?filter=${encodeURIComponent('{"id":["introduce"]}')}`,
      staff.tokens.editor,
    );
    expect(many.json().map((page: { id: string }) => page.id)).toEqual(['introduce']);

    const shown = await call('GET', '/api/admin/static-pages/introduce', staff.tokens.editor);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: 'introduce', slug: 'introduce' });
    expect(shown.json().body.length).toBeGreaterThan(100);
    expect((await call('GET', '/api/admin/static-pages/khong-co', staff.tokens.editor)).statusCode).toBe(404);
    // No create, no delete: the portal has one route per page.
    expect(
      (await call('POST', '/api/admin/static-pages', staff.tokens.admin, { title: 'Mới', body: '' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/admin/static-pages/introduce', staff.tokens.admin)).statusCode).toBe(404);
  });

  it('update a page: sanitised, on the portal at once, audited; bad input 422 in Vietnamese', async () => {
    // The portal's answer is read (and cached, if it is) before the change.
    const before = await staff.t.app.inject({ method: 'GET', url: '/api/pages/introduce' });
    expect(before.statusCode).toBe(200);

    const invalid = await call('PUT', '/api/admin/static-pages/introduce', staff.tokens.editor, {
      title: ' ',
      body: '',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ title: ['Tiêu đề trang phải có từ 2 đến 200 ký tự'] });
    const missing = await call('PUT', '/api/admin/static-pages/khong-co', staff.tokens.editor, {
      title: 'Trang',
      body: '',
    });
    expect(missing.statusCode).toBe(404);

    const updated = await call('PUT', '/api/admin/static-pages/introduce', staff.tokens.editor, {
      title: 'Giới thiệu   Nghị quyết 57 (cập nhật)',
      body: '<h2>Mục tiêu</h2><p onmouseover="x()">Đến năm 2030</p><script>alert(1)</script><iframe src="https://x"></iframe>',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().title).toBe('Giới thiệu Nghị quyết 57 (cập nhật)');
    expect(updated.json().body).toBe('<h2>Mục tiêu</h2><p>Đến năm 2030</p>');

    const shown = await staff.t.app.inject({ method: 'GET', url: '/api/pages/introduce' });
    expect(shown.json().data).toMatchObject({
      title: 'Giới thiệu Nghị quyết 57 (cập nhật)',
      body: '<h2>Mục tiêu</h2><p>Đến năm 2030</p>',
    });

    const audit = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent('{"resource":"static-pages","record_id":"introduce"}')}`,
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
    expect((await call('GET', '/api/admin/static-pages', staff.tokens.admin)).statusCode).toBe(200);
  });
});
