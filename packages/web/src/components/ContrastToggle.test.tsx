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

    document.documentElement.className = '';
    applyReadingPreferences();
    expect(document.documentElement.classList.contains('high-contrast')).toBe(true);

    fireEvent.click(toggle);
    expect(document.documentElement.classList.contains('high-contrast')).toBe(false);
    expect(localStorage.getItem('high-contrast')).toBe('0');
  });
});
