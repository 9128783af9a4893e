import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../test/render.tsx';
import { citizenForTests, demoSettingsForTests } from '../test/settings.ts';

describe('the portal shell', () => {
  it('renders home with header, menu, footer data and the home title', async () => {
    renderPortal('/');
    // Without a banner heading of its own, the portal's name heads the home page.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cổng thông tin Nghị quyết 57 tỉnh Sông Lam' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ra mắt Cổng thông tin Nghị quyết 57 của tỉnh' })).toHaveAttribute(
      'href',
      '/posts/ra-mat-cong-thong-tin',
    );
    // The only post is the featured one: no empty "Tin mới" column beside it, and not again under
    // its category.
    expect(screen.queryByRole('heading', { name: 'Tin mới' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Ra mắt Cổng thông tin Nghị quyết 57 của tỉnh' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Tin theo chuyên mục' })).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Menu chính' });
    expect(within(menu).getByRole('link', { name: 'Trang chủ' })).toHaveClass('active');
    expect(within(menu).getByRole('link', { name: 'Tin tức' })).not.toHaveClass('active');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Số 18 đường Lê Hồng Phong');
    await waitFor(() => expect(document.title).toBe('Cổng thông tin Nghị quyết 57'));
  });

  it("shows the department's logo, its short name on a phone and its title suffix", async () => {
    const logo = `/uploads/images/${'a'.repeat(32)}.webp`;
    renderPortal('/khong-co-trang-nay', {
      ...demoSettingsForTests,
      logo_url: logo,
      department_short_name: 'Sở KH&CN Quảng Trị',
      title_suffix: 'Cổng Nghị quyết 57 Quảng Trị',
    });
    const banner = await screen.findByRole('banner');
    const home = within(banner).getByRole('link', { name: /Cổng Nghị quyết 57 Quảng Trị/ });
    expect(home.querySelector('img')).toHaveAttribute('src', logo);
    // The full name on wider screens, the short one where it would not fit.
    expect(within(home).getByText('Sở Khoa học và Công nghệ tỉnh Sông Lam')).toHaveClass('d-none', 'd-sm-inline');
    expect(within(home).getByText('Sở KH&CN Quảng Trị')).toHaveClass('d-sm-none');
    await waitFor(() => expect(document.title).toBe('Không tìm thấy trang | Cổng Nghị quyết 57 Quảng Trị'));
  });

  it("shows the department's menu: its words and order, its own links, outside ones in a new tab; and its footer links", async () => {
    const [home, introduce, ...rest] = demoSettingsForTests.menu;
    renderPortal('/pages/co-cau-to-chuc', {
      ...demoSettingsForTests,
      menu: [
        { ...introduce, label: 'Giới thiệu chung' } as (typeof rest)[number],
        home as (typeof rest)[number],
        { route: null, label: 'Cơ cấu tổ chức', href: '/pages/co-cau-to-chuc' },
        { route: null, label: 'Cổng tỉnh', href: 'https://quangtri.gov.vn' },
        ...rest,
      ],
      footer_links: [{ label: 'Dịch vụ công trực tuyến', href: 'https://dichvucong.gov.vn' }],
    });
    const menu = await screen.findByRole('navigation', { name: 'Menu chính' });
    const links = within(menu).getAllByRole('link');
    expect(links.slice(0, 4).map((link) => link.textContent)).toEqual([
      'Giới thiệu chung',
      'Trang chủ',
      'Cơ cấu tổ chức',
      'Cổng tỉnh (mở trong thẻ mới)',
    ]);
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    expect(links[3]).toHaveAttribute('href', 'https://quangtri.gov.vn');
    expect(links[3]).toHaveAttribute('target', '_blank');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /Dịch vụ công trực tuyến/ })).toHaveAttribute('target', '_blank');
  });

  it("shows the department's banner and home sections, in its order, without those it hid", async () => {
    renderPortal('/', {
      ...demoSettingsForTests,
      banner_title: 'Quảng Trị đột phá',
      banner_link_label: 'Xem kế hoạch',
      banner_link_href: 'https://quangtri.gov.vn/ke-hoach',
      home_sections: [
        { key: 'quick', visible: true },
        { key: 'news', visible: true },
        { key: 'figures', visible: false },
        { key: 'products', visible: true },
        { key: 'problems', visible: true },
        { key: 'categories', visible: false },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quảng Trị đột phá' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Xem kế hoạch/ })).toHaveAttribute('target', '_blank');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Truy cập nhanh')).toBeLessThan(headings.indexOf('Tin nổi bật'));
    expect(headings).not.toContain('Tin theo chuyên mục');
  });

  it('shows the posts by category when the department hid the news block above them', async () => {
    renderPortal('/', {
      ...demoSettingsForTests,
      home_sections: [
        { key: 'news', visible: false },
        { key: 'categories', visible: true },
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Tin theo chuyên mục' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tin hoạt động' })).toHaveAttribute('href', '/category/tin-hoat-dong');
  });

  it('shows Hỏi đáp and Liên hệ only while their flags are on', async () => {
    renderPortal('/', { ...demoSettingsForTests, question_and_answer: false, contact: true });
    const menu = await screen.findByRole('navigation', { name: 'Menu chính' });
    expect(within(menu).queryByRole('link', { name: 'Hỏi đáp' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Liên hệ' })).toHaveAttribute('href', '/contacts');
  });

  it('opens the intellectual-property advice site in a new tab', async () => {
    renderPortal('/');
    const menu = await screen.findByRole('navigation', { name: 'Menu chính' });
    const link = within(menu).getByRole('link', { name: /Tư vấn sở hữu trí tuệ/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hands /admin over to the back office with a full page load', async () => {
    const { handOver } = await import('../pages/AdminRedirectPage.tsx');
    const go = vi.spyOn(handOver, 'go').mockImplementation(() => {});
    renderPortal('/admin');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/admin/'));
    expect(screen.getByRole('link', { name: 'vào đây' })).toHaveAttribute('href', '/admin/');
    await waitFor(() => expect(document.title).toBe('Trang quản trị | Cổng thông tin Nghị quyết 57'));
    go.mockRestore();
  });

  it('shows a real 404 page for an unknown path', async () => {
    renderPortal('/khong-co-trang-nay');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Không tìm thấy trang | Cổng thông tin Nghị quyết 57'));
  });

  it('sends a visitor without a token from a guarded page to Home', async () => {
    const { router } = renderPortal('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cổng thông tin Nghị quyết 57 tỉnh Sông Lam' }),
    ).toBeInTheDocument();
  });

  it('lets a user with a token through the guard', async () => {
    const { router } = renderPortal('/');
    const { updateSession } = await import('../lib/session.ts');
    updateSession({
      token: 'token',
      user: citizenForTests,
    });
    await router.navigate('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thông tin cá nhân' })).toBeInTheDocument();
  });

  it('asks again for the new password of a page reloaded before the temporary one was replaced', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: { user: { ...citizenForTests, must_change_password: true } } }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderPortal('/', demoSettingsForTests, { token: 'temporary-session' });
    expect(await screen.findByRole('dialog', { name: 'Đổi mật khẩu' })).toBeInTheDocument();
    expect(screen.getByText(/vừa đăng nhập bằng mật khẩu tạm thời/)).toBeInTheDocument();
  });

  it('sends Logout to Login keeping the query string', async () => {
    const { router } = renderPortal('/logout?redirect=%2Fprofile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');
  });
});
