import type { PublicSettings } from '@portal/shared/settings';
import { clearFormDrafts } from '../../components/form/drafts.ts';
import { warningPopup } from '../../lib/popups.ts';
import { session } from '../../lib/session.ts';

export const ACCOUNT_CLOSED_TITLE = 'Tài khoản đã bị khóa hoặc không còn tồn tại';

/**
 * What the person is told once the browser has been signed out of an account that staff locked or
 * that was deleted: that they are signed out, and how to reach the department (the contact data
 * the footer shows, from the site settings) to learn why or to have the account opened again.
 */
export function accountClosedText(settings: PublicSettings | null): string {
  const department = settings?.managing_agency.trim() || 'Sở Khoa học và Công nghệ';
  const email = settings?.email.trim();
  const phone = settings?.phone.trim();
  const ways = [email && `email ${email}`, phone && `số điện thoại ${phone}`].filter(Boolean);
  const reach = ways.length > 0 ? ` qua ${ways.join(' hoặc ')}` : '';
  return `Ông/Bà đã được đăng xuất khỏi cổng thông tin. Để biết lý do hoặc đề nghị mở lại tài khoản, vui lòng liên hệ ${department}${reach}.`;
}

/**
 * After the request layer has forgotten the token (lib/api.ts): what was typed into a form goes
 * as it does on logout, and a dialog the person closes says why, not a toast gone before it is read.
 */
export async function showAccountClosed(): Promise<void> {
  clearFormDrafts();
  await warningPopup(ACCOUNT_CLOSED_TITLE, accountClosedText(session.get().settings));
}
