// The visitor's reading choices (high contrast: components/ContrastToggle.tsx; text size:
// components/ZoomControls.tsx), kept apart from React so that main.tsx applies them before the
// first paint without loading anything else: the page never flashes in the wrong size or colours.

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

export const FONT_SCALE_KEY = 'font-scale';
export const FONT_SCALE = { min: 0.875, max: 1.5, step: 0.125 } as const;

/** The text size the visitor chose on an earlier visit (1 is the default). */
export function storedFontScale(): number {
  try {
    const value = Number(localStorage.getItem(FONT_SCALE_KEY));
    return value >= FONT_SCALE.min && value <= FONT_SCALE.max ? value : 1;
  } catch {
    return 1;
  }
}

/** Every size in the portal is in rem, so scaling the root font scales the text. */
export function applyFontScale(scale: number): void {
  document.documentElement.style.fontSize = scale === 1 ? '' : `${scale * 100}%`;
}

/** Applies the stored choices (called from main.tsx, before the first paint). */
export function applyReadingPreferences(): void {
  document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, storedHighContrast());
  applyFontScale(storedFontScale());
}
