import { type Placeholder, sql } from 'drizzle-orm';

/**
 * The text a search matches against: lower-case, without diacritics (as every table's
 * `search_text`). `%`, `_` and `\` typed by a visitor are escaped: they are text to find, not LIKE
 * wildcards (a placeholder's value is escaped by the caller, with `escapeLike`).
 */
export const searchPattern = (q: string | Placeholder) =>
  typeof q === 'string'
    ? sql`'%' || lower(f_unaccent(${escapeLike(q)})) || '%'`
    : // A prepared statement computes it once (an InitPlan), not once per row.
      sql`(select '%' || lower(f_unaccent(${q})) || '%')`;

/** Text to find with LIKE: `%`, `_` and `\` stand for themselves. */
export const escapeLike = (q: string) => q.replace(/[\\%_]/g, '\\$&');
