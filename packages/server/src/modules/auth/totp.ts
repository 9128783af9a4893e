import { Secret, TOTP } from 'otpauth';

/**
 * TOTP of spec section 1 (docs/DOMAIN.md, "The spec's contract"): 30-second steps, 6 digits, one
 * step of drift either way.
 */
const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** How long a secret shown with a QR code may be confirmed: this window, and the one before it. */
const ENROLMENT_WINDOW_MS = 10 * 60_000;

/**
 * The secret the server offers `subject` (an e-mail registering, or an account switching two-factor
 * on) during a 10-minute window: 160 bits of a keyed digest, so the server chooses it and can tell,
 * with nothing stored, that a secret sent back is one it issued to that subject lately. A secret
 * of the client's choosing is refused.
 */
export function enrolmentSecret(digest: (plain: string) => string, subject: string, at: Date, windowsBack = 0) {
  const window = Math.floor(at.getTime() / ENROLMENT_WINDOW_MS) - windowsBack;
  return keyedSecret(digest, `totp-enrolment:${window}:${subject}`);
}

/**
 * A secret of 160 bits the server chooses for `label` and can make again from it, with nothing
 * stored: the first 20 bytes of a keyed digest, which no one without the data key can compute.
 */
export function keyedSecret(digest: (plain: string) => string, label: string): string {
  const bytes = Buffer.from(digest(label), 'base64url').subarray(0, 20);
  return new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + 20) }).base32;
}

/** Whether `secret` is one enrolmentSecret gave `subject` in this window or the one before. */
export function isEnrolmentSecret(digest: (plain: string) => string, subject: string, secret: string, at: Date) {
  return [0, 1].some((back) => enrolmentSecret(digest, subject, at, back) === secret);
}

function totp(secret: string, label = '', issuer = 'Cổng Nghị quyết 57') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The QR code an authenticator app scans, as a PNG data URL. */
export async function totpQrImage(secret: string, email: string, issuer: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(totp(secret, email, issuer).toString(), { margin: 1, width: 220 });
}

/** The 30-second step a code belongs to, or null when it is wrong for the steps around `at`. */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / PERIOD) + delta;
}

/** The code for a moment (tests, and the stand-in authenticator of the browser journeys). */
export function totpCode(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}
