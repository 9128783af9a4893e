import type { Settings } from '@portal/shared/settings';
import type { users } from '../../db/schema/users.ts';
import { vietnamTime } from '../../lib/time.ts';
import { agencyContact, letter } from '../../mail/letter.ts';

type Owner = Pick<typeof users.$inferSelect, 'fullName' | 'email'>;

function compose(owner: Owner, site: Settings, subject: string, body: string[]) {
  return letter(site, {
    subject,
    to: owner.fullName,
    body: [
      ...body,
      '',
      `Nếu đó không phải là Ông/Bà, đề nghị Ông/Bà đổi mật khẩu ngay sau khi tài khoản được mở lại và liên hệ ${agencyContact(site)}.`,
    ],
  });
}

/** To the owner of an account locked after many wrong passwords from many addresses. */
export function composeAccountLockedMail(owner: Owner, at: Date, until: Date, addresses: number, site: Settings) {
  return compose(owner, site, 'Tài khoản tạm thời bị khóa', [
    `Lúc ${vietnamTime(at)}, tài khoản ${owner.email} trên ${site.site_name} đã bị nhập sai mật khẩu nhiều lần từ ${addresses} địa chỉ mạng khác nhau.`,
    `Để bảo vệ tài khoản, hệ thống đã tạm khóa việc đăng nhập đến ${vietnamTime(until)}. Nếu đây là tài khoản của Ông/Bà, Ông/Bà có thể mở khóa ngay bằng chức năng "Quên mật khẩu": mật khẩu tạm thời gửi đến địa chỉ email này vẫn đăng nhập được, rồi đặt mật khẩu mới. Quản trị viên cũng có thể mở khóa theo đề nghị của Ông/Bà.`,
  ]);
}

/** To the owner of an account whose second step locked after many wrong codes. */
export function composeSecondStepLockedMail(owner: Owner, at: Date, until: Date, site: Settings) {
  return compose(owner, site, 'Nhập sai mã xác thực nhiều lần', [
    `Lúc ${vietnamTime(at)}, tài khoản ${owner.email} trên ${site.site_name} đã được đăng nhập đúng mật khẩu nhưng nhập sai mã xác thực hai bước nhiều lần.`,
    `Để bảo vệ tài khoản, bước nhập mã xác thực tạm dừng đến ${vietnamTime(until)}. Mật khẩu của Ông/Bà có thể đã bị lộ.`,
  ]);
}
