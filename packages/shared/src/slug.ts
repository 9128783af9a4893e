/**
 * A Vietnamese title as an address: no diacritics (đ as d), lower case, words joined by dashes,
 * at most `max` characters ("Cơ cấu tổ chức của Sở" -> "co-cau-to-chuc-cua-so").
 */
export function slugify(title: string, max = 120): string {
  return title
    .replace(/[đĐ]/g, 'd')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
