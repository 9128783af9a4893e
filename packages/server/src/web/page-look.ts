import { bannerBackground, homeBanner } from '@portal/shared/home-layout';
import { isOutsideLink } from '@portal/shared/menu-links';
import {
  FONT_SCALE_KEY,
  fontScaleOf,
  HIGH_CONTRAST_CLASS,
  HIGH_CONTRAST_KEY,
  rootFontSize,
} from '@portal/shared/reading-preferences';
import type { Settings } from '@portal/shared/settings';
import { themeCss, themeOf } from '@portal/shared/theme';
import { escapeHtml } from '../http/html.ts';
import { iconLink } from './admin.ts';

// The department's look and the visitor's reading choices, written into every page the portal
// sends (web/portal.ts).

/** The static screen of index.html, shown until the portal's script has run. */
export const BOOT_SCREEN = /<div class="boot-screen"[^>]*>[\s\S]*?<\/div>/;

/** What the portal is, in the department's name: the pages' description and a share preview's without one of its own. */
export function siteDescription(site: Settings): string {
  const agency = site.managing_agency || 'Sở Khoa học và Công nghệ';
  return `Cổng thông tin của ${agency} về triển khai Nghị quyết 57-NQ/TW: tin tức, sản phẩm khoa học và công nghệ, bài toán lớn, văn bản, đề xuất và ý tưởng của người dân.`;
}

/**
 * The department's look in the page itself (settings, "Giao diện"), so nothing paints in another
 * first: its colours as the stylesheet's custom properties, its favicon, its logo and name on the
 * screen shown until the script runs. Values are checked when staff save them; the colours are
 * checked again here (themeOf), the rest escaped.
 */
export function branded(html: string, site: Settings): string {
  const theme = themeOf(site);
  return html
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(siteDescription(site))}"`,
    )
    .replace(/<meta name="theme-color" content="[^"]*"/, () => `<meta name="theme-color" content="${theme.primary}"`)
    .replace(/<link rel="icon"[^>]*>/, (tag) => iconLink(site) ?? tag)
    .replace(BOOT_SCREEN, (screen) =>
      screen
        .replace(/<img src="\/favicon\.svg"/, (tag) =>
          site.logo_url ? `<img src="${escapeHtml(site.logo_url)}"` : tag,
        )
        .replace(
          /<p class="boot-title">[^<]*<\/p>/,
          () => `<p class="boot-title">${escapeHtml(site.title_suffix)}</p>`,
        ),
    )
    .replace('</head>', () => `<style id="portal-theme">${themeCss(theme)}</style></head>`)
    .replace(/<section class="home-hero">[\s\S]*?<\/section>/, () => bannerHtml(site));
}

/**
 * The visitor's reading choices (high contrast, text size), which the portal keeps in cookies, on
 * the page's root: its first paint is already in them. A size no button sets is ignored.
 */
export function readable(html: string, cookies: Record<string, string | undefined>): string {
  const highContrast = cookies[HIGH_CONTRAST_KEY] === '1';
  const fontSize = rootFontSize(fontScaleOf(cookies[FONT_SCALE_KEY]));
  if (!highContrast && !fontSize) return html;
  const attributes = `${highContrast ? ` class="${HIGH_CONTRAST_CLASS}"` : ''}${fontSize ? ` style="font-size:${fontSize}"` : ''}`;
  return html.replace(/<html lang="vi">/, () => `<html lang="vi"${attributes}>`);
}

/** The home page's banner as HomePage renders it (the same classes and words), in the department's words. */
function bannerHtml(site: Settings): string {
  const banner = homeBanner(site);
  const style = banner.image
    ? ` style="background-image:${bannerBackground(escapeHtml(banner.image)).replaceAll('"', '&quot;')}"`
    : '';
  const link = !banner.link
    ? ''
    : isOutsideLink(banner.link.href)
      ? `<a class="btn btn-light home-hero-link" href="${escapeHtml(banner.link.href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(banner.link.label)}<span class="visually-hidden"> (mở trong thẻ mới)</span></a>`
      : `<a class="btn btn-light home-hero-link" href="${escapeHtml(banner.link.href)}">${escapeHtml(banner.link.label)}</a>`;
  return [
    `<section class="home-hero"${style}><div class="container">`,
    `<h1 class="home-hero-title">${escapeHtml(banner.title)}</h1>`,
    `<p class="home-hero-lead">${escapeHtml(banner.text)}</p>`,
    link,
    '</div></section>',
  ].join('');
}
