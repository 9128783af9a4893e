import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_NAMES, loadConfig } from '../config.ts';
import { serverPackageRoot } from '../paths.ts';
import { assertBuilt, freePort } from '../resilience/built-server.ts';
import { selfSignedCertificate } from './nginx-server.ts';

/**
 * The deployment kit (deploy/): deploy/install.sh lays it out into a temporary root, systemd checks
 * the unit it wrote (systemd-analyze verify: systemd is not PID 1 here, so nothing is started by it),
 * and the unit's ExecStart, run from there with its environment, serves the portal.
 */
const app = path.resolve(serverPackageRoot, '../..');
const kit = path.join(app, 'deploy');
/** Settings a production server never takes from the file: the unit sets these per process, the rest are for tests. */
const NOT_IN_TEMPLATE = ['PORT', 'HOST', 'DATA_DIR', 'CAPTCHA_TEST_TEXT', 'WEB_DIST', 'ADMIN_DIST'];

/** KEY=value lines of an EnvironmentFile (comments and blank lines left out). */
const envFile = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      // A value in double quotes (systemd and a shell both take them off).
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).replace(/^"(.*)"$/, '$1')]),
  );

/** The [Service] settings of a unit, a key's values in order (Environment= may repeat). */
function unitSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = line.match(/^([A-Za-z]+)=(.*)$/);
    if (match) settings.set(match[1] ?? '', [...(settings.get(match[1] ?? '') ?? []), match[2] ?? '']);
  }
  return settings;
}

