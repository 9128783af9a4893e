import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/users.ts';
import { callAs, useStaffApp } from './staff-test-app.ts';

describe("the first run's checklist on the dashboard", () => {
  // The tests' department has its name and contacts (demoSettings), no logo, no news category, and a
  // first admin still unnamed.
  const staff = useStaffApp();
  const dashboard = async (token: string) => (await callAs(staff.t, token, 'GET', '/api/admin/dashboard')).json();

  it('lists for an administrator what is still missing, and for other staff nothing', async () => {
    // The staff app's reviewer and editor are colleagues already.
    expect((await dashboard(staff.tokens.admin)).setup).toEqual(['logo', 'categories', 'account']);
    await callAs(staff.t, staff.tokens.admin, 'PUT', '/api/admin/settings', { managing_agency: '', phone: '' });
    expect((await dashboard(staff.tokens.admin)).setup).toEqual([
      'department',
      'contacts',
      'logo',
      'categories',
      'account',
    ]);
    expect((await dashboard(staff.tokens.editor)).setup).toBeNull();
    expect((await dashboard(staff.tokens.reviewer)).setup).toBeNull();
  });

  it('empties as the department fills it in', async () => {
    const saved = await callAs(staff.t, staff.tokens.admin, 'PUT', '/api/admin/settings', {
      managing_agency: 'Sở Khoa học và Công nghệ tỉnh Quảng Trị',
      phone: '0233 3 852 345',
    });
    expect(saved.statusCode).toBe(200);
    expect((await dashboard(staff.tokens.admin)).setup).toEqual(['logo', 'categories', 'account']);

    // An editor's first post needs a category: the first one, made by an editor, ticks it off.
    const category = await callAs(staff.t, staff.tokens.editor, 'POST', '/api/admin/categories', {
      name: 'Tin hoạt động',
      slug: 'tin-hoat-dong',
      parent_id: null,
      sort_order: 0,
      visible: true,
    });
    expect(category.statusCode).toBe(201);
    expect((await dashboard(staff.tokens.admin)).setup).toEqual(['logo', 'account']);

    await callAs(staff.t, staff.tokens.admin, 'PUT', '/api/admin/settings', {
      logo_url: `/uploads/images/${'e'.repeat(32)}.webp`,
    });
    await staff.t.database.db
      .update(users)
      .set({ fullName: 'Lê Văn Hòa' })
      .where(eq(users.email, staff.t.config.ADMIN_EMAIL as string));
    expect((await dashboard(staff.tokens.admin)).setup).toEqual([]);
  });
});
