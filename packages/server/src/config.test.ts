import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.ACCESS_TOKEN_TTL).toBe(900);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.NODE_ENV).toBe('development');
  });

  it('generates a JWT secret once and keeps it in DATA_DIR, readable by the owner only', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('lists everything that is wrong at once', () => {
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        ACCESS_TOKEN_TTL: '1',
        JWT_SECRET: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'ACCESS_TOKEN_TTL', 'JWT_SECRET']) expect(problems).toContain(name);
    }
  });

  it('refuses CAPTCHA_TEST_TEXT in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', CAPTCHA_TEST_TEXT: 'abcd' })).toThrow(
      /CAPTCHA_TEST_TEXT/,
    );
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', CAPTCHA_TEST_TEXT: 'abcd' }).CAPTCHA_TEST_TEXT).toBe(
      'abcd',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
