/**
 * The names of the portal's own places (docs/GLOSSARY.md, "Names"), written the same on every screen
 * of the portal and the back office. Zod-free, so that any page's chunk may import it.
 */
export const placeNames = {
  /** The marketplace (`/products`), in the middle of a sentence: "Xem sản phẩm trên sàn công nghệ". */
  marketplace: 'sàn công nghệ',
  /** The back office's first page. */
  dashboard: 'Tổng quan',
  /** The heading over a submission's steps: who took each, when, and the note. */
  timeline: 'Quá trình xử lý',
} as const;

/** A name at the start of a sentence or a title: "Sàn công nghệ của tỉnh…". */
export const atSentenceStart = (name: string): string => name.charAt(0).toLocaleUpperCase('vi') + name.slice(1);
