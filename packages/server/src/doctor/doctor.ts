import { statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { type Config, ConfigError, dataKeyMismatch, loadConfigWithoutSecrets } from '../config.ts';
import { newestAppliedMigration, pendingMigrations, type Queryable } from '../db/releases.ts';
import { type ClamdAddress, clamdAddress, scanWithClamd } from '../modules/uploads/clamav.ts';
import { s3SettingsOf } from '../storage/s3-files.ts';
import { createUploadStore } from '../storage/uploads.ts';

/** One finding: `fail` stops the exit code at 1, `warn` is said and let be. */
export interface Finding {
  state: 'ok' | 'warn' | 'fail';
  /** What was checked, in Vietnamese / English. */
  item: string;
  /** What was found, in Vietnamese / English. */
  detail: string;
}

export interface DoctorOptions {
  /** Sends a test mail there through SMTP_URL. */
  mailTo?: string;
  /** How long each service may take to answer. */
  timeoutMs?: number;
  now?: () => Date;
}

/** ClamAV's signatures older than this are stale (freshclam updates them several times a day). */
const SIGNATURES_STALE_DAYS = 3;

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/**
 * `npm run doctor`: reads the production configuration the way the server does and says, item by
 * item in Vietnamese and English, what is wrong or unreachable (docs/OPERATIONS.md, "Checking a
 * configuration"). Nothing is changed, but for the test mail when asked for one.
 */
export async function runDoctor(env: NodeJS.ProcessEnv, options: DoctorOptions = {}): Promise<Finding[]> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const findings: Finding[] = [];
  const say = (state: Finding['state'], item: string, detail: string) => findings.push({ state, item, detail });

  let config: Config;
  try {
    // A check writes nothing: no secret generated into DATA_DIR.
    config = loadConfigWithoutSecrets(env);
    say('ok', 'Cấu hình / Configuration', 'mọi giá trị hợp lệ / every value is valid');
  } catch (error) {
    const lines = error instanceof ConfigError ? error.message : reason(error);
    say('fail', 'Cấu hình / Configuration', lines);
    return findings;
  }
  const production = config.NODE_ENV === 'production';
  if (!production) say('warn', 'NODE_ENV', `"${config.NODE_ENV}", không phải production / not production`);

  const url = config.PUBLIC_URL;
  if (!url) say(production ? 'fail' : 'warn', 'PUBLIC_URL', 'chưa đặt / not set');
  else if (!url.startsWith('https://')) say('warn', 'PUBLIC_URL', `${url}: không phải HTTPS / not HTTPS`);
  else say('ok', 'PUBLIC_URL', url);

  checkSecrets(env, config, say);
  checkDataDir(config, say);
  await checkDatabase(config, timeoutMs, say);
  await checkImages(say);

  if (config.REDIS_URL) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: timeoutMs,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    try {
      await within(
        redis.connect().then(() => redis.ping()),
        timeoutMs,
        'Redis',
      );
      say('ok', 'Redis', 'trả lời / answers');
    } catch (error) {
      say('fail', 'Redis', `không kết nối được / unreachable: ${reason(error)}`);
    } finally {
      redis.disconnect();
    }
  }

  const s3 = s3SettingsOf(config);
  if (s3) {
    const store = createUploadStore(config.DATA_DIR, s3);
    try {
      await within(store.check(), timeoutMs, 'S3');
      say('ok', 'Kho tệp S3 / S3 bucket', store.location);
    } catch (error) {
      say('fail', 'Kho tệp S3 / S3 bucket', `${store.location}: ${reason(error)}`);
    } finally {
      await store.close();
    }
  }

  await checkMail(config, options.mailTo, timeoutMs, say);
  await checkClamd(config, timeoutMs, options.now ?? (() => new Date()), say);

  if (config.VNEID_ISSUER) {
    const discovery = `${config.VNEID_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`;
    try {
      const answer = await within(fetch(discovery), timeoutMs, 'VNeID');
      const document = (await answer.json()) as Record<string, unknown>;
      const missing = ['authorization_endpoint', 'token_endpoint', 'jwks_uri'].filter((key) => !document[key]);
      if (!answer.ok || missing.length > 0)
        throw new Error(`HTTP ${answer.status}, thiếu / missing ${missing.join(', ')}`);
      say(
        config.VNEID_CLIENT_ID ? 'ok' : 'fail',
        'VNeID',
        config.VNEID_CLIENT_ID ? discovery : 'thiếu VNEID_CLIENT_ID / VNEID_CLIENT_ID missing',
      );
    } catch (error) {
      say('fail', 'VNeID', `${discovery}: ${reason(error)}`);
    }
  } else if (production) say('ok', 'VNeID', 'tắt (chưa đặt VNEID_ISSUER) / off (no VNEID_ISSUER)');
  return findings;
}

