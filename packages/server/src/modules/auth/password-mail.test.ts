import { SettingsSchema } from '@portal/shared/settings';
import { describe, expect, it } from 'vitest';
import { composePasswordNoticeMail, composeTemporaryPasswordMail } from './password-mail.ts';

const site = SettingsSchema.parse({ site_name: 'Cổng NQ57', managing_agency: 'Sở Khoa học và Công nghệ' });
const owner = { fullName: 'Nguyễn Văn A', email: 'a@example.vn' };
/** 23/11/2026 03:04 UTC, 10:04 in Vietnam: a fixed moment, never today's. */
const AT = new Date('2026-11-23T03:04:00Z');

/** How every letter of the site ends: the agency's signature and the automatic mail's notice. */
const LETTER_CLOSE = [
  '',
  'Trân trọng,',
  'Sở Khoa học và Công nghệ',
  '',
  '---',
  'Đây là thư tự động, xin Ông/Bà không trả lời thư này.',
];

describe('password mails', () => {
  it('tells the owner when and from where the password was reset, changed or set', () => {
    const mail = composePasswordNoticeMail(owner, 'reset', AT, '203.0.113.9', site);
    expect(mail).toEqual({
      subject: '[Cổng NQ57] Mật khẩu đã được đặt lại',
      text: [
        'Kính gửi Ông/Bà Nguyễn Văn A,',
        '',
        'Tài khoản a@example.vn trên Cổng NQ57 vừa được đăng nhập bằng mật khẩu tạm thời của chức năng “Quên mật khẩu” lúc 10:04 ngày 23/11/2026 (địa chỉ IP 203.0.113.9).',
        'Các phiên đăng nhập khác của tài khoản đã được đăng xuất.',
        '',
        'Nếu không phải Ông/Bà thực hiện, đề nghị Ông/Bà dùng chức năng “Quên mật khẩu” để đặt lại mật khẩu ngay và liên hệ Sở Khoa học và Công nghệ.',
        ...LETTER_CLOSE,
      ].join('\n'),
    });
    const changed = composePasswordNoticeMail(owner, 'changed', AT, '::1', site);
    expect(changed.subject).toBe('[Cổng NQ57] Mật khẩu đã được thay đổi');
    expect(changed.text).toContain('vừa được đổi mật khẩu lúc');
    const set = composePasswordNoticeMail({ fullName: '', email: 'b@example.vn' }, 'set', AT, '::1', site);
    expect(set.subject).toBe('[Cổng NQ57] Tài khoản đã được đặt mật khẩu');
    // No name on the account: to "Ông/Bà" alone, never to an address.
    expect(set.text).toMatch(/^Kính gửi Ông\/Bà,\n/);
    expect(set.text).toContain('ngoài VNeID)');
  });

  it('sends the temporary password with how long it lasts', () => {
    const mail = composeTemporaryPasswordMail(owner, 'abcAa1!', site);
    expect(mail.subject).toBe('[Cổng NQ57] Mật khẩu tạm thời');
    expect(mail.text.split('\n')).toEqual([
      'Kính gửi Ông/Bà Nguyễn Văn A,',
      '',
      'Cổng NQ57 vừa nhận yêu cầu cấp lại mật khẩu cho tài khoản a@example.vn qua chức năng “Quên mật khẩu”.',
      '',
      'Mật khẩu tạm thời: abcAa1!',
      '',
      'Mật khẩu này chỉ dùng được một lần, trong 20 phút. Sau khi đăng nhập, Ông/Bà sẽ được yêu cầu đặt mật khẩu mới.',
      'Nếu Ông/Bà không gửi yêu cầu này, xin bỏ qua thư: mật khẩu hiện tại của Ông/Bà vẫn dùng được như cũ.',
      ...LETTER_CLOSE,
    ]);
  });
});
