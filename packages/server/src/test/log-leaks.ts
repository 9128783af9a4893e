/** Each secret found in `log`, by the name the test gave it. */
export function findLeaks(log: string, secrets: Map<string, string>): string[] {
  const leaks: string[] = [];
  for (const [name, value] of secrets) {
    if (!value) continue;
    // Short numeric codes (2FA) only count as whole numbers, not as digits inside a timestamp.
    const found = /^\d{6}$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`).test(log) : log.includes(value);
    if (found) leaks.push(name);
  }
  // Whatever the test did not think of: any JWT, argon2 hash or 12-digit citizen ID.
  if (/eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/.test(log)) leaks.push('a JWT');
  if (log.includes('$argon2')) leaks.push('an argon2 hash');
  return leaks;
}