type Say = (state: Finding['state'], item: string, detail: string) => void;

/** Long, varied secrets given in the environment (several processes must share them). */
function checkSecrets(env: NodeJS.ProcessEnv, config: Config, say: Say) {
  for (const name of ['JWT_SECRET', 'DATA_KEY'] as const) {
    const value = env[name];
    if (!value) {
      // One process may keep the secret it generated in DATA_DIR; several may not.
      say(
        config.DATABASE_URL ? 'fail' : 'warn',
        name,
        'chưa đặt: dùng khóa tự sinh trong DATA_DIR / not set: the key generated in DATA_DIR',
      );
    } else if (new Set(value).size < 12) {
      say('fail', name, 'quá đơn giản (ít ký tự khác nhau) / too simple: make it with openssl rand -base64 48');
    } else {
      const mismatch = name === 'DATA_KEY' ? dataKeyMismatch(config.DATA_DIR, value) : undefined;
      if (mismatch) say('fail', name, mismatch.replace(/^DATA_KEY: /, ''));
      else say('ok', name, `${value.length} ký tự / characters`);
    }
  }
}

/** DATA_DIR exists, and neither it nor the generated secrets are open to other users. */
function checkDataDir(config: Config, say: Say) {
  const item = 'DATA_DIR';
  let mode: number;
  try {
    mode = statSync(config.DATA_DIR).mode & 0o777;
  } catch {
    say('fail', item, `${config.DATA_DIR} không tồn tại / does not exist`);
    return;
  }
  if (mode & 0o007)
    say(
      'warn',
      item,
      `${config.DATA_DIR}: người dùng khác đọc được (${mode.toString(8)}) / readable by other users: chmod 750`,
    );
  else say('ok', item, `${config.DATA_DIR} (${mode.toString(8)})`);
  for (const file of ['jwt-secret', 'data-key']) {
    try {
      const fileMode = statSync(path.join(config.DATA_DIR, file)).mode & 0o777;
      if (fileMode & 0o077)
        say(
          'fail',
          `${item}/${file}`,
          `quyền ${fileMode.toString(8)}, cần 600 / mode ${fileMode.toString(8)}, must be 600`,
        );
    } catch {
      // Not generated (the secret is in the environment, or the portal never started).
    }
  }
}

/**
 * sharp (libvips) makes every uploaded picture; the server loads it with the first one, not at
 * start, so a broken install (a binary for another platform) shows here before any upload fails.
 */
async function checkImages(say: Say) {
  const item = 'Xử lý ảnh / Image processing (sharp)';
  try {
    const { default: sharp } = await import('sharp');
    await sharp({ create: { width: 2, height: 2, channels: 3, background: '#ffffff' } })
      .webp()
      .toBuffer();
    say('ok', item, 'chạy được / works');
  } catch (error) {
    say(
      'fail',
      item,
      `không chạy được, mọi ảnh tải lên sẽ lỗi / does not work, every picture upload would fail: ${reason(error)}`,
    );
  }
}

async function checkDatabase(config: Config, timeoutMs: number, say: Say) {
  const item = 'Cơ sở dữ liệu / Database';
  const report = async (db: Queryable, where: string) => {
    const pending = pendingMigrations(await newestAppliedMigration(db));
    if (pending.length === 0) say('ok', item, `${where}: đúng phiên bản / up to date`);
    else
      say(
        'warn',
        item,
        `${where}: ${pending.length} thay đổi cấu trúc chưa áp dụng, chạy npm run upgrade / migrations pending: run npm run upgrade`,
      );
  };
  if (config.DATABASE_URL) {
    const target = new URL(config.DATABASE_URL);
    const where = `PostgreSQL ${target.hostname}:${target.port || 5432}${target.pathname}`;
    const client = new pg.Client({ connectionString: config.DATABASE_URL, connectionTimeoutMillis: timeoutMs });
    client.on('error', () => {});
    try {
      await client.connect();
      await report(client, where);
    } catch (error) {
      say('fail', item, `${where}: ${reason(error)}`);
    } finally {
      await client.end().catch(() => {});
    }
    return;
  }
  const folder = path.join(config.DATA_DIR, 'pglite');
  try {
    statSync(path.join(folder, 'PG_VERSION'));
  } catch {
    say('warn', item, `PGlite: chưa có, lần khởi động đầu sẽ tạo / not made yet: the first start makes it (${folder})`);
    return;
  }
  try {
    statSync(path.join(folder, 'postmaster.pid'));
    say('ok', item, `PGlite ${folder}: đang được cổng dùng / in use by the portal`);
    return;
  } catch {
    // Not open: read it.
  }
  const client = await PGlite.create(folder);
  try {
    await report(client, `PGlite ${folder}`);
  } finally {
    await client.close();
  }
}

