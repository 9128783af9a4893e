import { describe, expect, it } from 'vitest';
import { SettingsInputSchema } from './admin-content.ts';
import { contrastRatio, DEFAULT_PRIMARY, ratioText, TEXT_ON_PRIMARY, themeCss, themeOf } from './theme.ts';

describe("the department's colours", () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // Material's blue under the back office's old app bar: 3.12:1.
    expect(ratioText(contrastRatio('#ffffff', '#2196f3'))).toBe('3,12:1');
    expect(contrastRatio(TEXT_ON_PRIMARY, DEFAULT_PRIMARY)).toBeGreaterThan(7);
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(ratioText(4.4999)).toBe('4,49:1');
  });

  it("keeps the portal's own shades for its own blue, and makes readable ones for another colour", () => {
    expect(themeOf({})).toMatchObject({ primary: '#0b4f9c', primaryLight: '#1565c0', link: '#0a4a92' });
    for (const primary of ['#8b1a1a', '#005a32', '#595959', '#0057b8']) {
      const theme = themeOf({ primary_color: primary, accent_color: '#F4C430' });
      expect(theme.accent).toBe('#f4c430');
      expect(contrastRatio(TEXT_ON_PRIMARY, theme.primaryLight), primary).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(TEXT_ON_PRIMARY, theme.primaryDark), primary).toBeGreaterThan(
        contrastRatio(TEXT_ON_PRIMARY, theme.primary),
      );
    }
  });

  it('writes only colours into the CSS, whatever was stored', () => {
    const css = themeCss(themeOf({ primary_color: 'red;}</style><script>', accent_color: '#ffd54a' }));
    expect(css).toContain('--portal-primary:#0b4f9c;');
    expect(css).not.toContain('<');
  });

  it('refuses a primary colour white text cannot be read on, and an accent dark text cannot', () => {
    const checked = SettingsInputSchema.safeParse({ primary_color: '#ffd54a', accent_color: '#0b4f9c' });
    expect(checked.success).toBe(false);
    const messages = Object.fromEntries((checked.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages.primary_color).toMatch(/^Chữ trắng trên màu này chỉ đạt độ tương phản 1,\d\d:1/);
    expect(messages.accent_color).toMatch(/^Chữ màu sẫm trên màu này chỉ đạt độ tương phản/);
    expect(SettingsInputSchema.parse({ primary_color: ' #8B1A1A ' }).primary_color).toBe('#8b1a1a');
  });
});
