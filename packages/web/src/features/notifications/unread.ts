import { notificationsApi } from '@portal/shared/api/notifications';
import { call } from '../../lib/api.ts';
import { createStore } from '../../lib/store.ts';

/**
 * The bell's number: the signed-in person's unread notifications, `null` until known. The bell
 * asks on every navigation; the notifications page sets it from each of its answers, so the
 * bell follows what the person reads there at once.
 */
export const unreadCount = createStore<number | null>(null);

/** Asks the server for the unread count (one row of the list; its meta carries the count). */
export async function refreshUnread(): Promise<void> {
  const { meta } = await call(notificationsApi.list, { query: { per_page: 1 } });
  unreadCount.set(meta.unread);
}

/** "Thông báo, 3 chưa đọc": the bell's accessible name, the count spoken with it. */
export const bellLabel = (unread: number | null): string =>
  unread ? `Thông báo, ${unread} chưa đọc` : 'Thông báo, không có thông báo chưa đọc';
