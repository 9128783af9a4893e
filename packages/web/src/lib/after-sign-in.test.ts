import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './after-sign-in.ts';

describe('afterSignInPath', () => {
  it('keeps the page asked for', () => {
    expect(afterSignInPath('/internal-documents')).toBe('/internal-documents');
    expect(afterSignInPath('/posts?page=2')).toBe('/posts?page=2');
  });
  it('gives the home page instead of /login, with or without a query', () => {
    expect(afterSignInPath('/login')).toBe('/');
    expect(afterSignInPath('/login?redirect=%2F')).toBe('/');
  });
});
