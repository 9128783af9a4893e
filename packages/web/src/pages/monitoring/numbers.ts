/** Vietnamese number formatting for the monitoring page: 67,9 and 1.200. */
const numberFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

export const formatNumber = (value: number) => numberFormat.format(value);

/** A value with its unit: "67,9%" for percentages, "26 doanh nghiệp" otherwise. */
export function formatValue(value: number, unit: string): string {
  return unit === '%' ? `${formatNumber(value)}%` : `${formatNumber(value)} ${unit}`;
}

/** A progress in percent, as people read it: "84,9%". */
export const formatPercent = (value: number) => `${formatNumber(value)}%`;
