import { formatTimeOfDay } from '@portal/shared/vietnam-time';

/** The same moment `months` later (a month's last days run into the next one, as Date does). */
export function addMonths(date: Date, months: number): Date {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
}

/** "09:05 ngày 23/11/2026", Vietnam time whatever the server's zone. */
export function vietnamTime(date: Date): string {
  return formatTimeOfDay(date);
}
