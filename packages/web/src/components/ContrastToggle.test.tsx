import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyReadingPreferences } from '../lib/reading-preferences.ts';
import { ContrastToggle } from './ContrastToggle.tsx';

describe('ContrastToggle', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
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
    localStorage.clear();
    applyReadingPreferences();
    expect(document.cookie).not.toContain('high-contrast');
    expect(document.cookie).not.toContain('font-scale');
  });
});
