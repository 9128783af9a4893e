import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from './rich-html.ts';

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
