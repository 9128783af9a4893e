// The visitor's reading choices (high contrast: components/ContrastToggle.tsx; text size:
// components/ZoomControls.tsx), kept apart from React so that main.tsx applies them before the
// portal runs without loading anything else. They are kept in cookies too, so that the server
// paints the next page with them from its first byte (@portal/shared/reading-preferences).
import {
  FONT_SCALE_KEY,
  fontScaleOf,
  HIGH_CONTRAST_CLASS,
  HIGH_CONTRAST_KEY,
  rootFontSize,
} from '@portal/shared/reading-preferences';

export { FONT_SCALE, HIGH_CONTRAST_CLASS } from '@portal/shared/reading-preferences';

const YEAR = 365 * 24 * 60 * 60;

/**
 * A choice as the browser keeps it: in its storage, else in its cookie alone (a browser that keeps
 * no storage for the site): the server painted the page with the cookie, so the page keeps it.
 */
function stored(key: string): string | null {
  try {
    const value = localStorage.getItem(key);
    if (value !== null) return value;
  } catch {
    // No storage: the cookie below.
  }
  // The server's drawing of a page has neither (first-screen.tsx): the default.
  if (typeof document === 'undefined') return null;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${key}=`));
  return cookie ? cookie.slice(key.length + 1) || null : null;
}

/** Keeps a choice in its cookie, for the server's first paint; the default clears the cookie. */
function keepInCookie(key: string, value: string, isDefault: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie for the server's first paint; the Cookie Store API is not in every browser we serve.
  document.cookie = `${key}=${isDefault ? '' : value}; Max-Age=${isDefault ? 0 : YEAR}; Path=/; SameSite=Lax`;
}

/** Keeps a choice in the browser's storage and in its cookie. */
function remember(key: string, value: string, isDefault: boolean): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the choice still applies to this visit, and the cookie keeps it.
  }
  keepInCookie(key, value, isDefault);
}

/** Whether the visitor chose high contrast on an earlier visit. */
export function storedHighContrast(): boolean {
  return stored(HIGH_CONTRAST_KEY) === '1';
}

export function rememberHighContrast(on: boolean): void {
  remember(HIGH_CONTRAST_KEY, on ? '1' : '0', !on);
}

/** The text size the visitor chose on an earlier visit (1 is the default). */
export function storedFontScale(): number {
  return fontScaleOf(stored(FONT_SCALE_KEY));
}

export function rememberFontScale(scale: number): void {
  remember(FONT_SCALE_KEY, String(scale), scale === 1);
}

/** Every size in the portal is in rem, so scaling the root font scales the text. */
export function applyFontScale(scale: number): void {
  document.documentElement.style.fontSize = rootFontSize(scale);
}

/**
 * Applies the stored choices (called from main.tsx, before the portal runs), and keeps them in
 * their cookies, for a browser that chose them before the cookies existed.
 */
export function applyReadingPreferences(): void {
  const highContrast = storedHighContrast();
  const scale = storedFontScale();
  document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, highContrast);
  applyFontScale(scale);
  keepInCookie(HIGH_CONTRAST_KEY, '1', !highContrast);
  keepInCookie(FONT_SCALE_KEY, String(scale), scale === 1);
}
