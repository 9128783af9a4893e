import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staticPages } from '../../../db/schema/content.ts';
import { callAs, useStaffApp } from './staff-test-app.ts';

describe('the back office settings', () => {
  const staff = useStaffApp({ SEED_DEMO_CONTENT: 'true' });

  const call = (method: string, url: string, token: string, payload?: unknown) =>
    callAs(staff.t, token, method, url, payload);

  it('show the settings to admins only', async () => {
    const shown = await call('GET', '/api/admin/settings', staff.tokens.admin);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: 'settings', question_and_answer: true, contact: true });
    expect(shown.json().phone).toBe('0238 3 844 557');
    for (const role of ['citizen', 'reviewer', 'editor'] as const) {
      expect((await call('GET', '/api/admin/settings', staff.tokens[role])).statusCode, role).toBe(403);
      expect((await call('PUT', '/api/admin/settings', staff.tokens[role], { contact: false })).statusCode, role).toBe(
        403,
      );
    }
  });

  it('keep the queue deadlines on the admin routes only, never in the public settings', async () => {
    const shown = (await call('GET', '/api/admin/settings', staff.tokens.admin)).json();
    expect(shown).toMatchObject({
      deadline_days_proposals: 15,
      deadline_days_solutions: 15,
      deadline_days_feedback: 7,
    });

    const visitor = (url: string) => staff.t.app.inject({ method: 'GET', url });
    const open = await visitor('/api/settings');
    expect(open.statusCode).toBe(200);
    expect(open.json().data.managing_agency).toBeTruthy();
    expect(Object.keys(open.json().data).filter((key) => key.startsWith('deadline_days'))).toEqual([]);
    const asked = await visitor('/api/settings?keys=contact,deadline_days_solutions');
    expect(asked.statusCode).toBe(422);
    expect(Object.values<string[]>(asked.json().errors)[0]).toContain('Khóa cấu hình không hợp lệ');
  });

  it('refuse a bad e-mail, phone, link or site name under its field, in Vietnamese, changing nothing', async () => {
    const invalid = await call('PUT', '/api/admin/settings', staff.tokens.admin, {
      email: 'khong-phai-email',
      phone: '12345',
      facebook_url: 'javascript:alert(1)',
      youtube_url: 'http://youtube.com/kenh',
      site_name: ' ',
      contact: 'có',
    });
    expect(invalid.statusCode).toBe(422);
    const errors = invalid.json().errors;
    expect(Object.keys(errors).sort()).toEqual([
      'contact',
      'email',
      'facebook_url',
      'phone',
      'site_name',
      'youtube_url',
    ]);
    expect(errors.email[0]).toContain('Email không đúng định dạng');
    expect(errors.phone[0]).toContain('Số điện thoại không hợp lệ');
    expect(errors.facebook_url[0]).toContain('https://');
    expect(errors.site_name[0]).toBe('Tên cổng phải có từ 2 đến 200 ký tự');
    expect((await call('GET', '/api/admin/settings', staff.tokens.admin)).json().email).toBe(
      'nghiquyet57@sokhcn.songlam.gov.vn',
    );
  });

  it('refuse a key that is not a setting, saying so, rather than drop it and answer as if saved', async () => {
    const typo = await call('PUT', '/api/admin/settings', staff.tokens.admin, { site_nam: 'Cổng mới', contact: false });
    expect(typo.statusCode).toBe(422);
    expect(JSON.stringify(typo.json())).toContain('Dữ liệu gửi lên có thông tin không được hỗ trợ');
    // Nothing of it was kept, not even the key that was right.
    expect((await call('GET', '/api/admin/settings', staff.tokens.admin)).json().contact).toBe(true);
  });

  it('refuse a colour text cannot be read on, an image not uploaded here and an empty title suffix, saying why', async () => {
    const invalid = await call('PUT', '/api/admin/settings', staff.tokens.admin, {
      primary_color: '#7fb3ff',
      accent_color: '#1a237e',
      logo_url: 'https://example.com/logo.svg',
      favicon_url: '/uploads/images/../../secret.webp',
      title_suffix: ' ',
    });
    expect(invalid.statusCode).toBe(422);
    const errors = invalid.json().errors;
    expect(Object.keys(errors).sort()).toEqual([
      'accent_color',
      'favicon_url',
      'logo_url',
      'primary_color',
      'title_suffix',
    ]);
    expect(errors.primary_color[0]).toBe(
      'Chữ trắng trên màu này chỉ đạt độ tương phản 2,14:1, dưới mức tối thiểu 4,5:1 của chuẩn tiếp cận (WCAG 2.2, mức AA): hãy chọn màu đậm hơn',
    );
    expect(errors.accent_color[0]).toContain('hãy chọn màu sáng hơn');
    expect(errors.logo_url[0]).toBe('Ảnh không hợp lệ: hãy tải ảnh lên lại');
    expect(errors.title_suffix[0]).toBe('Phần cuối tiêu đề trang phải có từ 2 đến 100 ký tự');
    const colour = await call('PUT', '/api/admin/settings', staff.tokens.admin, { primary_color: 'đỏ' });
    expect(colour.json().errors.primary_color[0]).toBe('Màu phải viết dạng #RRGGBB (ví dụ: #0b4f9c)');
    const kept = (await call('GET', '/api/admin/settings', staff.tokens.admin)).json();
    expect(kept).toMatchObject({
      primary_color: '#0b4f9c',
      logo_url: '',
      title_suffix: 'Cổng thông tin Nghị quyết 57',
    });
  });

  it('turn the FAQ flag off and change the footer: the portal shows it at once, with an audit line', async () => {
    // The portal's answers, read (and cached) before the change.
    expect((await staff.t.app.inject({ method: 'GET', url: '/api/settings' })).json().data.question_and_answer).toBe(
      true,
    );
    expect((await staff.t.app.inject({ method: 'GET', url: '/api/faqs' })).statusCode).toBe(200);

    const shown = (await call('GET', '/api/admin/settings', staff.tokens.admin)).json();
    const updated = await call('PUT', '/api/admin/settings', staff.tokens.admin, {
      ...shown,
      question_and_answer: false,
      phone: '0912 345 678',
      email: 'LienHe@SoKHCN.gov.vn',
      facebook_url: 'https://www.facebook.com/sokhcnsonglam',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: 'settings',
      question_and_answer: false,
      phone: '0912 345 678',
      email: 'lienhe@sokhcn.gov.vn',
    });

    const portal = (await staff.t.app.inject({ method: 'GET', url: '/api/settings' })).json().data;
    expect(portal).toMatchObject({ question_and_answer: false, phone: '0912 345 678', email: 'lienhe@sokhcn.gov.vn' });
    expect(portal.id).toBeUndefined();
    expect((await staff.t.app.inject({ method: 'GET', url: '/api/faqs' })).statusCode).not.toBe(200);

    const audit = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent('{"resource":"settings"}')}`,
      staff.tokens.admin,
    );
    expect(audit.json()).toHaveLength(1);
    expect(audit.json()[0]).toMatchObject({
      action: 'update',
      actor_role: 'admin',
      record_id: 'settings',
      before: { question_and_answer: true, phone: '0238 3 844 557' },
      after: { question_and_answer: false, phone: '0912 345 678' },
    });

    // Only what is sent changes; sending nothing new writes no audit line.
    const partial = await call('PUT', '/api/admin/settings', staff.tokens.admin, { question_and_answer: true });
    expect(partial.json()).toMatchObject({ question_and_answer: true, phone: '0912 345 678' });
    expect((await staff.t.app.inject({ method: 'GET', url: '/api/faqs' })).statusCode).toBe(200);
    await call('PUT', '/api/admin/settings', staff.tokens.admin, { question_and_answer: true });
    const lines = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent('{"resource":"settings"}')}`,
      staff.tokens.admin,
    );
    expect(lines.json()).toHaveLength(2);
  });

  it('keep a readable colour as written, in small letters, and show it on the portal at once', async () => {
    const saved = await call('PUT', '/api/admin/settings', staff.tokens.admin, { primary_color: '#8B1A1A' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().primary_color).toBe('#8b1a1a');
    expect((await staff.t.app.inject({ method: 'GET', url: '/api/settings' })).json().data.primary_color).toBe(
      '#8b1a1a',
    );
    await call('PUT', '/api/admin/settings', staff.tokens.admin, { primary_color: '#0b4f9c' });
  });

  it('keep the main menu and the footer links staff arrange, and refuse a menu without a section of the portal', async () => {
    const shown = (await call('GET', '/api/admin/settings', staff.tokens.admin)).json();
    const [home, ...others] = shown.menu;
    const menu = [
      home,
      { route: null, label: 'Cơ cấu tổ chức', href: '/pages/co-cau-to-chuc' },
      ...others.map((entry: { label: string }) => ({ ...entry, label: entry.label.toUpperCase() })),
    ];
    // A link to a page still hidden is refused under its field, saying what to do first.
    const hidden = await call('PUT', '/api/admin/settings', staff.tokens.admin, { menu });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().errors).toEqual({
      'menu.1.href': ['Trang /pages/co-cau-to-chuc đang ẩn: hiện trang ở “Trang tĩnh” trước khi liên kết tới'],
    });
    await staff.t.database.db
      .update(staticPages)
      .set({ visible: true, body: '<p>Lãnh đạo Sở và các phòng chuyên môn.</p>' })
      .where(eq(staticPages.slug, 'co-cau-to-chuc'));
    const saved = await call('PUT', '/api/admin/settings', staff.tokens.admin, {
      menu,
      footer_links: [{ label: 'Cổng dịch vụ công', href: 'https://dichvucong.gov.vn' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const portal = (await staff.t.app.inject({ method: 'GET', url: '/api/settings' })).json().data;
    expect(portal.menu[1]).toEqual({ route: null, label: 'Cơ cấu tổ chức', href: '/pages/co-cau-to-chuc' });
    expect(portal.menu[2]).toEqual({ route: 'Introduce', label: 'GIỚI THIỆU', href: '' });
    expect(portal.footer_links).toEqual([{ label: 'Cổng dịch vụ công', href: 'https://dichvucong.gov.vn' }]);

    const dropped = await call('PUT', '/api/admin/settings', staff.tokens.admin, { menu: menu.slice(1) });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().errors.menu[0]).toBe('Menu chính phải giữ các mục của Cổng: Trang chủ');
    const unsafe = await call('PUT', '/api/admin/settings', staff.tokens.admin, {
      footer_links: [{ label: 'Lạ', href: 'javascript:alert(1)' }],
    });
    expect(unsafe.statusCode).toBe(422);
    expect(Object.keys(unsafe.json().errors)).toEqual(['footer_links.0.href']);

    // No link of the settings leads to "Không tìm thấy trang".
    const nowhere = await call('PUT', '/api/admin/settings', staff.tokens.admin, {
      footer_links: [
        { label: 'Trang chưa có', href: '/pages/chua-co-trang-nay' },
        { label: 'Đường dẫn lạ', href: '/khong-co-trang-nay?x=1' },
        { label: 'Tin tức', href: '/posts?category=1' },
      ],
      banner_link_href: '/pages/chua-co-trang-nay#muc-1',
      banner_link_label: 'Xem',
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().errors).toEqual({
      'footer_links.0.href': [
        'Chưa có trang /pages/chua-co-trang-nay: tạo trang ở “Trang tĩnh” trước khi liên kết tới',
      ],
      'footer_links.1.href': ['Cổng không có trang /khong-co-trang-nay'],
      banner_link_href: ['Chưa có trang /pages/chua-co-trang-nay: tạo trang ở “Trang tĩnh” trước khi liên kết tới'],
    });

    // The page the menu links to stays shown, at its address, and is not deleted, until the link goes.
    const [page] = await staff.t.database.db.select().from(staticPages).where(eq(staticPages.slug, 'co-cau-to-chuc'));
    const pageUrl = `/api/admin/static-pages/${page?.id}`;
    const linked =
      'Trang đang được liên kết từ menu chính: quản trị viên bỏ liên kết ở “Cấu hình cổng” trước khi ẩn, đổi địa chỉ hoặc xóa trang';
    const edit = { title: page?.title, slug: 'co-cau-to-chuc', body: page?.body, visible: false };
    const hiding = await call('PUT', pageUrl, staff.tokens.admin, edit);
    expect(hiding.statusCode).toBe(422);
    expect(hiding.json().errors).toEqual({ visible: [linked] });
    const moving = await call('PUT', pageUrl, staff.tokens.admin, { ...edit, visible: true, slug: 'to-chuc' });
    expect(moving.json().errors).toEqual({ slug: [linked] });
    const deleting = await call('DELETE', pageUrl, staff.tokens.admin);
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().message).toBe(linked);

    await call('PUT', '/api/admin/settings', staff.tokens.admin, { menu: shown.menu });
    expect((await call('PUT', pageUrl, staff.tokens.admin, edit)).statusCode).toBe(200);
  });
});
