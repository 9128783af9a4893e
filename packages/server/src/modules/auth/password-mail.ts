import { formatDateTime } from '@portal/shared/format';
import type { Settings } from '@portal/shared/settings';
import type { users } from '../../db/schema/users.ts';

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
    reset: 'vừa được đăng nhập bằng mật khẩu tạm thời của chức năng "Quên mật khẩu"',
    changed: 'vừa được đổi mật khẩu',
    set: 'vừa được đặt mật khẩu (từ nay có thể đăng nhập bằng email và mật khẩu, ngoài VNeID)',
  }[kind];
  const subject = {
    reset: 'Mật khẩu đã được đặt lại',
    changed: 'Mật khẩu đã được thay đổi',
    set: 'Tài khoản đã được đặt mật khẩu',
  }[kind];
  return {
    subject: `[${site.site_name}] ${subject}`,
    text: [
      `Kính gửi Ông/Bà ${owner.fullName || owner.email},`,
      '',
      `Tài khoản ${owner.email} trên Cổng thông tin Nghị quyết 57 ${what} lúc ${formatDateTime(at)} (địa chỉ IP ${ip}).`,
      'Các phiên đăng nhập khác của tài khoản đã được đăng xuất.',
      '',
      'Nếu không phải Ông/Bà thực hiện, đề nghị Ông/Bà dùng chức năng "Quên mật khẩu" để đặt lại mật khẩu ngay và liên hệ quản trị viên của Cổng.',
      '',
      site.managing_agency,
    ].join('\n'),
  };
}

/** The temporary password of "Quên mật khẩu", to the account's own address. */
export function composeTemporaryPasswordMail(owner: Owner, temporary: string, site: Settings) {
  return {
    subject: `[${site.site_name}] Mật khẩu tạm thời`,
    text: [
      `Xin chào ${owner.fullName || owner.email},`,
      '',
      'Bạn (hoặc ai đó) vừa yêu cầu cấp lại mật khẩu cho tài khoản này trên Cổng thông tin Nghị quyết 57.',
      '',
      `Mật khẩu tạm thời: ${temporary}`,
      '',
      'Mật khẩu này chỉ dùng được một lần, trong 20 phút. Sau khi đăng nhập, bạn sẽ được yêu cầu đặt mật khẩu mới.',
      'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu hiện tại của bạn vẫn dùng được như cũ.',
      '',
      site.managing_agency,
    ].join('\n'),
  };
}
