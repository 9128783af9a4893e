import type { Settings } from '@portal/shared/settings';
import { vietnamTime } from '../../lib/time.ts';
import { agencyContact, letter } from '../../mail/letter.ts';

/** The link that proves the address of a new account; `expiresAt` is when it stops working. */
export function composeConfirmationMail(
  owner: { fullName: string; email: string },
  link: string,
  expiresAt: Date,
  site: Settings,
) {
  return letter(site, {
    subject: 'Xác nhận địa chỉ email',
    to: owner.fullName,
    body: [
      `Ông/Bà vừa đăng ký tài khoản ${owner.email} trên ${site.site_name}.`,
      'Để hoàn tất, xin Ông/Bà mở liên kết sau để xác nhận địa chỉ email này là của mình:',
      '',
      link,
      '',
      `Liên kết dùng được một lần, đến ${vietnamTime(expiresAt)}. Nếu nhận nhiều thư, chỉ liên kết của thư mới nhất còn hiệu lực.`,
      'Trước khi xác nhận, tài khoản chưa đăng nhập được.',
      '',
      'Nếu Ông/Bà không đăng ký, xin bỏ qua thư này: tài khoản chưa xác nhận không dùng được và không được gắn với dữ liệu nào của Ông/Bà.',
    ],
  });
}

/**
 * To the owner of an address that already has an account, when someone registers with it: the
 * registration answered as for a new address, and nothing was made or changed.
 */
export function composeAddressTakenMail(owner: { fullName: string; email: string }, at: Date, site: Settings) {
  return letter(site, {
    subject: 'Có người đăng ký bằng địa chỉ email của Ông/Bà',
    to: owner.fullName,
    body: [
      `Lúc ${vietnamTime(at)}, ${site.site_name} nhận một yêu cầu đăng ký tài khoản mới bằng địa chỉ ${owner.email}. Địa chỉ này đã có tài khoản, nên không có tài khoản mới nào được tạo và tài khoản hiện có không thay đổi.`,
      '',
      'Nếu chính Ông/Bà vừa đăng ký: xin đăng nhập bằng tài khoản đã có. Nếu không nhớ mật khẩu, dùng chức năng “Quên mật khẩu” ở hộp đăng nhập.',
      `Nếu không phải Ông/Bà, xin bỏ qua thư này; nếu thư như vậy đến nhiều lần, xin báo cho ${agencyContact(site)}.`,
    ],
  });
}

/**
 * To the typed address of a registration whose citizen ID already has an account: only the
 * mailbox learns it, never the form, and it says how the ID's owner gets back in.
 */
export function composeCitizenPidTakenMail(person: { fullName: string; email: string }, at: Date, site: Settings) {
  return letter(site, {
    subject: 'Số CMND/CCCD đã có tài khoản',
    to: person.fullName,
    body: [
      `Lúc ${vietnamTime(at)}, Ông/Bà đăng ký tài khoản ${person.email} trên ${site.site_name}. Số CMND/CCCD đã nhập đã được đăng ký cho một tài khoản khác, nên không có tài khoản mới nào được tạo.`,
      '',
      'Nếu đó là tài khoản của Ông/Bà:',
      ...(site.vneid_enabled ? ['- đăng nhập bằng tài khoản định danh điện tử VNeID;'] : []),
      '- hoặc đăng nhập bằng email của tài khoản đó; nếu không nhớ mật khẩu, dùng chức năng “Quên mật khẩu”.',
      '',
      `Nếu Ông/Bà cho rằng số CMND/CCCD của mình bị người khác dùng, xin liên hệ ${agencyContact(site)} và mang theo giấy tờ tùy thân.`,
    ],
  });
}
