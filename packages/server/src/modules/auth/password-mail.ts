import type { Settings } from '@portal/shared/settings';
import type { users } from '../../db/schema/users.ts';
import { vietnamTime } from '../../lib/time.ts';
import { agencyContact, letter } from '../../mail/letter.ts';

type Owner = Pick<typeof users.$inferSelect, 'fullName' | 'email'>;

export type PasswordNoticeKind = 'reset' | 'changed' | 'set';

/** To the owner after the account's password was reset (temporary one used), changed or first set. */
export function composePasswordNoticeMail(
  owner: Owner,
  kind: PasswordNoticeKind,
  at: Date,
  ip: string,
  site: Settings,
) {
  const what = {
    reset: 'vừa được đăng nhập bằng mật khẩu tạm thời của chức năng “Quên mật khẩu”',
    changed: 'vừa được đổi mật khẩu',
    set: 'vừa được đặt mật khẩu (từ nay có thể đăng nhập bằng email và mật khẩu, ngoài VNeID)',
  }[kind];
  const subject = {
    reset: 'Mật khẩu đã được đặt lại',
    changed: 'Mật khẩu đã được thay đổi',
    set: 'Tài khoản đã được đặt mật khẩu',
  }[kind];
  return letter(site, {
    subject,
    to: owner.fullName,
    body: [
      `Tài khoản ${owner.email} trên ${site.site_name} ${what} lúc ${vietnamTime(at)} (địa chỉ IP ${ip}).`,
      'Các phiên đăng nhập khác của tài khoản đã được đăng xuất.',
      '',
      `Nếu không phải Ông/Bà thực hiện, đề nghị Ông/Bà dùng chức năng “Quên mật khẩu” để đặt lại mật khẩu ngay và liên hệ ${agencyContact(site)}.`,
    ],
  });
}

/** The temporary password of "Quên mật khẩu", to the account's own address. */
export function composeTemporaryPasswordMail(owner: Owner, temporary: string, site: Settings) {
  return letter(site, {
    subject: 'Mật khẩu tạm thời',
    to: owner.fullName,
    body: [
      `${site.site_name} vừa nhận yêu cầu cấp lại mật khẩu cho tài khoản ${owner.email} qua chức năng “Quên mật khẩu”.`,
      '',
      `Mật khẩu tạm thời: ${temporary}`,
      '',
      'Mật khẩu này chỉ dùng được một lần, trong 20 phút. Sau khi đăng nhập, Ông/Bà sẽ được yêu cầu đặt mật khẩu mới.',
      'Nếu Ông/Bà không gửi yêu cầu này, xin bỏ qua thư: mật khẩu hiện tại của Ông/Bà vẫn dùng được như cũ.',
    ],
  });
}
