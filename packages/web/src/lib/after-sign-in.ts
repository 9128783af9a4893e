import { href } from '@portal/shared/routes';

export const LOGIN_PATH = href('Login');

/**
 * Where a sign-in ends: the page asked for, but never /login itself (nor /login?…), which is the
 * home page with the form open; it gives the home page's own address (the address kept
 * reading /login after signing in with a password, two factors or VNeID).
 */
export function afterSignInPath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === LOGIN_PATH ? href('Home') : path;
}
