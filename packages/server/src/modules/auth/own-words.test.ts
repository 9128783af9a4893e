import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { authMessages } from '@portal/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptInvitation, bearer, citizen, login, signedInCitizen, staffSignIn } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { parseMail } from '../../test/mail-helpers.ts';
import {
  changePassword,
  completeRegistration,
  expectPasswordRefused,
  registerWithPassword,
} from '../../test/password-rules.ts';
import { hidesName, namesOf, namesOfAddress, namesOfSite, nearNamesOf, wordsOfName, wordsOfSite } from './own-words.ts';

const PUBLIC_URL = 'https://khcn.example.gov.vn';

const site = {
  site_name: 'Cổng thông tin Nghị quyết 57 tỉnh Sơn Lâm',
  managing_agency: 'Sở Khoa học và Công nghệ tỉnh Sơn Lâm',
  address: 'Số 5 đường Trần Phú, phường Bắc Hà, thành phố Hà Tĩnh',
  partner: '',
};

describe('the words a password is built on', () => {
  it('reads names without diacritics or case, run together and word by word', () => {
    expect(wordsOfName('Sơn Lâm')).toEqual(['sonlam']);
    expect(wordsOfName('Nguyễn Thị Hoa')).toEqual(expect.arrayContaining(['nguyenthihoa', 'nguyen']));
    // Short words of a name ("thị", "hoa") are in too many names to be refused alone.
    expect(wordsOfName('Nguyễn Thị Hoa')).not.toContain('hoa');
    expect(wordsOfName('Nghị quyết 57')).toEqual(expect.arrayContaining(['nghiquyet57', 'nghiquyet']));
  });

  it('takes the province from any setting that names it, and the resolution whatever the settings say', () => {
    const words = wordsOfSite(site);
    for (const word of ['sonlam', 'hatinh', 'nghiquyet57', 'nghiquyet', 'khoa']) expect(words, word).toContain(word);
    const renamed = wordsOfSite({ site_name: 'Cổng khoa học', managing_agency: '', address: '', partner: '' });
    expect(renamed).toContain('nghiquyet57');
    // A word of the department's generic name is refused standing alone only, not inside another
    // password; its run of words (`khoahoc`) is a name a password may not hide (namesOfSite).
    expect(words).not.toContain('khoahoc');
  });
});

describe('the names a password may not hide', () => {
  // The demo's province: "Sông Lam", which people also type "Sonlam" or turn round.
  const demo = {
    site_name: 'Cổng thông tin Nghị quyết 57',
    managing_agency: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    address: 'Số 18 đường Lê Hồng Phong, thành phố Vinh Xuân, tỉnh Sông Lam',
    partner: '',
  };

  const hidesSiteName = (password: string) => hidesName(password, namesOfSite(demo), nearNamesOf(demo));

  it('finds the site’s names with a few letters around them, the province one letter off, turned round or in leetspeak', () => {
    for (const password of [
      'Sonlam@2026',
      'Son-Lam.2026',
      'Lam@Song2026',
      'S0ngL4m@2026',
      'NQ57@sokhcn',
      'Sokhcn@2026',
      'KhoaHocCongNghe@1',
      'CongThongTin@57',
      '57NghiQuyet!x',
      'Nq57@2026!',
      'Nghiquyet57/NQ',
      'VinhXuan@2026',
      'Nghiquiet57@',
    ]) {
      expect(hidesSiteName(password), password).toBe(true);
    }
  });

  it('lets a password that adds a word of its own, shares a short word, or is one letter from a common word, through', () => {
    for (const password of [
      'SonLamXanh@2026',
      'Congviec@2026',
      'Tinhyeu@2026',
      'ThanhCong@2026',
      'HoaPhuong@2026',
      // One letter from "thông tin" and from the province turned round: common words, another province.
      'ThongMinh@2026',
      'Nam2026@Lamdong',
    ]) {
      expect(hidesSiteName(password), password).toBe(false);
    }
  });

  it('finds the person’s name and their address’s words the same way', () => {
    expect(hidesName('BienTap@2026x', namesOf(['Phạm Thị Biên Tập']))).toBe(true);
    expect(hidesName('Tancong#2026xy', namesOf(['Kẻ Tấn Công']))).toBe(true);
    expect(hidesName('Sokhcn@2026x', namesOfAddress('quantri@sokhcn.test'))).toBe(true);
    expect(hidesName('Bientap1@2026x', namesOfAddress('bientap1@example.vn'))).toBe(true);
    expect(hidesName('Tester@2026zz', namesOfAddress('zzz.tester@exam.org'))).toBe(true);
    // A mail provider's name says nothing of the person.
    expect(hidesName('Gmail@2026x', namesOfAddress('an.nguyen@gmail.com'))).toBe(false);
  });
});

