/** Dates of the back office as the portal writes them: dd/mm/yyyy, in Vietnam's time. */
export const dayOptions: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
};
