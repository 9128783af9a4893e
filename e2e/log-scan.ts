import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Playwright's global teardown: the servers' logs (each writes `server.log` in its data folder,
 * see playwright.config.ts) must hold no citizen ID, password, access token or refresh token
 * of the journeys. A leak fails the run, naming the kind, the file and the line, not the value.
 */
/** Every password the journeys type (grep "'…@20..'" in tests/), and the admin's. */
const PASSWORDS = ['HoaPhuong@2026', 'HoaPhuong@2027', 'DoiMoi@2027', 'HaiLop@2027', 'SaiMatKhau@1', 'Quantri@2026'];
const PATTERNS: { kind: string; pattern: RegExp }[] = [
  // newCitizen() in tests/account.ts: 079 and nine digits, standing alone (a JSON string, a query
  // value, a word of a message): never the digits inside a longer number such as
  // `"responseTime":348.079046999992`, whose decimals once failed a run by chance.
  { kind: 'citizen ID', pattern: /(?<!\d)(?<!\d\.)079\d{9}(?!\.?\d)/ },
  { kind: 'access token (JWT)', pattern: /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/ },
  { kind: 'refresh cookie', pattern: /refresh_token=[\w-]{20,}/ },
  // randomToken(): 32 random bytes in base64url (refresh tokens, 2FA session keys).
  {
    kind: 'random token',
    pattern: /(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{43}(?![\w-])/,
  },
  { kind: 'argon2 hash', pattern: /\$argon2/ },
  ...PASSWORDS.map((password) => ({ kind: 'password', pattern: new RegExp(password.replace(/[$@]/g, '\\$&')) })),
];

export function scanLog(text: string): { kind: string; line: number }[] {
  const leaks: { kind: string; line: number }[] = [];
  text.split('\n').forEach((line, index) => {
    // The VNeID stand-in (test only, never in production) names its interactions with such tokens in its URLs.
    const standIn = /"url":"\/dev-idp/.test(line);
    for (const { kind, pattern } of PATTERNS) {
      if (standIn && kind === 'random token') continue;
      if (pattern.test(line)) leaks.push({ kind, line: index + 1 });
    }
  });
  return leaks;
}

export default function globalTeardown(): void {
  const dirs = [
    process.env.E2E_MAIN_DATA_DIR,
    process.env.E2E_FLAGS_OFF_DATA_DIR,
    process.env.E2E_BACK_OFFICE_DATA_DIR,
    process.env.E2E_FIRST_RUN_DATA_DIR,
  ];
  const found: string[] = [];
  let scanned = 0;
  for (const dir of dirs) {
    const file = dir ? path.join(dir, 'server.log') : undefined;
    if (!file || !existsSync(file)) continue;
    scanned += 1;
    for (const leak of scanLog(readFileSync(file, 'utf8'))) found.push(`${leak.kind} in ${file}, line ${leak.line}`);
  }
  if (scanned === 0) throw new Error('log scan: no server.log found in the servers’ data folders');
  if (found.length > 0) throw new Error(`log scan: secrets in the server logs:\n${found.join('\n')}`);
  console.log(`log scan: ${scanned} server logs, no citizen ID, password or token`);
}
