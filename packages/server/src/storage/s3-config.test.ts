import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { s3SettingsOf } from './s3-files.ts';

const dirs: string[] = [];
const load = (env: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-s3-config-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, ...env });
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  throw new Error('the configuration was accepted');
}

const MINIO = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'portal-files',
  S3_ACCESS_KEY_ID: 'portal',
  S3_SECRET_ACCESS_KEY: 'a-secret-that-is-never-shown',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('S3 configuration', () => {
  it('keeps files in DATA_DIR unless S3_BUCKET is set', () => {
    const config = load({});
    expect(s3SettingsOf(config)).toBeUndefined();
    expect(config.S3_REGION).toBe('us-east-1');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('reads the bucket, its server and keys, the region defaulting to us-east-1', () => {
    expect(s3SettingsOf(load(MINIO))).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal-files',
      region: 'us-east-1',
      accessKeyId: 'portal',
      secretAccessKey: 'a-secret-that-is-never-shown',
      forcePathStyle: true,
    });
    expect(s3SettingsOf(load({ ...MINIO, S3_ENDPOINT: '', S3_REGION: 'ap-southeast-1' }))).toMatchObject({
      endpoint: undefined,
      region: 'ap-southeast-1',
    });
  });

  it('refuses S3_BUCKET without both keys, naming each one missing', () => {
    const problems = problemsOf({ S3_BUCKET: 'portal-files' });
    expect(problems).toMatch(/^S3_BUCKET: .*S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/m);
    expect(problemsOf({ ...MINIO, S3_SECRET_ACCESS_KEY: '' })).toMatch(/^S3_BUCKET: Thiếu S3_SECRET_ACCESS_KEY /m);
    expect(problemsOf({ ...MINIO, S3_SECRET_ACCESS_KEY: '' })).not.toContain('S3_ACCESS_KEY_ID');
  });

  it('refuses S3 settings without S3_BUCKET, a wrong endpoint and a path style other than true or false', () => {
    expect(problemsOf({ ...MINIO, S3_BUCKET: '' })).toMatch(/^S3_BUCKET: .*S3_ENDPOINT, S3_ACCESS_KEY_ID/m);
    expect(problemsOf({ ...MINIO, S3_ENDPOINT: 'minio:9000' })).toMatch(/^S3_ENDPOINT: /m);
    expect(problemsOf({ ...MINIO, S3_FORCE_PATH_STYLE: 'yes' })).toMatch(/^S3_FORCE_PATH_STYLE: /m);
  });

  it('never shows the secret key in a refusal', () => {
    expect(problemsOf({ ...MINIO, S3_ACCESS_KEY_ID: '', S3_ENDPOINT: 'wrong' })).not.toContain(
      MINIO.S3_SECRET_ACCESS_KEY,
    );
  });
});
