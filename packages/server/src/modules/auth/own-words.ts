import { resolution57 } from '@portal/shared/resolution';
import type { Settings } from '@portal/shared/settings';

/** A word shorter than this is not refused on its own ("thị", "văn", "lâm" are in every name). */
const WORD_MIN = 4;
/** At most this many words follow "tỉnh" or "thành phố" in a province's name ("Bà Rịa - Vũng Tàu"). */
const PROVINCE_WORDS_MAX = 4;

/** Vietnamese text as a guesser types it: lower case, without diacritics ("Sơn Lâm" → "sơn lâm" → "son lam"). */
export function plainText(text: string): string {
  return text.toLowerCase().replace(/đ/g, 'd').normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The ways a name goes into a password: all of it run together, with and without its digits
 * ("Nghị quyết 57" → `nghiquyet57`, `nghiquyet`), and each of its words long enough to mean
 * something on its own (`nguyen` of "Nguyễn Thị Hoa").
 */
export function wordsOfName(name: string): string[] {
  const words = plainText(name).match(/[\p{L}\p{N}]+/gu) ?? [];
  const forms = new Set([words.join(''), words.join('').replace(/\p{N}/gu, '')]);
  for (const word of words) if (word.length >= WORD_MIN && /\p{L}/u.test(word)) forms.add(word);
  for (const form of [...forms]) if (form.length < WORD_MIN) forms.delete(form);
  return [...forms];
}

/**
 * A person's name goes into a password in more ways: any words of it in a row, the given name
 * with or without the middle one ("Lê Minh Quang" → `minhquang`, `leminh`, `quang`).
 */
export function wordsOfPerson(fullName: string): string[] {
  const words = plainText(fullName).match(/\p{L}+/gu) ?? [];
  const forms = new Set(wordsOfName(fullName));
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 2; end <= words.length; end++) forms.add(words.slice(start, end).join(''));
  }
  for (const form of [...forms]) if (form.length < WORD_MIN) forms.delete(form);
  return [...forms];
}

/** The province a setting names after "tỉnh" or "thành phố" ("… tỉnh Sông Lam" → "song lam"), if any. */
function provincesIn(text: string): string[] {
  const found = plainText(text).matchAll(/(?:^|[^\p{L}])(?:tinh|thanh pho|tp\.?)\s+([^,;.()\n]+)/gu);
  return [...found].map((match) =>
    (match[1] ?? '')
      .split(/\s+/)
      .filter((word) => word !== '-' && word !== '–')
      .slice(0, PROVINCE_WORDS_MAX)
      .join(' '),
  );
}

type SiteNames = Pick<Settings, 'site_name' | 'managing_agency' | 'address' | 'partner'>;

/**
 * What a visitor reads on every page of this portal and a guesser tries first: the site's name,
 * the managing agency, the province (from any setting that names it) and Resolution 57 itself,
 * whatever the settings say.
 */
export function wordsOfSite(site: SiteNames): Set<string> {
  const names = [site.site_name, site.managing_agency, resolution57.short];
  const provinces = [site.site_name, site.managing_agency, site.address, site.partner].flatMap(provincesIn);
  return new Set([...names, ...provinces].flatMap(wordsOfName));
}

/**
 * Whether a password is made of these words and nothing a guesser would not add anyway: one of
 * them with digits and signs around it (`Sonlam@2026`, `Nghiquyet57@`), or only such words
 * between digits and signs (`Sonlam@Nghiquyet57`). `forms` are the password's guessable forms.
 */
export function isMadeOfWords(password: string, forms: readonly string[], words: ReadonlySet<string>): boolean {
  if (forms.some((form) => words.has(plainText(form)))) return true;
  const runs = plainText(password).match(/\p{L}+/gu) ?? [];
  return runs.length > 0 && runs.every((run) => words.has(run));
}
