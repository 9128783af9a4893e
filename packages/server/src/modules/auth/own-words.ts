import { resolution57 } from '@portal/shared/resolution';
import type { Settings } from '@portal/shared/settings';

/** A word shorter than this is not refused on its own ("thị", "văn", "lâm" are in every name). */
const WORD_MIN = 4;
/** At most this many words follow "tỉnh" or "thành phố" in a province's name ("Bà Rịa - Vũng Tàu"). */
const PROVINCE_WORDS_MAX = 4;

/** Letters people write as digits or signs (`P@ssw0rd`, `S0ngL4m`), read back as letters. */
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
export const unLeet = (text: string) => text.replace(/[@430!$57]/g, (character) => LEET[character] ?? character);

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

/** Words of a name in a row, two or more, run together ("Sông Lam" → `songlam`; "Biên Tập" → `bientap`). */
function runsOfWords(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 2; end <= words.length; end++) runs.push(words.slice(start, end).join(''));
  }
  return runs;
}

/**
 * A person's name goes into a password in more ways: any words of it in a row, the given name
 * with or without the middle one ("Lê Minh Quang" → `minhquang`, `leminh`, `quang`).
 */
export function wordsOfPerson(fullName: string): string[] {
  const words = plainText(fullName).match(/\p{L}+/gu) ?? [];
  const forms = new Set([...wordsOfName(fullName), ...runsOfWords(words)]);
  for (const form of [...forms]) if (form.length < WORD_MIN) forms.delete(form);
  return [...forms];
}

/** A name's initials with its number, as a resolution is written ("Nghị quyết 57" → `nq57`). */
function initialsOf(words: readonly string[]): string | undefined {
  const letters = words.filter((word) => /^\p{L}/u.test(word));
  const number = words.find((word) => /^\p{N}+$/u.test(word));
  return letters.length >= 2 && number ? `${letters.map((word) => word[0]).join('')}${number}` : undefined;
}

/** The shortest name a password may not hide inside itself, and the fewest letters it must add to one. */
const NAME_MIN = 5;
const LETTERS_ADDED_MIN = 4;

/**
 * The names a password may not be built on even with other letters around them: two or more
 * words of a name in a row (either way round for a province of two words), a name's initials with
 * its number, and a word of six letters or more. Single short words ("khoa", "tinh") are refused
 * only standing alone (isMadeOfWords): they are in too many honest passwords.
 */
export function namesOf(texts: readonly string[], turnable: readonly string[] = []): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    const words = plainText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
    for (const run of runsOfWords(words)) names.add(run);
    const initials = initialsOf(words);
    if (initials) names.add(initials);
    for (const word of words) if (word.length >= 6) names.add(word);
  }
  for (const text of turnable) {
    const words = plainText(text).match(/\p{L}+/gu) ?? [];
    if (words.length === 2) names.add(`${words[1]}${words[0]}`);
  }
  // A run of letters shorter than five ("sokh" of "Sở KH&CN") is too common; initials keep their number.
  for (const name of [...names]) if (name.length < (/\p{N}/u.test(name) ? 4 : NAME_MIN)) names.delete(name);
  return names;
}

/** Mail providers whose name says nothing of the person ("gmail" of an address is no word of theirs). */
const MAIL_PROVIDERS = new Set([
  'gmail',
  'yahoo',
  'outlook',
  'hotmail',
  'icloud',
  'live',
  'mail',
  'email',
  'proton',
  'protonmail',
]);

/** The words of an e-mail address a password may not be built on: its local part's letters, and its domain's names. */
export function namesOfAddress(email: string): Set<string> {
  const [local = '', domain = ''] = plainText(email.trim()).split('@');
  const labels = domain
    .split('.')
    .slice(0, -1)
    .filter((label) => !MAIL_PROVIDERS.has(label));
  // The local part run together and each of its words ("zzz.tester" → `zzztester`, `tester`).
  const words = local.split(/[^\p{L}]+/u);
  return new Set([local.replace(/[^\p{L}]/gu, ''), ...words, ...labels].filter((part) => part.length >= 4));
}

/** `text` without `name`, or without a word one letter away from it when `near` ("sonlam" for `songlam`). */
function withoutName(text: string, name: string, near: boolean): string {
  if (text.includes(name)) return text.split(name).join(' ');
  if (!near) return text;
  for (let start = 0; start < text.length; start++) {
    for (const length of [name.length - 1, name.length + 1, name.length]) {
      if (start + length > text.length) continue;
      if (oneEditApart(text.slice(start, start + length), name)) {
        return `${text.slice(0, start)} ${text.slice(start + length)}`;
      }
    }
  }
  return text;
}

/** Two strings one insertion, deletion or substitution apart (or equal). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (a.length < b.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * Whether a password hides one of these names and adds fewer than four letters of its own
 * (`Sokhcn@2026`, `KhoaHocCongNghe@1`, `Son-Lam.2026`, `BienTap@2026x`): read without diacritics
 * or case, as typed and with leetspeak read back. `SonLamXanh@2026` adds a word and passes.
 */
export function hidesName(
  password: string,
  names: ReadonlySet<string>,
  near: ReadonlySet<string> = new Set(),
): boolean {
  const sorted = [...names, ...near].sort((a, b) => b.length - a.length);
  for (const variant of new Set([plainText(password), plainText(unLeet(password))])) {
    let rest = variant.replace(/[^\p{L}\p{N}]/gu, '');
    const before = rest;
    for (const name of sorted) rest = withoutName(rest, name, near.has(name));
    if (rest !== before && rest.replace(/[^\p{L}]/gu, '').length < LETTERS_ADDED_MIN) return true;
  }
  return false;
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

/** The site's names a password may not hide (namesOf): its name, the agency, the province, Resolution 57. */
/**
 * The names also found one letter off (`Sonlam` for `songlam`, `Nghiquiet` for `nghiquyet`): the
 * province's as written, run together, and the resolution's. Only they: the words of the site's
 * name are common words ("thông tin" is one letter from "thông minh"), and a province turned round
 * is one letter from another ("lamsong", "lamdong").
 */
export function nearNamesOf(site: SiteNames): Set<string> {
  const provinces = [site.site_name, site.managing_agency, site.address, site.partner].flatMap(provincesIn);
  return new Set(
    [...provinces, resolution57.short]
      .map((name) => plainText(name).replace(/[^\p{L}]/gu, ''))
      .filter((name) => name.length >= 6),
  );
}

export function namesOfSite(site: SiteNames): Set<string> {
  const provinces = [site.site_name, site.managing_agency, site.address, site.partner].flatMap(provincesIn);
  // Every department's own short name ("Sở KH&CN" → `sokhcn`), whatever the settings call it.
  return namesOf([site.site_name, site.managing_agency, resolution57.short, 'Sở KH&CN', ...provinces], provinces);
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
