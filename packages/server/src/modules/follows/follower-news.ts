import type { FollowTarget, NotificationKind } from '@portal/shared/follow-through';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { followersOf } from './follows.service.ts';

/** How a followed item is named in the letter's last line ("… vì Ông/Bà đang theo dõi bài toán này"). */
const targetNouns: Record<FollowTarget, string> = {
  big_problem: 'bài toán này',
  product: 'sản phẩm này',
  proposal: 'đề xuất này',
};

export interface FollowerNewsDeps {
  db: Database;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  settings: Pick<SettingsService, 'get'>;
  log: FastifyBaseLogger;
}

/**
 * Tin mới cho người theo dõi: tells everyone who follows a big problem, a
 * product or a public proposal of a new solution, a change of state, a public answer or progress,
 * in the bell (`followed_update`) and by mail unless they stopped that kind.
 *
 * Call it after the event's transaction commits. It never throws: news for followers must not
 * undo or fail the staff step that made it; a failure is logged.
 */
export function createFollowerNews({ db, notifications, settings, log }: FollowerNewsDeps) {
  async function tell(
    target: FollowTarget,
    targetId: number,
    text: string,
    link: string,
    except: readonly number[],
    kind: NotificationKind,
  ): Promise<number> {
    const followers = (await followersOf(db, target, targetId)).filter((id) => !except.includes(id));
    if (followers.length === 0) return 0;
    const site = await settings.get();
    return notifications.notifyMany(followers, {
      kind,
      text,
      link,
      mail: {
        subject: 'Tin mới về nội dung Ông/Bà theo dõi',
        body: [text, '', `Ông/Bà nhận được thư này vì đang theo dõi ${targetNouns[target]} trên ${site.site_name}.`],
      },
    });
  }

  return {
    /**
     * Tells the followers of one item, but those in `except` (the author, told in their own
     * words); answers how many were told (0 on a failure, which is logged). `kind` is
     * `followed_update` but for news of its own kind (`challenge_results`).
     */
    tell: (
      target: FollowTarget,
      targetId: number,
      text: string,
      link: string,
      except: readonly number[] = [],
      kind: NotificationKind = 'followed_update',
    ) =>
      tell(target, targetId, text, link, except, kind).catch((error: unknown) => {
        log.error({ code: (error as { code?: string }).code, target }, 'news for followers failed');
        return 0;
      }),
  };
}

export type FollowerNews = ReturnType<typeof createFollowerNews>;
