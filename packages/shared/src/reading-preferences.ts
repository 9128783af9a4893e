// The visitor's reading choices (high contrast, text size): kept by the portal in the browser's
// storage and in cookies of the same names, so that the server paints a page with them from its
// first byte (packages/server/src/web/portal.ts) and the portal applies them before it runs
// (packages/web/src/lib/reading-preferences.ts).

export const HIGH_CONTRAST_KEY = 'high-contrast';
export const HIGH_CONTRAST_CLASS = 'high-contrast';
export const FONT_SCALE_KEY = 'font-scale';
export const FONT_SCALE = { min: 0.875, max: 1.5, step: 0.125 } as const;

/** A stored text size, or 1 (the default) when it is none the buttons can set. */
export function fontScaleOf(value: string | null | undefined): number {
  const scale = Number(value);
  return scale >= FONT_SCALE.min && scale <= FONT_SCALE.max && (scale - FONT_SCALE.min) % FONT_SCALE.step === 0
    ? scale
    : 1;
}

/** The root's font size for a text size: every size in the portal is in rem. */
export const rootFontSize = (scale: number): string => (scale === 1 ? '' : `${scale * 100}%`);
