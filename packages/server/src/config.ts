import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** `true` or `false`; empty or unset is undefined, so that the default can depend on NODE_ENV. */
const optionalFlag = optionalString.pipe(
  z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
);

/** Names @fastify/proxy-addr (Fastify's `trustProxy`) knows for whole ranges of addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's range names. */
export function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Cổng thông tin Nghị quyết 57 <no-reply@localhost>'),
    /**
     * The address people use, the only origin of every absolute link the server writes (pages'
     * Open Graph tags, sitemap, feed, mails, VNeID). Required in production; elsewhere
     * `http://localhost:PORT` (http/origin.ts). Never taken from a request's headers.
     */
    PUBLIC_URL: optionalString.pipe(
      z
        .url({
          protocol: z.regexes.httpProtocol,
          error: 'Phải là địa chỉ bắt đầu bằng http:// hoặc https:// (must be an http:// or https:// URL)',
        })
        .optional(),
    ),
    /**
     * Addresses or CIDRs of the load balancers whose X-Forwarded-For, -Proto and -Host are
     * believed, comma-separated. Unset: none, every request's address is its connection's.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const entries = (value ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        for (const entry of entries) {
          if (!isProxyAddress(entry)) {
            ctx.addIssue({
              code: 'custom',
              message: `"${entry}" không phải địa chỉ IP hoặc dải CIDR (not an IP address or CIDR, e.g. 10.0.0.5 or 10.0.0.0/24)`,
            });
          }
        }
        return entries;
      }),
    /**
     * Who may read GET /metrics: addresses, CIDRs or `loopback` (the default), comma-separated, as
     * TRUST_PROXY resolves a client's address; anyone else gets 404 unless they give METRICS_TOKEN.
     */
    METRICS_ALLOW: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const entries = (value || 'loopback')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        for (const entry of entries) {
          if (entry !== 'loopback' && (!isProxyAddress(entry) || PROXY_RANGE_NAMES.has(entry))) {
            ctx.addIssue({
              code: 'custom',
              message: `"${entry}" không phải địa chỉ IP, dải CIDR hay loopback (not an IP address, CIDR or loopback)`,
            });
          }
        }
        return entries;
      }),
    /** A bearer token that also opens GET /metrics (a scraper on another machine); 32+ characters. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional()),
    JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
    /** Key of the personal data encrypted at rest (citizen IDs, TOTP secrets). */
    DATA_KEY: optionalString.pipe(z.string().min(32, 'DATA_KEY must be at least 32 characters').optional()),
    /**
     * Seconds a session may go without a refresh before it ends (the portal refreshes while a tab
     * is open and in use). Default 2 hours: a closed tab or a shared computer left alone.
     */
    SESSION_IDLE_TIMEOUT: z.coerce
      .number()
      .int()
      .min(60)
      .max(30 * 86_400)
      .default(7200),
    /** Seconds after sign-in that a session ends however active it is. Default 12 hours: once a working day. */
    SESSION_MAX_AGE: z.coerce
      .number()
      .int()
      .min(300)
      .max(90 * 86_400)
      .default(43_200),
    /** Requests per minute and address to each sign-in, registration, verification and recovery call. */
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /**
     * Wrong passwords for one account within a day, from at least LOGIN_LOCKOUT_ADDRESSES
     * addresses, before it is locked for LOGIN_LOCKOUT_MINUTES and its owner is mailed. Fewer
     * failures only slow the failing address (sign-in-throttle.ts).
     */
    LOGIN_LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(50),
    LOGIN_LOCKOUT_ADDRESSES: z.coerce.number().int().min(1).default(5),
    LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(1440),
    /**
     * Registrations (after a solved captcha) a day from one address and for one e-mail: a taken
     * citizen ID is told only by mail, and this makes asking for many of them slow.
     */
    REGISTRATION_DAILY_LIMIT: z.coerce.number().int().min(1).default(5),
    /** Password hashes (argon2) computed at once; 0 means one per CPU core. */
    HASH_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(0),
    /** Password hashes that may wait for a slot; beyond them a sign-in is refused at once with 503. */
    HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
    /** PostgreSQL: longest a statement may run (ms) before the server cancels it. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).max(86_400).default(900),
    /** The longest a shutdown may take (ms); past it the process exits anyway, with code 1. */
    SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    ADMIN_EMAIL: z.email().default('admin@localhost.localdomain'),
    ADMIN_PASSWORD: optionalString,
    VNEID_ISSUER: optionalString.pipe(z.url().optional()),
    VNEID_CLIENT_ID: optionalString,
    VNEID_CLIENT_SECRET: optionalString,
    /** Which claims of the identity provider hold the name, citizen ID and e-mail. */
    VNEID_SCOPE: z.string().default('openid profile email'),
    VNEID_CLAIM_NAME: z.string().default('name'),
    VNEID_CLAIM_CITIZEN_ID: z.string().default('citizen_id'),
    VNEID_CLAIM_EMAIL: z.string().default('email'),
    CAPTCHA_TEST_TEXT: optionalString,
    /** Seed the demo content (news, products, documents…) into an empty database; off by default in production. */
    SEED_DEMO_CONTENT: optionalFlag,
    /**
     * Serve the OpenAPI description at /api/docs. It lists every operation, the back office's
     * included, so a production server keeps it to itself unless asked; elsewhere it is on.
     */
    API_DOCS: optionalFlag,
    /**
     * Virus scanning of every upload by clamd (INSTREAM): its Unix socket, or its TCP host and
     * port. Unset: no scanning. Set: an upload clamd cannot scan is refused (503), never stored.
     */
    CLAMAV_SOCKET: optionalString,
    CLAMAV_HOST: optionalString,
    CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
    /** How long one scan may take (connecting included) before the upload is refused. */
    CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** Production without a scanner only when this says so (`true`); the start then logs a warning. */
    CLAMAV_DISABLED: optionalFlag.transform((value) => value ?? false),
    /**
     * Files in an S3-compatible bucket (shared by every process) instead of DATA_DIR/uploads:
     * used when S3_BUCKET is set, which then needs both keys. S3_ENDPOINT unset: Amazon S3.
     */
    S3_ENDPOINT: optionalString.pipe(z.url({ protocol: z.regexes.httpProtocol }).optional()),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString.transform((value) => value ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** `true` for MinIO and most servers of one's own: the bucket in the path, not in the host name. */
    S3_FORCE_PATH_STYLE: optionalFlag.transform((value) => value ?? false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where the built portal lives; the server serves it when present. */
    WEB_DIST: z.string().optional(),
    /** Where the built back office lives (packages/admin/dist by default). */
    ADMIN_DIST: z.string().optional(),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.CAPTCHA_TEST_TEXT) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_TEST_TEXT'],
        message: 'must not be set when NODE_ENV=production',
      });
    }
    const scanner = Boolean(config.CLAMAV_SOCKET || config.CLAMAV_HOST);
    if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'Bắt buộc khi NODE_ENV=production, ví dụ https://nq57.sokhcn.gov.vn (required when NODE_ENV=production)',
      });
    }
    if (config.NODE_ENV === 'production' && !scanner && !config.CLAMAV_DISABLED) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLAMAV_SOCKET'],
        message:
          'Chưa cấu hình quét virus: đặt CLAMAV_SOCKET hoặc CLAMAV_HOST, hoặc CLAMAV_DISABLED=true để nhận tệp không quét ' +
          '(production needs clamd, or CLAMAV_DISABLED=true to store uploads unscanned)',
      });
    }
    if (config.SESSION_IDLE_TIMEOUT > config.SESSION_MAX_AGE) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_TIMEOUT'],
        message: 'Không được lớn hơn SESSION_MAX_AGE (must not exceed SESSION_MAX_AGE)',
      });
    }
    const s3Missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !config[name]);
    if (config.S3_BUCKET && s3Missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `Thiếu ${s3Missing.join(', ')} để dùng kho S3 (S3_BUCKET is set: ${s3Missing.join(' and ')} required)`,
      });
    }
    const s3Orphans = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => config[name],
    );
    if (!config.S3_BUCKET && s3Orphans.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          `Đã đặt ${s3Orphans.join(', ')} nhưng chưa đặt S3_BUCKET: tệp vẫn lưu trong DATA_DIR/uploads ` +
          '(set S3_BUCKET to store files in S3, or unset the other S3_ settings)',
      });
    }
    if (config.CLAMAV_DISABLED && scanner) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLAMAV_DISABLED'],
        message:
          'CLAMAV_DISABLED=true mâu thuẫn với CLAMAV_SOCKET/CLAMAV_HOST đã đặt (contradicts the clamd address that is set)',
      });
    }
  })
  .transform((config) => ({
    ...config,
    // A production database starts empty unless asked; a laptop or a test run starts with the demo.
    SEED_DEMO_CONTENT: config.SEED_DEMO_CONTENT ?? config.NODE_ENV !== 'production',
    API_DOCS: config.API_DOCS ?? config.NODE_ENV !== 'production',
  }));

