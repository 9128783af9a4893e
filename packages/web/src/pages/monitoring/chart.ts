/** Colours and motion of the indicator charts; the library itself is in chart-engine.ts, loaded later. */
import { useSyncExternalStore } from 'react';

export interface ChartPalette {
  value: string;
  target: string;
  text: string;
  grid: string;
}

/**
 * On white: value and target lines above 3:1 (WCAG 1.4.11), axis text in the body colour; the
 * target is also dashed, so it does not depend on colour. High contrast (the header's toggle
 * paints the page black): white and yellow lines, white text, like the rest of the page.
 */
export const chartPalette = (highContrast: boolean): ChartPalette =>
  highContrast
    ? { value: '#ffffff', target: '#ffff00', text: '#ffffff', grid: '#6b6b6b' }
    : { value: '#0b4f9c', target: '#b3261e', text: '#374151', grid: '#e5e7eb' };

export const TARGET_DASH = [6, 4];

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const HIGH_CONTRAST_CLASS = 'high-contrast';

function subscribeToContrast(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Whether the high-contrast mode (a class on <html>, set by the header's toggle) is on, live. */
export function useHighContrast(): boolean {
  return useSyncExternalStore(
    subscribeToContrast,
    () => document.documentElement.classList.contains(HIGH_CONTRAST_CLASS),
    () => false,
  );
}
