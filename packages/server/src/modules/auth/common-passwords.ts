import { authMessages } from '@portal/shared/auth';
import { unprocessable } from '../../errors.ts';
import {
  hidesName,
  isMadeOfWords,
  namesOf,
  namesOfAddress,
  namesOfSite,
  nearNamesOf,
  unLeet,
  wordsOfPerson,
  wordsOfSite,
} from './own-words.ts';

/**
 * Well-known passwords (ASVS 6.2.4): the 49,233 most common passwords of
 * breach corpora that zxcvbn-ts keeps in `@zxcvbn-ts/language-common`, checked on the server only
 * (the list is 380 KB; the portal's bundle never holds it). Loaded on the first check, once:
 * about 110 ms and 3 MB of heap on Node 20, so a server that never sets a password never pays.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return commonPasswords;
}

/** A stem shorter than this is not compared on its own ("abc" of "Abc@98765x" is no word). */
const STEM_MIN = 4;

/**
 * The forms of a password a guesser tries first, lower-cased: as typed; without the signs around
 * it; without the digits and signs around it (`Password1!` → `password`, `MatKhau@2026` →
 * `matkhau`), each also with leetspeak read back. The list holds the words; the portal's rule
 * (an upper-case letter, a digit and a sign) is what people add to them.
 */
export function guessableForms(password: string): string[] {
  const lower = password.toLowerCase();
  const forms = new Set([lower, lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')]);
  const stem = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (stem.length >= STEM_MIN) forms.add(stem);
  for (const form of [...forms]) forms.add(unLeet(form));
  forms.delete('');
  return [...forms];
}

/** A run a guesser types without thinking: one character repeated, or consecutive ones either way. */
function isSimpleRun(text: string, alphabet: string): boolean {
  if (/^(.)\1*$/u.test(text)) return true;
  return alphabet.includes(text) || alphabet.includes([...text].reverse().join(''));
}
const LETTER_RUNS = ['abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * A keyboard pattern dressed in the portal's rule (an upper-case letter, a digit, a sign): a few
 * letters in a row and digits in a row, such as `Abc@12345`, `Aa@123456` or `Qwer@1234`, which
 * the list of words does not hold. `Abc@98765x` is not one (its letters are not a single run).
 */
export function isKeyboardPattern(password: string): boolean {
  const plain = password.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const runs = plain.match(/\p{L}+|\p{N}+/gu) ?? [];
  if (runs.length !== 2) return false;
  const letters = runs.find((run) => /^\p{L}/u.test(run)) ?? '';
  const digits = runs.find((run) => /^\p{N}/u.test(run)) ?? '';
  return (
    letters.length <= 4 &&
    LETTER_RUNS.some((alphabet) => isSimpleRun(letters, alphabet)) &&
    digits.length >= 3 &&
    isSimpleRun(digits, '01234567890')
  );
}

/** Who sets the password, and the site they set it on: the words a guesser of this account tries first. */
export interface PasswordOwner {
  email: string;
  fullName: string;
  site: Parameters<typeof wordsOfSite>[0];
}

/**
 * Refuses (422 under `field`) a password that is, or is built on, the account's e-mail address
 * or its local part, the person's name, the site's own words (its name, the managing agency,
 * the province, Resolution 57: `Sonlam@2026`, `Nghiquyet57@`, `KhoaHocCongNghe@1`, also with fewer than
 * four letters of its own around them), a common password or a keyboard
 * pattern. Call it wherever a person sets a password: registration, its two-factor completion,
 * password change, staff invitation.
 */
export async function assertUncommonPassword(
  password: string,
  owner: PasswordOwner,
  field = 'password',
): Promise<void> {
  const forms = guessableForms(password);
  const address = owner.email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  const own =
    forms.some((form) => form === address || (local !== '' && form === local)) ||
    hidesName(password, namesOfAddress(address));
  if (own) throw unprocessable({ [field]: [authMessages.passwordIsEmail] });
  if (
    isMadeOfWords(password, forms, new Set(wordsOfPerson(owner.fullName))) ||
    hidesName(password, namesOf([owner.fullName]))
  ) {
    throw unprocessable({ [field]: [authMessages.passwordIsName] });
  }
  if (
    isMadeOfWords(password, forms, wordsOfSite(owner.site)) ||
    hidesName(password, namesOfSite(owner.site), nearNamesOf(owner.site))
  ) {
    throw unprocessable({ [field]: [authMessages.passwordIsSiteWord] });
  }
  const common = await loadCommonPasswords();
  if (isKeyboardPattern(password) || forms.some((form) => common.has(form))) {
    throw unprocessable({ [field]: [authMessages.passwordCommon] });
  }
}