/** The name of every setting (deploy/portal.env.example lists each one a production server uses). */
export const CONFIG_NAMES: string[] = Object.keys(ConfigSchema.in.shape);

export type RawConfig = z.infer<typeof ConfigSchema>;
export type Config = Omit<RawConfig, 'JWT_SECRET' | 'DATA_KEY'> & { JWT_SECRET: string; DATA_KEY: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the environment once; throws a ConfigError listing everything that is wrong. */
/**
 * The configuration for the commands that must leave DATA_DIR as they found it (backup, restore,
 * upgrade, doctor): no secret generated into it, and no refusal of a DATA_KEY that differs from
 * its generated one (doctor says so; a restore may be about to replace that file).
 */
export function loadConfigWithoutSecrets(env: NodeJS.ProcessEnv = process.env): Config {
  const placeholder = 'x'.repeat(32);
  return loadConfig(
    { ...env, JWT_SECRET: env.JWT_SECRET || placeholder, DATA_KEY: env.DATA_KEY || placeholder },
    { checkDataKey: false },
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, { checkDataKey = true } = {}): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const config = parsed.data;
  const mismatch = checkDataKey ? dataKeyMismatch(config.DATA_DIR, config.DATA_KEY) : undefined;
  if (mismatch) throw new ConfigError([mismatch]);
  return {
    ...config,
    JWT_SECRET: config.JWT_SECRET ?? persistentSecret(config.DATA_DIR, 'jwt-secret'),
    DATA_KEY: config.DATA_KEY ?? persistentSecret(config.DATA_DIR, 'data-key'),
  };
}

/**
 * DATA_KEY given, while DATA_DIR holds the key a start without it generated (data-key): the
 * citizen IDs and two-factor secrets written then can be read only with that one. Moving from a
 * generated key to a configured one (the deployment kit's portal.env) must carry it over, never
 * make a new one; a start with another would lock every two-factor account out. Undefined when
 * they agree or there is no such file.
 */
export function dataKeyMismatch(dataDir: string, dataKey: string | undefined): string | undefined {
  if (!dataKey) return undefined;
  let generated: string;
  try {
    generated = readFileSync(path.join(dataDir, 'data-key'), 'utf8').trim();
  } catch {
    return undefined;
  }
  if (generated === dataKey) return undefined;
  const file = path.join(dataDir, 'data-key');
  return (
    `DATA_KEY: khác khóa đã mã hóa dữ liệu này (${file}); đặt DATA_KEY bằng nội dung tệp đó, đừng tạo khóa mới ` +
    `(differs from the key this data was encrypted with, ${file}: set DATA_KEY to that file's content, never a new key; ` +
    'docs/OPERATIONS.md, "Upgrading")'
  );
}

/** A secret generated on first start and kept in DATA_DIR so it survives restarts. */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
