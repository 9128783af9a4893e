import { NOTIFICATION_KINDS, type NotificationKind, notificationKindInSentence } from '@portal/shared/follow-through';
import type { Notification } from '@portal/shared/notifications';
import { notificationMessages } from '@portal/shared/notifications';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/follow-through.ts';
import { users } from '../../db/schema/users.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { publicOrigin } from '../../http/origin.ts';
import { pageMeta } from '../../http/pagination.ts';
import { type Letter, letter } from '../../mail/letter.ts';
import type { Mail, Mailer } from '../../mail/mailer.ts';
import { stopTokens } from '../../mail/stop-token.ts';
import type { SettingsService } from '../settings/settings.service.ts';

export interface NotificationsDeps {
  db: Database;
  config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL' | 'PORT'>;
  mailer: Mailer;
  settings: Pick<SettingsService, 'get'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** What happened, for one person or many: see `notify`. */
export interface NotificationInput {
  kind: NotificationKind;
  /** What the bell shows, one sentence in the words of the moment. */
  text: string;
  /** A path of the portal (`/propose/12/personal-propose`): the dossier's page. */
  link: string;
  /**
   * The mail that goes with it, when there is one: a `body` this service puts in the portal's
   * letter (mail/letter.ts: "Kính gửi Ông/Bà {họ tên}," with the person's name, the site's name
   * before the subject, the link to `link` under the body); or a `text` its caller wrote as a
   * letter already (the same mail goes to visitors without an account), to which the link is
   * added unless it holds it. Both get the stop link at their foot.
   */
  mail?: { subject: string; body: readonly string[] } | Letter;
}

/** The path of the portal's page that stops a kind of mail (`?token=…`). */
export const STOP_PAGE = '/notifications/stop';
/** Where a mail's List-Unsubscribe-Post goes (RFC 8058): the same call the stop page makes. */
const STOP_API = '/api/notifications/stop';

const present = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  link: row.link,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/**
 * Thông báo: a row for the bell for every event, and the mail of the same event unless
 * the person stopped that kind (`users.mail_opt_outs`). Call `notify` / `notifyMany` after the
 * event's transaction commits: they queue mail, which must never wait inside a transaction.
 */
export function createNotificationsService({ db, config, mailer, settings, now, log }: NotificationsDeps) {
  const origin = publicOrigin(config);
  const tokens = stopTokens(config.JWT_SECRET, 'notification-mail-stop');

  /** The stop token of one person and one kind: `userId.kind.signature`, without expiry. */
  const stopToken = (userId: number, kind: NotificationKind): string => tokens.make(`${userId}.${kind}`);

  /** The person and kind of a stop token; 422 under `token` for one that was altered or made up. */
  function readStopToken(token: string): { userId: number; kind: NotificationKind } {
    const refused = unprocessable({ token: [notificationMessages.stopInvalid] }, notificationMessages.stopInvalid);
    const [id, kind, ...rest] = tokens.read(token)?.split('.') ?? [];
    if (!id || !kind || rest.length > 0 || !/^[1-9]\d{0,15}$/.test(id)) throw refused;
    if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) throw refused;
    return { userId: Number(id), kind: kind as NotificationKind };
  }

  const absolute = (link: string) => new URL(link, `${origin}/`).toString();

