import { z } from 'zod';
import { PageMetaSchema, PaginationQuerySchema } from './content.ts';
import { NOTIFICATION_KINDS } from './follow-through.ts';

/**
 * Thông báo: the bell's list, its read calls, the mail choices of the profile page and
 * the one-click stop of a kind of mail. The kinds and their labels are in follow-through.ts.
 */
export const notificationMessages = {
  kindInvalid: 'Loại thông báo không hợp lệ',
  stopInvalid:
    'Liên kết ngừng nhận thư không hợp lệ hoặc đã bị thay đổi. Ông/Bà vui lòng chọn loại thư muốn nhận trong trang Thông tin cá nhân.',
  stopped: 'Ông/Bà sẽ không nhận thư về loại thông báo này nữa.',
  preferencesSaved: 'Đã lưu lựa chọn nhận thư thông báo',
} as const;

export const NotificationListQuerySchema = PaginationQuerySchema;

export const NotificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  /** A path of the portal: the dossier's page. */
  link: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListResponseSchema = z.object({
  data: z.array(NotificationSchema),
  /** The page's meta, with the person's unread count (the bell's number). */
  meta: PageMetaSchema.extend({ unread: z.number() }),
});

export const NotificationReadResponseSchema = z.object({
  data: NotificationSchema,
  meta: z.object({ unread: z.number() }),
});

export const NotificationsReadAllResponseSchema = z.object({ meta: z.object({ unread: z.number() }) });

/** The kinds of notification the person gets a mail for (the others only reach the bell). */
export const MailPreferencesSchema = z.object({
  mailed: z
    .array(z.enum(NOTIFICATION_KINDS, { error: notificationMessages.kindInvalid }))
    .max(NOTIFICATION_KINDS.length, notificationMessages.kindInvalid),
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

export const MailPreferencesResponseSchema = z.object({ data: MailPreferencesSchema });

/** The signed token of a mail's stop link, in the query (the List-Unsubscribe address carries it too). */
export const StopMailQuerySchema = z.object({
  token: z.string().trim().min(1, notificationMessages.stopInvalid).max(500, notificationMessages.stopInvalid),
});

export const StopMailResponseSchema = z.object({
  message: z.string(),
  data: z.object({ kind: z.enum(NOTIFICATION_KINDS), label: z.string() }),
});
