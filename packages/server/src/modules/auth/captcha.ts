import { authMessages } from '@portal/shared/auth';
import { and, eq, gt, lt } from 'drizzle-orm';
import type svgCaptchaModule from 'svg-captcha';
import type { Database } from '../../db/client.ts';
import { captchas } from '../../db/schema/auth.ts';
import { unprocessable } from '../../errors.ts';
import { sha256 } from '../../lib/crypto.ts';

const CAPTCHA_TTL_MS = 2 * 60_000;

export interface CaptchaService {
  /** A new captcha: an SVG image (as a data URL) and the key to answer it with. */
  create(): Promise<{ captcha: string; key: string }>;
  /**
   * Consumes the captcha whatever the answer: the first attempt that uses a key, right or
   * wrong, ends it. Throws a 422 on the `captcha` field unless the answer was right and in time.
   * `checkRest`, the form's own checks beyond its schema, runs once the answer is known to be
   * right: a 422 it throws leaves the captcha unused, for the corrected attempt.
   */
  consume(key: string, answer: string, checkRest?: () => Promise<void>): Promise<void>;
}

const normalise = (answer: string) => answer.trim().toLowerCase();

export function createCaptchaService(db: Database, now: () => Date, fixedText?: string): CaptchaService {
  return {
    async create() {
      const { default: svgCaptcha } = await import('svg-captcha');
      // The package's default export draws a given text; its typings only declare `create`.
      const drawText = svgCaptcha as unknown as (text: string, options: svgCaptchaModule.ConfigObject) => string;
      const image = svgCaptcha.create({
        size: 5,
        noise: 2,
        color: true,
        ignoreChars: '0oO1ilIj',
        background: '#f1f5fb',
      });
      const text = fixedText ?? image.text;
      const [row] = await db
        .insert(captchas)
        .values({ answerHash: sha256(normalise(text)), expiresAt: new Date(now().getTime() + CAPTCHA_TTL_MS) })
        .returning({ key: captchas.key });
      // Expired captchas are of no use to anyone: clear them as new ones are made.
      await db.delete(captchas).where(lt(captchas.expiresAt, now()));
      const svg = fixedText ? drawText(fixedText, { noise: 2, color: true }) : image.data;
      return { captcha: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, key: row?.key ?? '' };
    },

    async consume(key, answer, checkRest) {
      const wrong = unprocessable({ captcha: [authMessages.captchaWrong] });
      if (!/^[0-9a-f-]{36}$/i.test(key)) throw wrong;
      const answerHash = sha256(normalise(answer));
      if (checkRest) {
        const [kept] = await db
          .select({ answerHash: captchas.answerHash })
          .from(captchas)
          .where(and(eq(captchas.key, key), gt(captchas.expiresAt, now())));
        // A wrong answer is used up below whatever the rest holds; only a right one waits for it.
        if (kept?.answerHash === answerHash) await checkRest();
      }
      const [row] = await db
        .delete(captchas)
        .where(and(eq(captchas.key, key), gt(captchas.expiresAt, now())))
        .returning({ answerHash: captchas.answerHash });
      if (!row || row.answerHash !== answerHash) throw wrong;
    },
  };
}
