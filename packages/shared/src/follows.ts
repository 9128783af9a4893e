import { z } from 'zod';
import { PageMetaSchema, PaginationQuerySchema } from './content.ts';
import { FOLLOW_TARGETS } from './follow-through.ts';

/** Theo dõi: what the portal and the server say about following. */
export const followMessages = {
  targetKind: 'Loại nội dung theo dõi không hợp lệ',
  targetId: 'Mã nội dung theo dõi không hợp lệ',
  notFound: 'Không tìm thấy nội dung để theo dõi',
} as const;

const targetKind = z.enum(FOLLOW_TARGETS, { error: followMessages.targetKind });
const targetId = z.coerce
  .number({ error: followMessages.targetId })
  .int(followMessages.targetId)
  .min(1, followMessages.targetId)
  .max(Number.MAX_SAFE_INTEGER, followMessages.targetId);

/** POST and DELETE /api/follows (body), GET /api/follows/state (query). */
export const FollowTargetSchema = z.object({ target_kind: targetKind, target_id: targetId });
export type FollowTargetInput = z.infer<typeof FollowTargetSchema>;

/** Whether the signed-in person follows the target, and how many people do. */
export const FollowStateSchema = z.object({ following: z.boolean(), followers: z.number() });
export type FollowState = z.infer<typeof FollowStateSchema>;
export const FollowStateResponseSchema = z.object({ data: FollowStateSchema });

export const ListFollowsQuerySchema = PaginationQuerySchema;

export const FollowSchema = z.object({
  target_kind: z.enum(FOLLOW_TARGETS),
  target_id: z.number(),
  title: z.string(),
  /** The target's portal page. */
  link: z.string(),
  followed_at: z.string(),
});
export type Follow = z.infer<typeof FollowSchema>;
export const FollowListResponseSchema = z.object({ data: z.array(FollowSchema), meta: PageMetaSchema });
export type FollowListResponse = z.infer<typeof FollowListResponseSchema>;
