import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { unprocessable } from '../errors.ts';

/**
 * The HTML the portal shows from content (posts, product descriptions, answers): a fixed set
 * of tags, links only to http(s) and mail addresses and opened safely, images only from the
 * portal itself or https. Everything else is dropped, scripts and event handlers first.
 */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'u',
      's',
      'blockquote',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
      'sup',
      'sub',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      // Text pasted from a word processor or another site marks emphasis the old way: kept as ours.
      b: 'strong',
      i: 'em',
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  });
}

/**
 * A field's rich HTML as it is stored: sanitized, then checked again by the field's own schema.
 * Sanitizing can lengthen it (a link gains `rel` and `target`, a bare `&` becomes `&amp;`): a text
 * that the check let in but that comes out over the field's limit is refused under the field
 * (422), as it would be refused when saved again.
 */
export function storedRichHtml(field: string, html: string, check: z.ZodType<string>): string {
  const clean = sanitizeRichHtml(html);
  // Shorter, it still passes its limit; one emptied by sanitizing is for the caller to name.
  if (clean.length <= html.length) return clean;
  const checked = check.safeParse(clean);
  if (!checked.success) throw unprocessable({ [field]: checked.error.issues.map((issue) => issue.message) });
  return clean;
}