  /** The letter with the dossier's address, the stop link at its foot, and RFC 8058's headers. */
  async function composeMail(
    person: { email: string; fullName: string },
    userId: number,
    input: NotificationInput,
    mail: NonNullable<NotificationInput['mail']>,
  ): Promise<Mail> {
    const token = stopToken(userId, input.kind);
    const address = absolute(input.link);
    const stopPage = `${origin}${STOP_PAGE}?token=${encodeURIComponent(token)}`;
    const stop = [
      `Ông/Bà nhận thư này vì đã chọn nhận thư về: ${notificationKindInSentence(input.kind)}.`,
      `Ngừng nhận loại thư này (không cần đăng nhập): ${stopPage}`,
      `Chọn các loại thư muốn nhận: ${absolute('/profile')}`,
    ];
    const written =
      'body' in mail
        ? letter(await settings.get(), {
            subject: mail.subject,
            to: person.fullName,
            body: mail.body.some((line) => line.includes(address))
              ? mail.body
              : [...mail.body, '', `Xem chi tiết tại: ${address}`],
            footer: stop,
          })
        : {
            subject: mail.subject,
            text: [
              mail.text.trimEnd(),
              ...(mail.text.includes(address) ? [] : [`Xem chi tiết tại: ${address}`]),
              ...stop,
            ].join('\n'),
          };
    return {
      to: person.email,
      subject: written.subject,
      text: written.text,
      headers: {
        'List-Unsubscribe': `<${origin}${STOP_API}?token=${encodeURIComponent(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /**
   * Notifies many people of one event (the followers of an item, kind `followed_update`): a row
   * each, and the mail to each who has an address, an open account and did not stop that kind.
   * Answers how many were notified. A mail that cannot be queued is logged, not thrown: the
   * others still get theirs.
   */
  async function notifyMany(userIds: readonly number[], input: NotificationInput): Promise<number> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return 0;
    const people = await db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        optOuts: users.mailOptOuts,
        disabledAt: users.disabledAt,
      })
      .from(users)
      .where(inArray(users.id, ids));
    if (people.length === 0) return 0;
    const createdAt = now();
    const { kind, text, link } = input;
    await db.insert(notifications).values(people.map((person) => ({ userId: person.id, kind, text, link, createdAt })));
    if (input.mail) {
      for (const person of people) {
        if (!person.email || person.disabledAt || person.optOuts.includes(kind)) continue;
        await mailer.send(await composeMail(person, person.id, input, input.mail)).catch((error: unknown) => {
          log.error({ code: (error as { code?: string }).code, kind }, 'notification mail failed');
        });
      }
    }
    return people.length;
  }

  return {
    /** The absolute address of a portal path, on PUBLIC_URL: for letters that place the link themselves. */
    absolute,
    stopToken,
    notifyMany,

    /**
     * Notifies one person: the row for their bell and, unless they stopped that kind, the mail.
     * A mail that cannot be queued throws (after the row is kept); the caller decides whether that
     * undoes its answer.
     */
    async notify(input: NotificationInput & { userId: number }): Promise<void> {
      const { userId, ...event } = input;
      await db.insert(notifications).values({
        userId,
        kind: event.kind,
        text: event.text,
        link: event.link,
        createdAt: now(),
      });
      const { mail } = event;
      if (!mail) return;
      const [person] = await db
        .select({
          email: users.email,
          fullName: users.fullName,
          optOuts: users.mailOptOuts,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!person?.email || person.disabledAt || person.optOuts.includes(event.kind)) return;
      await mailer.send(await composeMail(person, userId, event, mail));
    },

    /** A person's notifications, newest first, with their unread count. */
    async list(userId: number, page: number, perPage: number) {
      const mine = eq(notifications.userId, userId);
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(notifications).where(mine),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(mine, isNull(notifications.readAt))),
      ]);
      return {
        data: rows.map(present),
        meta: { ...pageMeta(page, perPage, Number(total?.n ?? 0)), unread: Number(unread?.n ?? 0) },
      };
    },

    async unread(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },

    /** Marks one of the person's own notifications read (once: the first time stays); 404 for another's. */
    async markRead(userId: number, id: number): Promise<Notification> {
      const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
      await db
        .update(notifications)
        .set({ readAt: now() })
        .where(and(mine, isNull(notifications.readAt)));
      const [row] = await db.select().from(notifications).where(mine);
      if (!row) throw notFound();
      return present(row);
    },

    async markAllRead(userId: number): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** The kinds the person is mailed: all but those they stopped. */
    async mailed(userId: number): Promise<NotificationKind[]> {
      const [row] = await db.select({ optOuts: users.mailOptOuts }).from(users).where(eq(users.id, userId));
      const stopped = new Set(row?.optOuts ?? []);
      return NOTIFICATION_KINDS.filter((kind) => !stopped.has(kind));
    },

    async setMailed(userId: number, mailed: readonly NotificationKind[]): Promise<NotificationKind[]> {
      const wanted = new Set(mailed);
      const optOuts = NOTIFICATION_KINDS.filter((kind) => !wanted.has(kind));
      await db.update(users).set({ mailOptOuts: optOuts }).where(eq(users.id, userId));
      return NOTIFICATION_KINDS.filter((kind) => wanted.has(kind));
    },

    /** The one-click stop: the token's kind joins its person's opt-outs (again is no error). */
    async stop(token: string): Promise<NotificationKind> {
      const { userId, kind } = readStopToken(token);
      await db
        .update(users)
        .set({ mailOptOuts: sql`array_append(${users.mailOptOuts}, ${kind}::text)` })
        .where(and(eq(users.id, userId), sql`not (${kind} = any(${users.mailOptOuts}))`));
      return kind;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
