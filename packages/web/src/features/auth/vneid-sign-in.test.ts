import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorPopup } from '../../lib/popups.ts';
import { clearSession, session } from '../../lib/session.ts';
import { authModal, closeAuthModal } from './modals.ts';
import { returnFromVneidSignIn } from './vneid-sign-in.ts';

// SweetAlert2 needs a real browser: the test reads what the popup was asked to say.
vi.mock('../../lib/popups.ts', () => ({ errorPopup: vi.fn(async () => {}) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const back = new URL('http://localhost/login?code=ma-tra-ve&state=trang-thai');

/** The navigation the return ends in (a redirect thrown to the router). */
async function redirectOf(url: URL): Promise<string | null> {
  try {
    await returnFromVneidSignIn(url);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
  return null;
}

describe('the return from a VNeID sign-in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(errorPopup).mockClear();
    clearSession();
  });

  it('tells a locked account it is locked, in the words the server composed with whom to contact', async () => {
    const message =
      'Tài khoản của Ông/Bà đã bị khóa nên không thể đăng nhập, kể cả bằng VNeID. Vui lòng liên hệ Sở Khoa học và Công nghệ tỉnh Sông Lam (điện thoại 0238 3 844 557) để được hỗ trợ.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(403, { code: 'account_disabled', message }));
    expect(await redirectOf(back)).toBe('/');
    expect(errorPopup).toHaveBeenCalledWith('Tài khoản đã bị khóa', message);
    expect(JSON.stringify(vi.mocked(errorPopup).mock.calls)).not.toContain('mật khẩu');
    expect(session.get().token).toBeNull();
  });

  it('a first sign-in opens the consent step on the home page, with no session yet', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(200, { data: { consent_required: true, consent_key: 'khoa-mot-lan', full_name: 'Lê Hoàng Nam' } }),
    );
    expect(await redirectOf(back)).toBe('/');
    expect(authModal.get()).toEqual({ name: 'vneidConsent', consentKey: 'khoa-mot-lan', fullName: 'Lê Hoàng Nam' });
    expect(session.get().token).toBeNull();
    expect(errorPopup).not.toHaveBeenCalled();
    closeAuthModal();
  });

  it('keeps the general advice for any other refusal', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(401, { code: 'unauthorized', message: 'Không đăng nhập được bằng VNeID, vui lòng thử lại' }),
    );
    expect(await redirectOf(back)).toBe('/');
    expect(errorPopup).toHaveBeenCalledWith(
      'Không đăng nhập được bằng VNeID',
      'Vui lòng thử lại hoặc đăng nhập bằng email và mật khẩu.',
    );
  });
});
