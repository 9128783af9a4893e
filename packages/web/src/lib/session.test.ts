import { afterEach, describe, expect, it } from 'vitest';
import { citizenForTests } from '../test/settings.ts';
import { clearSession, displayName, session, signIn } from './session.ts';

describe('session', () => {
  afterEach(() => clearSession());

  it('keeps the token in localStorage and in a cookie "token" (1 day, path /, SameSite Lax), and forgets it', () => {
    signIn('abc.def.ghi', citizenForTests);
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(document.cookie).toContain('token=abc.def.ghi');
    expect(session.get()).toMatchObject({ token: 'abc.def.ghi', user: citizenForTests });
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(document.cookie).not.toContain('token=abc');
    expect(session.get()).toMatchObject({ token: null, user: null });
  });

  it('shows the full name, else the part of the e-mail before @, at most 20 characters', () => {
    expect(displayName({ full_name: 'Nguyễn Thị Hoa', email: 'hoa@example.vn' })).toBe('Nguyễn Thị Hoa');
    expect(displayName({ full_name: '  ', email: 'tran.van.binh@example.vn' })).toBe('tran.van.binh');
    expect(displayName({ full_name: 'Công ty Cổ phần Công nghệ Sông Lam', email: 'a@b.vn' })).toBe(
      'Công ty Cổ phần Công...',
    );
  });
});
