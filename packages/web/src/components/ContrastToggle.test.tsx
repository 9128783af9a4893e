import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyReadingPreferences } from '../lib/reading-preferences.ts';
import { ContrastToggle } from './ContrastToggle.tsx';

describe('ContrastToggle', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.style.fontSize = '';
    // biome-ignore lint/suspicious/noDocumentCookie: each test starts without the choices' cookies.
    document.cookie = 'high-contrast=; Max-Age=0; Path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: the same, for the text size.
    document.cookie = 'font-scale=; Max-Age=0; Path=/';
  });

  it('turns high contrast on and off, and remembers it for the next visit', () => {
    render(<ContrastToggle />);
    const toggle = screen.getByRole('button', { name: 'Tương phản cao' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.classList.contains('high-contrast')).toBe(true);
    expect(localStorage.getItem('high-contrast')).toBe('1');
    // And in its cookie, for the server to paint the next page in it.
    expect(document.cookie).toContain('high-contrast=1');

    document.documentElement.className = '';
    applyReadingPreferences();
    expect(document.documentElement.classList.contains('high-contrast')).toBe(true);

    fireEvent.click(toggle);
    expect(document.documentElement.classList.contains('high-contrast')).toBe(false);
    expect(localStorage.getItem('high-contrast')).toBe('0');
    expect(document.cookie).not.toContain('high-contrast');
  });

  it('keeps a choice made before the cookie existed in it at the next start', () => {
    localStorage.setItem('high-contrast', '1');
    localStorage.setItem('font-scale', '1.25');
    applyReadingPreferences();
    expect(document.cookie).toContain('high-contrast=1');
    expect(document.cookie).toContain('font-scale=1.25');
    expect(document.documentElement.style.fontSize).toBe('125%');
  });

  it('keeps a choice its cookie alone holds (a browser without storage for the site), as the server painted it', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server painted the page from.
    document.cookie = 'high-contrast=1; Path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: the same, for the text size.
    document.cookie = 'font-scale=1.125; Path=/';
    document.documentElement.classList.add('high-contrast');
    applyReadingPreferences();
    // It took them away: the next page was painted without them again.
    expect(document.documentElement.classList.contains('high-contrast')).toBe(true);
    expect(document.documentElement.style.fontSize).toBe('112.5%');
    expect(document.cookie).toContain('high-contrast=1');
    expect(document.cookie).toContain('font-scale=1.125');
  });
});
