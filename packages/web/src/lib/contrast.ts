// The visitor's high-contrast choice (components/ContrastToggle.tsx), kept apart from React so
// that main.tsx can apply it before the first paint without loading anything else.

export const HIGH_CONTRAST_KEY = 'high-contrast';
export const HIGH_CONTRAST_CLASS = 'high-contrast';

/** Whether the visitor chose high contrast on an earlier visit. */
export function storedHighContrast(): boolean {
  try {
    return localStorage.getItem(HIGH_CONTRAST_KEY) === '1';
  } catch {
    return false;
  }
}

/** Applies the stored choice before the first paint (called from main.tsx), so the page never flashes. */
export function applyStoredContrast(): void {
  document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, storedHighContrast());
}
