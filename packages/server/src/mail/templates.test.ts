import { NOTIFICATION_KINDS } from '@portal/shared/follow-through';
import { SettingsSchema } from '@portal/shared/settings';
import { SUBMISSION_ACTIONS, SUBMISSION_KINDS } from '@portal/shared/submissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.ts';
import { composeReply } from '../modules/admin/resources/feedback.ts';
import { composeAnswerMail } from '../modules/admin/resources/questions.ts';
import { composeInvitationMail } from '../modules/admin/resources/staff-invitations.ts';
import { composeTwoFactorResetMail } from '../modules/admin/resources/users.ts';
import { composeAccountLockedMail, composeSecondStepLockedMail } from '../modules/auth/lockout-mail.ts';
import { composePasswordNoticeMail, composeTemporaryPasswordMail } from '../modules/auth/password-mail.ts';
import { composeMails } from '../modules/engagement/mail.ts';
import { composeStepMail } from '../modules/submissions/step-mail.ts';
import { composeLinkedMail } from '../modules/vneid/vneid-accounts.ts';
import { signedInCitizen } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { type OutboxMail, startTestSmtp } from '../test/mail-helpers.ts';
import { AUTOMATIC_NOTE } from './letter.ts';

const site = SettingsSchema.parse({
  site_name: 'Cổng thông tin Nghị quyết 57 tỉnh Sông Lam',
  managing_agency: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
  address: '12 Trường Thi, phường Trường Vinh',
  phone: '0238 3844 557',
  email: 'sokhcn@songlam.gov.vn',
});
/** 23/11/2026 03:04 UTC: a fixed moment, never today's. */
const AT = new Date('2026-11-23T03:04:00Z');
const owner = { fullName: 'Nguyễn Văn An', email: 'an.nguyen@example.vn' };

/**
 * Words that give away English or the code behind a text: a field or state name, a leftover of
 * a template, a value the code did not turn into words. Addresses (links, e-mail) are taken out
 * before the check: they are meant to be read as they are.
 */
const LEAKS =
  /(?<![\p{L}\p{N}_])(undefined|null|NaN|true|false|object|error|status|approved|published|submitted|rejected|draft|review|request|proposal|solution|idea|product|user|admin|reviewer|editor|token|id|json|api|the|and|of|to|your|please|click|here)(?![\p{L}\p{N}_])|[{}]|<\/?[a-z]|\$\{|[a-z]+_[a-z_]+/iu;
const withoutAddresses = (text: string) =>
  text.replace(/https?:\/\/\S+/g, '').replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '');

/** The portal's one letter: greeting, closing, signature, the automatic note; no English, no code. */
function expectLetter(name: string, mail: { subject: string; text: string }) {
  expect(mail.subject, name).toMatch(/^\[Cổng thông tin Nghị quyết 57 tỉnh Sông Lam\] \S/);
  const lines = mail.text.split('\n');
  expect(lines[0], name).toMatch(/^Kính gửi Ông\/Bà( [^,]+)?,$/);
  const closing = lines.indexOf('Trân trọng,');
  expect(closing, name).toBeGreaterThan(1);
  expect(lines[closing + 1], name).toBe('Sở Khoa học và Công nghệ tỉnh Sông Lam');
  expect(lines, name).toContain(AUTOMATIC_NOTE);
  // Nobody is "bạn" to the department, nor "Quý ông/bà" in one mail and "Ông/Bà" in the next.
  expect(mail.text, name).not.toMatch(/(?<!\p{L})[Bb]ạn(?!\p{L})|Quý ông|Xin chào/u);
  const leak = withoutAddresses(`${mail.subject}\n${mail.text}`).match(LEAKS);
  expect(
    leak?.[0],
    `${name}: ${leak?.input?.slice(Math.max(0, (leak.index ?? 0) - 60), (leak?.index ?? 0) + 20)}`,
  ).toBeUndefined();
}

