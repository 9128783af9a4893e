import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { backOfficeResources } from '../resources/index.tsx';
import { allMessages, i18nProvider } from './i18nProvider.ts';
import { raVietnamese } from './vi.ts';

/** Every leaf of a message tree as "a.b.c". */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the back office in Vietnamese', () => {
  it("translates every message of react-admin's English, and nothing it does not have", () => {
    expect(keys(raVietnamese).sort()).toEqual(keys(englishMessages).sort());
    const read = (tree: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const key of keys(raVietnamese)) {
      // Blank only where English is blank too (an unknown boolean shows nothing).
      if (read(englishMessages, key).trim()) expect(read(raVietnamese, key), key).toMatch(/\S/);
    }
  });

  it('keeps the placeholders of each message, but shows staff no regular expression', () => {
    const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
    for (const key of keys(englishMessages)) {
      const read = (tree: object) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
      // English has two plural forms ("one |||| many"); Vietnamese has one.
      const english = (read(englishMessages).split('||||').at(-1) ?? '').replace(
        key === 'ra.validation.regex' ? '%{pattern}' : /$^/,
        '',
      );
      expect(placeholders(read(raVietnamese)), key).toEqual(placeholders(english));
    }
  });

  it('names every resource of the menu, in the plural the menu uses', () => {
    for (const { resource } of backOfficeResources) {
      const name = i18nProvider.translate(`resources.${resource.name}.name`, { smart_count: 2 });
      expect(name, resource.name).not.toBe(`resources.${resource.name}.name`);
      expect(name, resource.name).toMatch(/[à-ỹ]|[A-Z]/i);
    }
  });

  it('gives every resource a lower-case name for sentences, which react-admin sentences use', () => {
    const t = i18nProvider.translate;
    for (const { resource } of backOfficeResources) {
      const sentence = t(`resources.${resource.name}.forcedCaseName`);
      expect(sentence, resource.name).not.toBe(`resources.${resource.name}.forcedCaseName`);
      expect(sentence.charAt(0), resource.name).toBe(sentence.charAt(0).toLowerCase());
      expect(t(`resources.${resource.name}.page.create`)).toBe(`Tạo ${sentence}`);
    }
    // As react-admin asks: Empty and the delete confirmation take `forcedCaseName`; "no results" passes the resource.
    expect(t('resources.posts.page.create')).toBe('Tạo tin bài');
    expect(t('ra.page.empty', { name: t('resources.proposals.forcedCaseName') })).toBe('Chưa có đề xuất nào.');
    expect(t('ra.message.delete_content', { name: t('resources.documents.forcedCaseName') })).toBe(
      'Xác nhận xóa văn bản này?',
    );
    expect(t('ra.navigation.no_results', { resource: 'products', name: 'Sản phẩm KH&CN' })).toBe(
      'Không tìm thấy sản phẩm KH&CN nào',
    );
    // The menu keeps its capital.
    expect(t('resources.posts.name', { smart_count: 2 })).toBe('Tin bài');
  });

  it('writes no straight quotes or three dots in running text', () => {
    const texts = keys(raVietnamese).map((key) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], raVietnamese),
    );
    for (const text of texts) expect(String(text)).not.toMatch(/"|\.\.\./);
    // Ranges take an en dash: "1–10 trong 25".
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 25 })).toBe(
      '1–10 trong 25',
    );
  });

  it('addresses nobody as "bạn": confirmations and notices are neutral', () => {
    const texts = keys(allMessages).map((key) =>
      String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], allMessages)),
    );
    expect(texts.length).toBeGreaterThan(300);
    for (const text of texts) expect(text).not.toMatch(/(^|[^\p{L}])bạn($|[^\p{L}])/iu);
    const t = i18nProvider.translate;
    expect(t('ra.message.unsaved_changes')).toBe('Các thay đổi chưa được lưu. Rời khỏi trang?');
    expect(t('ra.message.bulk_delete_content', { smart_count: 3 })).toBe('Xác nhận xóa 3 mục đã chọn?');
    expect(t('app.access.anonymous_title')).toBe('Chưa đăng nhập');
  });
});