describe('the deployment kit', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-kit-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lays out the unit, the settings, the nginx site and the journal’s limits, and says what remains', () => {
    assertBuilt();
    const printed = execFileSync('bash', [path.join(kit, 'install.sh'), '--root', root], { encoding: 'utf8' });
    expect(printed).toContain('Fill in');
    expect(printed).toContain('systemctl enable --now portal@1');
    const mode = (file: string) => (statSync(path.join(root, file)).mode & 0o777).toString(8);
    expect(mode('etc/portal/portal.env')).toBe('640');
    expect(mode('etc/portal')).toBe('750');
    expect(mode('etc/systemd/system/portal@.service')).toBe('644');
    expect(readFileSync(path.join(root, 'etc/nginx/sites-enabled/portal.conf'), 'utf8')).toBe(
      readFileSync(path.join(kit, 'nginx/portal.conf'), 'utf8'),
    );
    expect(readFileSync(path.join(root, 'etc/systemd/journald.conf.d/portal.conf'), 'utf8')).toMatch(/^SystemMaxUse=/m);
    // The nginx site's cache lives under it: nginx makes only the last folder.
    expect(statSync(path.join(root, 'var/cache/nginx')).isDirectory()).toBe(true);
    // A second run keeps what an operator filled in: the settings, and the site once edited
    // (this release's beside it).
    const site = path.join(root, 'etc/nginx/sites-available/portal.conf');
    writeFileSync(path.join(root, 'etc/portal/portal.env'), 'PUBLIC_URL=https://cong.test\n');
    writeFileSync(site, readFileSync(site, 'utf8').replaceAll('cong.sokhcn.example.gov.vn', 'cong.test'));
    const again = execFileSync('bash', [path.join(kit, 'install.sh'), '--root', root], { encoding: 'utf8' });
    expect(again).toContain("this release's is portal.conf.new beside it");
    expect(readFileSync(path.join(root, 'etc/portal/portal.env'), 'utf8')).toBe('PUBLIC_URL=https://cong.test\n');
    expect(readFileSync(site, 'utf8')).toContain('server_name cong.test;');
    expect(readFileSync(`${site}.new`, 'utf8')).toBe(readFileSync(path.join(kit, 'nginx/portal.conf'), 'utf8'));
    // Put back as shipped, for the tests below.
    copyFileSync(path.join(kit, 'nginx/portal.conf'), site);
    copyFileSync(path.join(kit, 'portal.env.example'), path.join(root, 'etc/portal/portal.env'));
  });

  it('points freshclam at a mirror inside the network, in a file ClamAV reads without an error', () => {
    mkdirSync(path.join(root, 'etc/clamav'), { recursive: true });
    writeFileSync(path.join(root, 'etc/clamav/freshclam.conf'), 'DatabaseMirror database.clamav.net\n');
    const mirror = 'http://clamav-mirror.sokhcn.internal:8080';
    execFileSync('bash', [path.join(kit, 'install.sh'), '--root', root, '--clamav-mirror', mirror], {
      encoding: 'utf8',
    });
    expect(readFileSync(path.join(root, 'etc/clamav/freshclam.conf.debian'), 'utf8')).toContain('database.clamav.net');
    const parsed = spawnSync('clamconf', ['-c', path.join(root, 'etc/clamav')], { encoding: 'utf8' });
    expect(parsed.status).toBe(0);
    expect(parsed.stdout + parsed.stderr).not.toMatch(/ERROR/);
    expect(parsed.stdout).toContain(`PrivateMirror = "${mirror}"`);
    expect(parsed.stdout).toContain('DNSDatabaseInfo = "no"');
    rmSync(path.join(root, 'etc/clamav/freshclam.conf.debian'));
  });

  it('writes a unit that systemd accepts, hardened, pointed at this build', () => {
    const unit = readFileSync(path.join(root, 'etc/systemd/system/portal@.service'), 'utf8');
    const settings = unitSettings(unit);
    expect(settings.get('WorkingDirectory')).toEqual([app]);
    expect(settings.get('ExecStart')?.[0]).toBe(
      `${process.execPath} --max-old-space-size=192 --max-semi-space-size=4 ${app}/packages/server/dist/main.js`,
    );
    const hardening: [string, string][] = [
      ['User', 'portal'],
      ['NoNewPrivileges', 'yes'],
      ['ProtectSystem', 'strict'],
      ['ProtectHome', 'yes'],
      ['PrivateTmp', 'yes'],
      ['CapabilityBoundingSet', ''],
      ['ReadWritePaths', '/var/lib/portal/%i /var/lib/portal/backups'],
    ];
    for (const [key, value] of hardening) expect([key, settings.get(key)]).toEqual([key, [value]]);
    // systemd checks an instance: the template's copy named as portal@1 would be.
    const units = path.join(root, 'verify');
    mkdirSync(units);
    copyFileSync(path.join(root, 'etc/systemd/system/portal@.service'), path.join(units, 'portal@1.service'));
    const verify = spawnSync('systemd-analyze', ['verify', path.join(units, 'portal@1.service')], { encoding: 'utf8' });
    expect([verify.status, verify.stderr.trim()]).toEqual([0, '']);
  });

  it('lists every production setting in the env template, which the server accepts once its secrets are made', () => {
    const template = envFile(readFileSync(path.join(kit, 'portal.env.example'), 'utf8'));
    expect(Object.keys(template).sort()).toEqual(CONFIG_NAMES.filter((name) => !NOT_IN_TEMPLATE.includes(name)).sort());
    // A shell reads it the same (npm run doctor with `set -a; . /etc/portal/portal.env`).
    const sourced = execFileSync(
      'bash',
      [
        '-c',
        'set -a; . "$1"; set +a; node -e "console.log(JSON.stringify(process.env))"',
        'env',
        path.join(kit, 'portal.env.example'),
      ],
      { encoding: 'utf8', env: { PATH: process.env.PATH } },
    );
    const fromShell = JSON.parse(sourced) as Record<string, string>;
    for (const [key, value] of Object.entries(template)) expect([key, fromShell[key]]).toEqual([key, value]);
    const secrets = { JWT_SECRET: 'a'.repeat(64), DATA_KEY: 'b'.repeat(64), ADMIN_PASSWORD: 'Thu@Nghiem2026' };
    const config = loadConfig({ ...template, ...secrets, DATA_DIR: path.join(root, 'state') });
    expect([config.NODE_ENV, config.SEED_DEMO_CONTENT, config.API_DOCS, config.TRUST_PROXY]).toEqual([
      'production',
      false,
      false,
      ['127.0.0.1'],
    ]);
  });

  it('runs the unit’s ExecStart from the laid-out root and answers ready', async () => {
    const unit = unitSettings(readFileSync(path.join(root, 'etc/systemd/system/portal@.service'), 'utf8'));
    const [command = '', ...args] = (unit.get('ExecStart')?.[0] ?? '').split(' ');
    const fromUnit = Object.fromEntries(
      (unit.get('Environment') ?? [])
        .flatMap((line) => line.split(' '))
        .map((pair) => pair.replace('%i', '1').split('=')),
    );
    expect(fromUnit).toEqual({ PORT: '3001', HOST: '127.0.0.1', DATA_DIR: '/var/lib/portal/1' });
    const fromFile = envFile(readFileSync(path.join(root, 'etc/portal/portal.env'), 'utf8'));
    const port = await freePort();
    // systemd makes the state folder (StateDirectory=) before ExecStart.
    const dataDir = path.join(root, 'var/lib/portal/1');
    mkdirSync(dataDir, { recursive: true });
    // What the operator fills in, the clamd this machine does not run, and a port and folder of the test's own.
    const child = spawn(command, args, {
      cwd: unit.get('WorkingDirectory')?.[0],
      env: {
        PATH: process.env.PATH,
        ...fromFile,
        ...fromUnit,
        JWT_SECRET: 'a'.repeat(64),
        DATA_KEY: 'b'.repeat(64),
        ADMIN_PASSWORD: 'Thu@Nghiem2026',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        CLAMAV_SOCKET: '',
        CLAMAV_DISABLED: 'true',
        PORT: String(port),
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      let ready: Response | undefined;
      for (let tries = 0; tries < 300 && !ready?.ok; tries += 1) {
        ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
        if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect([ready?.status, output.includes('"level":50')], output).toEqual([200, false]);
      expect(output).toMatch(/portal \d+\.\d+\.\d+ ready at/);
    } finally {
      child.kill('SIGTERM');
    }
  }, 120_000);

  it('ships an HAProxy configuration that haproxy accepts, with its error pages in Vietnamese', () => {
    const dir = path.join(root, 'haproxy');
    mkdirSync(dir);
    execFileSync('node', [path.join(kit, 'haproxy/write-error-pages.mjs'), path.join(dir, 'errors-vi')]);
    expect(readFileSync(path.join(dir, 'errors-vi/503.http'), 'utf8')).toContain('Cổng thông tin tạm thời gián đoạn');
    selfSignedCertificate(path.join(dir, 'cert.pem'), path.join(dir, 'key.pem'), 'nq57');
    writeFileSync(
      path.join(dir, 'nq57.pem'),
      readFileSync(path.join(dir, 'cert.pem'), 'utf8') + readFileSync(path.join(dir, 'key.pem'), 'utf8'),
    );
    const shipped = readFileSync(path.join(kit, 'haproxy/haproxy.cfg'), 'utf8');
    const config = shipped
      .replaceAll('/etc/haproxy/errors-vi/', `${dir}/errors-vi/`)
      .replace('/etc/haproxy/certs/nq57.pem', path.join(dir, 'nq57.pem'))
      .replace('/run/haproxy/admin.sock', path.join(dir, 'admin.sock'));
    // Every path of the machine's replaced (comments aside).
    expect(config.split('\n').filter((line) => !line.trim().startsWith('#') && line.includes('/etc/haproxy/'))).toEqual(
      [],
    );
    writeFileSync(path.join(dir, 'haproxy.cfg'), config);
    const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((file) => existsSync(file)) ?? 'haproxy';
    const checked = spawnSync(haproxy, ['-c', '-f', path.join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
    expect([checked.status, `${checked.stdout}${checked.stderr}`]).toEqual([
      0,
      expect.stringContaining('Configuration file is valid'),
    ]);
    expect(`${checked.stdout}${checked.stderr}`).not.toMatch(/\[WARNING\]|\[ALERT\]/);
  });
});