describe('every mail the portal writes', () => {
  it('reads as one formal letter: the account, password, invitation and VNeID mails', () => {
    expectLetter('two-factor reset', composeTwoFactorResetMail(owner, AT, site));
    expectLetter(
      'invitation',
      composeInvitationMail(
        { fullName: 'Trần Thị Bình', role: 'reviewer', expiresAt: AT },
        'https://congnq57.example.vn/admin/invite/abc',
        site,
      ),
    );
    expectLetter('account locked', composeAccountLockedMail(owner, AT, AT, 5, site));
    expectLetter('second step locked', composeSecondStepLockedMail(owner, AT, AT, site));
    for (const kind of ['reset', 'changed', 'set'] as const) {
      expectLetter(`password ${kind}`, composePasswordNoticeMail(owner, kind, AT, '203.0.113.9', site));
    }
    expectLetter('temporary password', composeTemporaryPasswordMail(owner, 'Tam1!tam', site));
    expectLetter('VNeID link', composeLinkedMail(owner, AT, site));
  });

  it('reads as one formal letter: public forms, answers, replies and every step of every dossier', () => {
    for (const kind of ['question', 'feedback'] as const) {
      const { department, acknowledgement } = composeMails(
        {
          kind,
          id: 7,
          receivedAt: AT,
          name: 'Phạm Minh Đức',
          email: 'duc@example.vn',
          fields: [['Tiêu đề', 'Bộ lọc văn bản']],
          body: ['Nội dung', 'Đề nghị thêm bộ lọc theo năm.'],
        },
        site,
      );
      expectLetter(`${kind} notice`, department);
      expectLetter(`${kind} acknowledgement`, acknowledgement);
    }
    expectLetter(
      'answer',
      composeAnswerMail({ id: 4, createdAt: AT }, 'Sở đã cập nhật.', true, site, 'https://congnq57.example.vn'),
    );
    const feedbackRow = {
      name: 'Phan Văn Khải',
      subject: 'Trang sản phẩm chậm',
      message: 'Trang mở rất chậm.',
      createdAt: AT,
    } as Parameters<typeof composeReply>[0];
    expectLetter('feedback reply', composeReply(feedbackRow, 'Trả lời: Trang sản phẩm chậm', 'Đã khắc phục.', site));
    for (const kind of SUBMISSION_KINDS) {
      for (const action of SUBMISSION_ACTIONS) {
        expectLetter(
          `${kind} ${action}`,
          composeStepMail({
            kind,
            called: kind,
            action,
            note: 'Đề nghị bổ sung số liệu thử nghiệm.',
            status: 'under_review',
            trackingCode: 'DX-2026-000123',
            title: 'Máy sấy nông sản',
            time: AT,
            greeting: owner.fullName,
            site,
            address: 'https://congnq57.example.vn/propose/1/personal-propose',
          }),
        );
      }
    }
  });

  describe('the notifications of every kind, through a real SMTP server', () => {
    let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
    let t: TestApp;
    let person = { id: 0, email: '' };

    beforeAll(async () => {
      smtp = await startTestSmtp();
      t = await buildTestApp({ SMTP_URL: smtp.smtpUrl, PUBLIC_URL: 'https://congnq57.example.vn' });
      await t.app.context.settings.update(site);
      const signedIn = await signedInCitizen(t, 71, smtp.mailTo);
      await t.database.db.update(users).set({ fullName: 'Lê Thị Thu Hà' }).where(eq(users.email, signedIn.email));
      const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, signedIn.email));
      person = { id: row?.id ?? 0, email: signedIn.email };
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('greet the person by name and end with the signature, then how to stop that kind', async () => {
      for (const kind of NOTIFICATION_KINDS) {
        await t.app.context.notifications.notify({
          userId: person.id,
          kind,
          text: 'Có thông tin mới về hồ sơ của Ông/Bà.',
          link: '/propose/1/personal-propose',
          mail: { subject: 'Thông tin mới', body: ['Có thông tin mới về hồ sơ của Ông/Bà.'] },
        });
        const mail: OutboxMail = await smtp.mailTo(person.email);
        expectLetter(kind, mail);
        expect(mail.text, kind).toMatch(/^Kính gửi Ông\/Bà Lê Thị Thu Hà,\n/);
        expect(mail.text, kind).toContain('Xem chi tiết tại: https://congnq57.example.vn/propose/1/personal-propose');
        expect(mail.text.indexOf('Xem chi tiết'), kind).toBeLessThan(mail.text.indexOf('Trân trọng,'));
        expect(mail.text, kind).toMatch(/Ngừng nhận loại thư này \(không cần đăng nhập\): https:\/\/\S+\n/);
      }
    });
  });
});
