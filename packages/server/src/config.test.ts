import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
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

  it('refuses a DATA_KEY that differs from the key a start without it generated, and takes the same one', () => {
    const dir = dataDir();
    const generated = loadConfig({ DATA_DIR: dir }).DATA_KEY;
    expect(() => loadConfig({ DATA_DIR: dir, DATA_KEY: 'n'.repeat(48) })).toThrow(
      /DATA_KEY: khác khóa đã mã hóa dữ liệu này .*never a new key/,
    );
    expect(loadConfig({ DATA_DIR: dir, DATA_KEY: generated }).DATA_KEY).toBe(generated);
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

/** The problems loadConfig lists for `env`, one string. */
function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  throw new Error('the configuration was accepted');
}

/** What production needs besides the defaults. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://nq57.songlam.gov.vn',
  CLAMAV_SOCKET: '/run/clamd.ctl',
};

describe('TRUST_PROXY', () => {
  it('is empty when unset: no proxy is believed', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '' }).TRUST_PROXY).toEqual([]);
  });

  it('takes addresses and CIDRs, comma-separated, which Fastify accepts as they are', () => {
    const list = '10.0.0.5, 10.1.0.0/16,192.168.1.1/32 , fd00::/8, ::1, loopback';
    const config = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: list });
    expect(config.TRUST_PROXY).toEqual(['10.0.0.5', '10.1.0.0/16', '192.168.1.1/32', 'fd00::/8', '::1', 'loopback']);
    // @fastify/proxy-addr compiles the list when the server is made: a wrong entry would throw here.
    expect(() => Fastify({ trustProxy: config.TRUST_PROXY })).not.toThrow();
  });

  it('refuses the start on a wrong entry, naming it in Vietnamese and English', () => {
    for (const wrong of [
      'lb.example.vn',
      '10.0.0.256',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.0/8/1',
      '10.0.0.0/',
      '*',
    ]) {
      const problems = problemsOf({ TRUST_PROXY: `127.0.0.1,${wrong}` });
      expect(problems, wrong).toContain('TRUST_PROXY');
      expect(problems, wrong).toContain(`"${wrong}" không phải địa chỉ IP hoặc dải CIDR (not an IP address or CIDR`);
    }
  });
});

describe('PUBLIC_URL', () => {
  it('must be http(s), in every environment', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      for (const wrong of [
        'javascript:alert(1)',
        'ftp://nq57.songlam.gov.vn',
        'data:text/html,x',
        'https:nq57',
        'nq57',
      ]) {
        const problems = problemsOf({ ...PRODUCTION, NODE_ENV, PUBLIC_URL: wrong });
        expect(problems, `${NODE_ENV} ${wrong}`).toMatch(/^PUBLIC_URL: .*http:\/\/ hoặc https:\/\//m);
      }
    }
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://127.0.0.1:4300' }).PUBLIC_URL).toBe(
      'http://127.0.0.1:4300',
    );
  });

  it('is required in production', () => {
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: '' })).toMatch(/^PUBLIC_URL: Bắt buộc khi NODE_ENV=production/m);
    expect(loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION }).PUBLIC_URL).toBe('https://nq57.songlam.gov.vn');
    expect(loadConfig({ DATA_DIR: dataDir() }).PUBLIC_URL).toBeUndefined();
  });
});

describe('production defaults', () => {
  it('refuses production without a virus scanner unless CLAMAV_DISABLED=true', () => {
    expect(problemsOf({ ...PRODUCTION, CLAMAV_SOCKET: '' })).toMatch(/^CLAMAV_SOCKET: .*CLAMAV_DISABLED=true/m);
    const unscanned = loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION, CLAMAV_SOCKET: '', CLAMAV_DISABLED: 'true' });
    expect(unscanned.CLAMAV_DISABLED).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION, CLAMAV_SOCKET: '', CLAMAV_HOST: 'clamd' }).CLAMAV_HOST,
    ).toBe('clamd');
    // Elsewhere no scanner is needed (a warning at start says uploads are unscanned).
    expect(loadConfig({ DATA_DIR: dataDir() }).CLAMAV_DISABLED).toBe(false);
  });

  it('refuses CLAMAV_DISABLED=true beside a clamd address, and a value other than true or false', () => {
    expect(problemsOf({ ...PRODUCTION, CLAMAV_DISABLED: 'true' })).toMatch(/^CLAMAV_DISABLED: /m);
    expect(problemsOf({ CLAMAV_DISABLED: 'yes' })).toMatch(/^CLAMAV_DISABLED: /m);
  });

  it('seeds the demo content by default outside production only', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).SEED_DEMO_CONTENT).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).SEED_DEMO_CONTENT).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION }).SEED_DEMO_CONTENT).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION, SEED_DEMO_CONTENT: 'true' }).SEED_DEMO_CONTENT).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO_CONTENT: 'false' }).SEED_DEMO_CONTENT).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION, SEED_DEMO_CONTENT: '' }).SEED_DEMO_CONTENT).toBe(false);
  });

  it('serves the API description by default outside production only', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).API_DOCS).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION }).API_DOCS).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), API_DOCS: 'false' }).API_DOCS).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });
});
