import { readFileSync } from 'node:fs';
import { demandTypeLabels } from '@portal/shared/products';
import { describe, expect, it } from 'vitest';
import { demoFaqs } from './faqs.ts';
import { demoPages } from './pages.ts';

/**
 * The help pages and FAQs name what they explain as the screens do: no name that
 * docs/GLOSSARY.md rules out, and no demand type the form no longer offers.
 */
const glossary = readFileSync(new URL('../../../../../docs/GLOSSARY.md', import.meta.url), 'utf8');

/** The "Không dùng" cells (the last column) of the glossary's tables, minus the terms themselves. */
function ruledOut(): string[] {
  const cells = glossary
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Thuật ngữ'))
    .map((line) => line.slice(1, -1).split('|'));
  const terms = cells.map((cell) => cell[0]?.trim() ?? '');
  return cells
    .flatMap((cell) => (cell[3] ?? '').split(','))
    .map((word) => word.replace(/\(.*\)/, '').trim())
    .filter((word) => word && !terms.includes(word));
}

const helpTexts = [
  ...demoPages.map((page) => ({ where: page.slug, html: page.body })),
  ...demoFaqs.map((faq) => ({ where: faq.question, html: faq.answer })),
];

describe('the demo help pages and FAQs', () => {
  it('use no name the glossary rules out', () => {
    const words = ruledOut();
    expect(words).toEqual(expect.arrayContaining(['Nháp', 'Từ chối', 'dòng thời gian', 'NQ57']));
    for (const { where, html } of helpTexts) {
      for (const word of words) expect(html, `"${word}" in ${where}`).not.toContain(word);
    }
  });

  it('address the reader as "Ông/Bà", never "bạn", and quote with curly quotes', () => {
    const texts = [...helpTexts, ...demoFaqs.map((faq) => ({ where: faq.question, html: faq.question }))];
    for (const { where, html } of texts) {
      const text = html.replace(/<[^>]*>/g, '');
      expect(text, where).not.toMatch(/(^|[^\p{L}])bạn($|[^\p{L}])/iu);
      expect(text, where).not.toContain('"');
    }
  });

  it('offer no demand type the form refuses', () => {
    for (const { where, html } of helpTexts)
      expect(html.toLowerCase(), where).not.toContain(demandTypeLabels[2].toLowerCase());
  });
});
