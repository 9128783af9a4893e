/**
 * The department's colours (settings `primary_color`, `accent_color`): checked against WCAG's
 * contrast rule where text sits on them, and turned into the CSS custom properties the portal's
 * stylesheet reads (the server writes them into every page's head, so no page shows another look
 * first). The back office's preview computes the same numbers.
 */

export const DEFAULT_PRIMARY = '#0b4f9c';
export const DEFAULT_ACCENT = '#ffd54a';
/** Text on the primary colour (the header, buttons, banners) is white. */
export const TEXT_ON_PRIMARY = '#ffffff';
/** Text on the accent colour (badges, the current menu entry's bar) is the portal's dark ink. */
export const TEXT_ON_ACCENT = '#10243f';
/** WCAG 2.2 AA for normal text (success criterion 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const hexOf = (rgb: Rgb) => `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance, WCAG 2.2's definition. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((part) => {
    const channel = part / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it: "3,12:1" (Vietnamese decimal comma, rounded down to keep 4,49 from showing 4,5). */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',')}:1`;

/** `share` of `other` mixed into `hex` (0 to 1). */
function mix(hex: string, other: string, share: number): string {
  const [a, b] = [rgbOf(hex), rgbOf(other)];
  return hexOf(a.map((part, index) => part * (1 - share) + (b[index] as number) * share) as Rgb);
}

export interface Theme {
  primary: string;
  /** Darker: hovers, pressed buttons, the dark end of the banners' gradient. */
  primaryDark: string;
  /** Lighter, still holding white text at 4.5:1: the light end of the gradients. */
  primaryLight: string;
  /** Links on white: the primary colour (white on it holds 4.5:1, so it holds on white). */
  link: string;
  accent: string;
}

/** The shades the stylesheet needs, from the two colours staff chose (else the defaults). */
export function themeOf(colours: { primary_color?: string; accent_color?: string }): Theme {
  const primary = HEX_COLOR.test(colours.primary_color ?? '')
    ? (colours.primary_color as string).toLowerCase()
    : DEFAULT_PRIMARY;
  const accent = HEX_COLOR.test(colours.accent_color ?? '')
    ? (colours.accent_color as string).toLowerCase()
    : DEFAULT_ACCENT;
  // The portal's own blue keeps the shades its designer picked.
  if (primary === DEFAULT_PRIMARY)
    return { primary, primaryDark: '#08396f', primaryLight: '#1565c0', link: '#0a4a92', accent };
  // The lightest of a few steps towards white that white text still reads on.
  const primaryLight =
    [0.2, 0.15, 0.1, 0.05]
      .map((share) => mix(primary, '#ffffff', share))
      .find((shade) => contrastRatio(TEXT_ON_PRIMARY, shade) >= MIN_TEXT_CONTRAST) ?? primary;
  return { primary, primaryDark: mix(primary, '#000000', 0.25), primaryLight, link: primary, accent };
}

/** The custom properties of a theme, as the `:root` rule the server puts in every page. */
export function themeCss(theme: Theme): string {
  const rgb = rgbOf(theme.primary).join(', ');
  return (
    `:root{--portal-primary:${theme.primary};--portal-primary-dark:${theme.primaryDark};` +
    `--portal-primary-light:${theme.primaryLight};--portal-accent:${theme.accent};` +
    `--bs-primary:${theme.primary};--bs-primary-rgb:${rgb};--bs-link-color:${theme.link};` +
    `--bs-link-color-rgb:${rgbOf(theme.link).join(', ')};--bs-link-hover-color:${theme.primaryDark}}`
  );
}
