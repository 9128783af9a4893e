import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY_PREFIX } from '../../components/form/drafts.ts';
import { warningPopup } from '../../lib/popups.ts';
import { updateSession } from '../../lib/session.ts';
import { demoSettingsForTests } from '../../test/settings.ts';
import { ACCOUNT_CLOSED_TITLE, accountClosedText, showAccountClosed } from './account-closed.ts';

// SweetAlert2 needs a real browser; what is asked of it is what these tests check.
vi.mock('../../lib/popups.ts', () => ({ warningPopup: vi.fn(async () => {}) }));

describe('the notice of a closed account', () => {
  afterEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
  });

  it('says the person is signed out and how to reach the department, from the site settings', () => {
    expect(accountClosedText(demoSettingsForTests)).toBe(
      'Ông/Bà đã được đăng xuất khỏi cổng thông tin. Để biết lý do hoặc đề nghị mở lại tài khoản, vui lòng liên hệ Sở Khoa học và Công nghệ tỉnh Sông Lam qua email nghiquyet57@sokhcn.songlam.gov.vn hoặc số điện thoại 0238 3 844 557.',
    );
  });

  it('names what the settings hold, and the department when they hold nothing', () => {
    const noPhone = { ...demoSettingsForTests, phone: ' ' };
    expect(accountClosedText(noPhone)).toMatch(/tỉnh Sông Lam qua email nghiquyet57@sokhcn\.songlam\.gov\.vn\.$/);
    const empty = { ...demoSettingsForTests, managing_agency: '', email: '', phone: '' };
    expect(accountClosedText(empty)).toMatch(/vui lòng liên hệ Sở Khoa học và Công nghệ\.$/);
    expect(accountClosedText(null)).toMatch(/vui lòng liên hệ Sở Khoa học và Công nghệ\.$/);
  });

  it('shows it in a dialog and forgets what was typed into forms, as logout does', async () => {
    updateSession({ settings: demoSettingsForTests });
    sessionStorage.setItem(`${DRAFT_KEY_PREFIX}1:proposal:new`, '{"title":"Đề xuất"}');
    await showAccountClosed();
    expect(warningPopup).toHaveBeenCalledWith(ACCOUNT_CLOSED_TITLE, accountClosedText(demoSettingsForTests));
    expect(sessionStorage.length).toBe(0);
  });
});
