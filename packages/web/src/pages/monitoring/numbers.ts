/** Vietnamese number formatting for the monitoring page: 67,9 and 1.200. */
const numberFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

export const formatNumber = (value: number) => numberFormat.format(value);

/** A value with its unit: "67,9%" for percentages, "26 doanh nghiệp" otherwise. */
export function formatValue(value: number, unit: string): string {
  return unit === '%' ? `${formatNumber(value)}%` : `${formatNumber(value)} ${unit}`;
}

/** A progress in percent, as people read it: "84,9%". */
export const formatPercent = (value: number) => `${formatNumber(value)}%`;

/** A file size in KB or MB with a Vietnamese decimal comma. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const oneDecimal = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}
