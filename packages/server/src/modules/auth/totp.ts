import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** TOTP of spec section 1: 30-second steps, 6 digits, one step of drift either way. */
const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = '', issuer = 'Cổng NQ57') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The QR code an authenticator app scans, as a PNG data URL. */
export async function totpQrImage(secret: string, email: string, issuer: string): Promise<string> {
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
