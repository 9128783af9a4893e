import { describe, expect, it } from 'vitest';
import { SettingsInputSchema } from './admin-content.ts';
import { defaultHomeSections } from './home-layout.ts';
import { isMenuLink, MENU_SECTIONS, menuMessages } from './menus.ts';

const sections = MENU_SECTIONS.map((section) => ({ route: section.route, label: section.label, href: '' }));
const issuesOf = (menu: unknown) =>
  (SettingsInputSchema.safeParse({ menu }).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe("the department's menus", () => {
  it('takes a path of the portal or an http(s) address as a link, nothing else', () => {
    for (const link of [
      '/pages/co-cau-to-chuc',
      '/documents?type=1',
      'https://sokhcn.quangtri.gov.vn',
      'http://x.vn/a',
    ])
      expect(isMenuLink(link), link).toBe(true);
    for (const link of [
      '//evil.example',
      'javascript:alert(1)',
      'pages/x',
      '/a b',
      '/\\evil',
      'mailto:a@b.vn',
      '',
      'https://evil.example/" onmouseover="alert(1)',
      "https://x.vn/a'b",
      'https://x.vn/<b>',
    ])
      expect(isMenuLink(link), link).toBe(false);
  });

  it('keeps every section of the spec once, in the order and words staff choose, with links of their own between', () => {
    const menu = [
      ...sections.slice(0, 2).reverse(),
      { route: null, label: 'Cơ cấu tổ chức', href: '/pages/co-cau-to-chuc' },
      { ...sections[2], label: 'Tin tức - Sự kiện', href: 'https://ignored.example' },
      ...sections.slice(3),
    ];
    const parsed = SettingsInputSchema.parse({ menu }).menu ?? [];
    expect(parsed.map((entry) => entry.label).slice(0, 4)).toEqual([
      'Giới thiệu',
      'Trang chủ',
      'Cơ cấu tổ chức',
      'Tin tức - Sự kiện',
    ]);
    // A section's address is its route's.
    expect(parsed[3]?.href).toBe('');
  });

  it('refuses a menu that drops or repeats a section, and a link of its own that is missing or unsafe', () => {
    expect(issuesOf(sections.slice(1))).toEqual([['menu', menuMessages.sectionMissing('Trang chủ')]]);
    expect(issuesOf([...sections, sections[0]])).toEqual([['menu.8.route', menuMessages.sectionTwice]]);
    expect(
      issuesOf([
        ...sections,
        { route: null, label: 'Trang lạ', href: 'javascript:alert(1)' },
        { route: null, label: 'Trống', href: '' },
        { route: null, label: '', href: '/pages/x' },
      ]),
    ).toEqual([
      ['menu.10.label', menuMessages.labelLength],
      ['menu.8.href', menuMessages.linkInvalid],
      ['menu.9.href', menuMessages.linkRequired],
    ]);
    expect(
      SettingsInputSchema.safeParse({ footer_links: [{ label: 'Cổng tỉnh', href: '//evil.example' }] }).error?.issues[0]
        ?.message,
    ).toBe(menuMessages.linkInvalid);
  });

  it("keeps the home page's banner button whole and every section once", () => {
    const half = SettingsInputSchema.safeParse({ banner_link_label: 'Gửi đề xuất', banner_link_href: '' });
    expect(half.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['banner_link_href', 'Nút trên ảnh bìa cần cả tên nút và liên kết'],
    ]);
    const unsafe = SettingsInputSchema.safeParse({ banner_link_label: 'Xem', banner_link_href: 'javascript:alert(1)' });
    expect(unsafe.error?.issues[0]?.message).toBe(menuMessages.linkInvalid);
    const sections = defaultHomeSections();
    expect(SettingsInputSchema.safeParse({ home_sections: [...sections].reverse() }).success).toBe(true);
    expect(SettingsInputSchema.safeParse({ home_sections: sections.slice(1) }).success).toBe(false);
    expect(SettingsInputSchema.safeParse({ home_sections: [...sections.slice(1), sections[1]] }).success).toBe(false);
  });
});