/**
 * A password made of the site's own words (its name, the agency, the province, Resolution 57)
 * or of the person's name is refused wherever a password is set, with a Vietnamese message under
 * `password`.
 */
describe('passwords made of the site’s or the person’s own words', () => {
  const clock = movableClock(new Date('2026-11-25T03:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL }, { now: clock.now });
    await t.app.context.settings.update(site);
  });
  afterAll(() => t.close());

  /** The invitation link mailed to `email`, from the outbox (the app has no SMTP server). */
  async function invitationToken(email: string): Promise<string> {
    const dir = path.join(t.config.DATA_DIR, 'outbox');
    for (let tries = 0; tries < 200; tries++) {
      for (const file of await readdir(dir).catch(() => [] as string[])) {
        const mail = parseMail(await readFile(path.join(dir, file), 'utf8'));
        const token = mail.to.includes(email) && mail.text.match(/accept-invitation\?token=([\w-]+)/)?.[1];
        if (token) return token;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no invitation mail to ${email}`);
  }

  const register = (n: number, password: string, overrides: Record<string, unknown> = {}) =>
    registerWithPassword(t, n, password, overrides);

  it('refuses the site’s name, the province, the agency and the resolution at registration', async () => {
    for (const [n, password] of [
      [901, 'Sonlam@2026'],
      [902, 'SơnLâm@2026'],
      [903, 'Nghiquyet57@'],
      [904, 'Nghi-Quyet-57!'],
      [905, 'S0nl@m2026!'],
      [906, 'Sonlam@Nghiquyet57'],
      [907, 'HaTinh@2026'],
      [908, 'KhoaHocCongNghe@1'],
      [909, 'Son-Lam.2026'],
      [910, 'Nq57@2026!'],
      [913, 'Sokhcn@2026'],
    ] as const) {
      const response = await register(n, password);
      expectPasswordRefused(response, authMessages.passwordIsSiteWord);
      expect((await login(t, citizen(n).email, password)).statusCode, password).toBe(401);
    }
  });

  it('refuses the person’s name, and a password near the words is still accepted', async () => {
    expectPasswordRefused(await register(911, 'Nguyenthihoa@1'), authMessages.passwordIsName);
    expectPasswordRefused(await register(912, 'Nguyễn@2026'), authMessages.passwordIsName);
    const accepted = await register(914, 'SonLamXanh@2026');
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('refuses them at the completion of a registration with two-factor', async () => {
    const first = await register(921, 'HoaSenTrang@57', { google_auththen_check: true });
    expect(first.statusCode, first.body).toBe(200);
    const secret = first.json().secret as string;
    const completed = await completeRegistration(t, 921, 'Sonlam@2026', secret, clock.now());
    expectPasswordRefused(completed, authMessages.passwordIsSiteWord);
  });

  it('refuses them on a password change', async () => {
    const account = await signedInCitizen(t, 931);
    const change = (password: string) => changePassword(t, account, password);
    expectPasswordRefused(await change('Sonlam@2026'), authMessages.passwordIsSiteWord);
    expectPasswordRefused(await change('Nguyen@2026'), authMessages.passwordIsName);
    expect((await login(t, account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses them when an invited staff member sets a password', async () => {
    const admin = await staffSignIn(t, t.config.ADMIN_EMAIL as string, t.config.ADMIN_PASSWORD as string);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff-invitations',
      headers: bearer(admin),
      payload: { full_name: 'Lê Minh Quang', email: 'can.bo@sokhcn.test', role: 'editor' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = await invitationToken('can.bo@sokhcn.test');
    const page = await t.app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token } });
    const { secret } = page.json();
    for (const [password, message] of [
      ['Sonlam@2026', authMessages.passwordIsSiteWord],
      ['Minhquang@57', authMessages.passwordIsName],
      ['LeMinh#2026xy', authMessages.passwordIsName],
      ['Canbo@Sokhcn26', authMessages.passwordIsEmail],
    ] as const) {
      const refused = await acceptInvitation(t, { token, secret }, clock.now(), {
        password,
        passwordConfirm: password,
      });
      expectPasswordRefused(refused, message);
    }
  });
});
