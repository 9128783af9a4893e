/** The start of a long text, cut at `length` characters with "…". */
export const excerpt = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);
