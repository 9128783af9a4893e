/**
 * A path of this site, for where to go after signing in: one leading `/`, then no second `/` or
 * `\` at its start, no backslash, no `//` and no control character anywhere. Browsers read
 * `/\other.site` and `/<tab>/other.site` as `//other.site`, another site; anything that is not
 * plainly a local path is null.
 */
export function sameOriginPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(path) || path.includes('//')) return null;
  return path;
}