async function checkMail(config: Config, mailTo: string | undefined, timeoutMs: number, say: Say) {
  const item = 'Thư điện tử / Mail (SMTP)';
  if (!config.SMTP_URL) {
    say(
      config.NODE_ENV === 'production' ? 'fail' : 'warn',
      item,
      'chưa đặt SMTP_URL: thư chỉ ghi vào DATA_DIR/outbox / no SMTP_URL: mail only written to DATA_DIR/outbox',
    );
    return;
  }
  // nodemailer reads options from the address's query: its own waits (2 min to connect) are too long here.
  const withTimeouts = new URL(config.SMTP_URL);
  withTimeouts.searchParams.set('connectionTimeout', String(timeoutMs));
  withTimeouts.searchParams.set('greetingTimeout', String(timeoutMs));
  const transport = nodemailer.createTransport(withTimeouts.toString());
  const server = withTimeouts.host;
  try {
    await transport.verify();
    if (!mailTo) say('ok', item, `${server} nhận kết nối / accepts connections`);
    else {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: mailTo,
        subject: 'Thư thử từ cổng thông tin / A test mail from the portal',
        text: 'Thư này do lệnh npm run doctor gửi để kiểm tra cấu hình thư. / Sent by npm run doctor to check the mail settings.',
      });
      say('ok', item, `${server}: đã gửi thư thử tới ${mailTo} / test mail sent to ${mailTo}`);
    }
  } catch (error) {
    say('fail', item, `${server}: ${reason(error)}`);
  } finally {
    transport.close();
  }
}

/** clamd answers, and its signatures are recent (`VERSION`: "ClamAV 1.0.7/27480/Sat Dec  6 09:33:05 2026"). */
async function checkClamd(config: Config, timeoutMs: number, now: () => Date, say: Say) {
  const item = 'Quét virus / Virus scanning (clamd)';
  const address = clamdAddress(config);
  if (!address) {
    say(
      config.CLAMAV_DISABLED ? 'warn' : 'fail',
      item,
      'tắt: tệp tải lên không được quét / off: uploads are not scanned',
    );
    return;
  }
  try {
    await scanWithClamd({ ...address, timeoutMs }, Buffer.from('npm run doctor'));
    const version = await clamdVersion({ ...address, timeoutMs });
    const dated = version.split('/')[2];
    const signed = dated ? new Date(dated) : undefined;
    if (!signed || Number.isNaN(signed.getTime())) {
      say('warn', item, `${version}: không rõ ngày của bộ mẫu / signatures' date unknown`);
      return;
    }
    const days = Math.floor((now().getTime() - signed.getTime()) / 86_400_000);
    const state = days > SIGNATURES_STALE_DAYS ? 'fail' : 'ok';
    say(
      state,
      item,
      `${version} (${days} ngày trước / days old${state === 'fail' ? '; chạy freshclam / run freshclam' : ''})`,
    );
  } catch (error) {
    say('fail', item, reason(error));
  }
}

function clamdVersion(address: ClamdAddress): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = address.socket
      ? connect({ path: address.socket })
      : connect({ host: address.host ?? '', port: address.port ?? 3310 });
    let reply = '';
    const timer = setTimeout(() => socket.destroy(new Error('clamd: no answer to VERSION')), address.timeoutMs);
    socket.on('connect', () => socket.write('zVERSION\0'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\0')) socket.end();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (reply) resolve(reply.replace(/\0.*$/s, '').trim());
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The findings as lines, and whether any failed. */
export function formatFindings(findings: Finding[]): { text: string; failed: boolean } {
  const mark = { ok: '✓', warn: '!', fail: '✗' } as const;
  const lines = findings.map((finding) => `${mark[finding.state]} ${finding.item}: ${finding.detail}`);
  const failed = findings.some((finding) => finding.state === 'fail');
  lines.push(
    failed
      ? 'Có mục cần sửa (✗) trước khi chạy cổng. / Fix the items marked ✗ before running the portal.'
      : 'Không có lỗi nào (✗). / Nothing to fix (✗).',
  );
  return { text: lines.join('\n'), failed };
}
