/** Dates of the back office as the portal writes them: dd/mm/yyyy, in Vietnam's time. */
export const dayOptions: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
};

/** The start of a long text, cut at `length` characters with "…". */
export const excerpt = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);
