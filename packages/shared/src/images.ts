/**
 * A post's picture in the sizes a screen needs. Staff upload one image (re-encoded as WebP, at most
 * 1600 px wide); the server also answers it `IMAGE_WIDTHS` wide, made once on first request and
 * kept beside it: `/uploads/images/<name>-w480.webp`. Pages give the browser all of them (`srcset`)
 * and how wide the picture shows (`sizes`), so a phone downloads a fifth of the bytes.
 */
export const IMAGE_WIDTHS = [480, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The largest width an upload is kept at (the server's re-encoding). */
export const IMAGE_MAX_WIDTH = 1600;

const STAFF_IMAGE = /^\/uploads\/images\/[0-9a-f]{32}\.webp$/;

/** `url` at `width` pixels wide, when it is a staff image the server resizes; else `url` itself. */
export function imageAt(url: string, width: ImageWidth): string {
  return STAFF_IMAGE.test(url) ? url.replace(/\.webp$/, `-w${width}.webp`) : url;
}

/** The `srcset` of a staff image (its widths and the upload itself), or undefined for another URL. */
export function imageSrcSet(url: string): string | undefined {
  if (!STAFF_IMAGE.test(url)) return undefined;
  return [...IMAGE_WIDTHS.map((width) => `${imageAt(url, width)} ${width}w`), `${url} ${IMAGE_MAX_WIDTH}w`].join(', ');
}

/** How wide a post's cover shows on its page (the page's `sizes`, and the server's preload of it). */
export const POST_COVER_SIZES = '(min-width: 992px) 880px, 100vw';
