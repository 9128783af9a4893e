import type * as notifications from '../notifications.ts';
import { endpoint } from './endpoint.ts';

/**
 * Thông báo: the signed-in person's notifications, newest first, with the unread count
 * in `meta.unread`; marking them read; the kinds mailed; and the one-click stop of a kind of
 * mail, which needs no session (its signed token says whose and which).
 */
export const notificationsApi = {
  list: endpoint<{
    query: typeof notifications.NotificationListQuerySchema;
    response: { 200: typeof notifications.NotificationListResponseSchema };
  }>()('GET', '/api/notifications'),
  read: endpoint<{ response: { 200: typeof notifications.NotificationReadResponseSchema } }>()(
    'POST',
    '/api/notifications/:id/read',
  ),
  readAll: endpoint<{ response: { 200: typeof notifications.NotificationsReadAllResponseSchema } }>()(
    'POST',
    '/api/notifications/read-all',
  ),
  preferences: endpoint<{ response: { 200: typeof notifications.MailPreferencesResponseSchema } }>()(
    'GET',
    '/api/notifications/preferences',
  ),
  savePreferences: endpoint<{
    body: typeof notifications.MailPreferencesSchema;
    response: { 200: typeof notifications.MailPreferencesResponseSchema };
  }>()('PUT', '/api/notifications/preferences'),
  /** The mail's List-Unsubscribe-Post target (RFC 8058) and the portal's stop page both POST here. */
  stop: endpoint<{
    query: typeof notifications.StopMailQuerySchema;
    response: { 200: typeof notifications.StopMailResponseSchema };
  }>()('POST', '/api/notifications/stop'),
  /**
   * The same address opened in a browser (a mail client without one-click opens List-Unsubscribe
   * so): 303 to the portal's stop page with the same token, which asks before it stops anything.
   */
  stopLink: endpoint<{ query: typeof notifications.StopMailQuerySchema; response: Record<never, never> }>()(
    'GET',
    '/api/notifications/stop',
  ),
};
