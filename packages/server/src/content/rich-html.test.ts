import { BigProblemInputSchema } from '@portal/shared/admin-big-problems';
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml, storedRichHtml } from './rich-html.ts';

describe('sanitizeRichHtml', () => {
  it('keeps the formatting of an article', () => {
    const html =
      '<h2>Mục tiêu</h2><p>Đến năm <strong>2030</strong>, <em>kinh tế số</em> đạt 30%.</p><ul><li>Một</li></ul>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('keeps the bold and italics of pasted text, written the way the portal writes them', () => {
    expect(sanitizeRichHtml('<p>Đoạn <b>đậm</b> và <i>nghiêng</i></p>')).toBe(
      '<p>Đoạn <strong>đậm</strong> và <em>nghiêng</em></p>',
    );
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Chào</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeRichHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style=|javascript:|iframe/);
    expect(clean).toContain('<p>Chào</p>');
  });

  it('opens outside links safely', () => {
    expect(sanitizeRichHtml('<a href="https://most.gov.vn">Bộ</a>')).toBe(
      '<a href="https://most.gov.vn" rel="noopener noreferrer nofollow" target="_blank">Bộ</a>',
    );
  });
});

describe('storedRichHtml', () => {
  const requirements = BigProblemInputSchema.shape.requirements;

  it('stores the sanitized HTML of a field within its limit', () => {
    expect(storedRichHtml('requirements', '<p onclick="x()">Có <b>đủ</b></p>', requirements)).toBe(
      '<p>Có <strong>đủ</strong></p>',
    );
  });

  it("refuses under its field, in the field's words, what sanitizing took past the limit", () => {
    const links = '<a href="https://a.vn">x</a>'.repeat(3_000); // 87,000 characters, 219,000 sanitized
    expect(links.length).toBeLessThanOrEqual(100_000);
    expect(() => storedRichHtml('requirements', links, requirements)).toThrow(
      expect.objectContaining({ statusCode: 422, fieldErrors: { requirements: ['Yêu cầu tối đa 100.000 ký tự'] } }),
    );
  });
});
