import { placeNames } from './names.ts';

/**
 * Follow-through: what the portal tells people about what became of what they sent,
 * and what it shows in public. The server, the portal and the back office read these names from here.
 */

/**
 * The kinds of notification, each a kind of mail a person may stop (profile page, or the signed
 * link at the foot of every such mail). Notifications in the bell are always kept.
 */
export const NOTIFICATION_KINDS = [
  'submission_status',
  'question_answer',
  'feedback_reply',
  'followed_update',
  'interest_received',
  'interest_update',
  'interest_new',
  'message_new',
  'listing_expiry',
  'challenge_results',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How each kind reads in the profile's mail choices and on the stop page. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  submission_status: 'Thay đổi trạng thái hồ sơ đã gửi (đề xuất, ý tưởng, giải pháp)',
  question_answer: 'Trả lời câu hỏi đã gửi',
  feedback_reply: 'Phản hồi của Sở về góp ý, phản ánh đã gửi',
  followed_update: 'Tin mới về bài toán, sản phẩm, đề xuất đang theo dõi',
  interest_received: `Yêu cầu quan tâm đến tin đăng của mình trên ${placeNames.marketplace}`,
  interest_update: 'Kết quả yêu cầu quan tâm đã gửi',
  interest_new: 'Yêu cầu quan tâm mới chờ Sở xem xét, và trả lời của chủ sở hữu (cán bộ kiểm duyệt)',
  message_new: 'Câu hỏi, góp ý mới chờ Sở trả lời (cán bộ kiểm duyệt)',
  listing_expiry: `Nhắc gia hạn tin đăng trên ${placeNames.marketplace} sắp hết hạn`,
  challenge_results: 'Kết quả đánh giá giải pháp của bài toán lớn đang theo dõi hoặc đã gửi giải pháp',
};

/** The kinds only staff receive (the profile shows their mail choice to staff only). */
export const STAFF_NOTIFICATION_KINDS: readonly NotificationKind[] = ['interest_new', 'message_new'];

/**
 * The kinds that only ring the bell, never mail: a new question or feedback already mails the
 * department's address (settings), so staff are not mailed each again; no mail choice to show.
 */
export const BELL_ONLY_KINDS: readonly NotificationKind[] = ['message_new'];

/** A kind's label inside a sentence: its first letter in lower case, "Sở" kept as it is. */
export const notificationKindInSentence = (kind: NotificationKind): string => {
  const label = notificationKindLabels[kind];
  return label.charAt(0).toLowerCase() + label.slice(1);
};

/** What a signed-in person may follow. */
export const FOLLOW_TARGETS = ['big_problem', 'product', 'proposal'] as const;
export type FollowTarget = (typeof FOLLOW_TARGETS)[number];

/** What each kind of target is called in the account's list. */
export const followTargetLabels: Record<FollowTarget, string> = {
  big_problem: 'Bài toán lớn',
  product: 'Sản phẩm',
  proposal: 'Đề xuất',
};

/** The portal page of a target: problems and products by slug when they have one, proposals by number. */
export function followTargetLink(kind: FollowTarget, id: number, slug?: string | null): string {
  if (kind === 'big_problem') return `/big-problem/${slug || id}`;
  if (kind === 'product') return `/products/${slug || id}`;
  return `/propose/${id}`;
}

/** `n người theo dõi`, with the thousands of Vietnamese (1.234). */
export const followersText = (count: number): string => `${count.toLocaleString('vi-VN')} người theo dõi`;

/** The stages of carrying out an adopted proposal or idea, in their order. */
export const PROGRESS_STAGES = ['preparing', 'in_progress', 'piloting', 'completed', 'paused'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export const progressStageLabels: Record<ProgressStage, string> = {
  preparing: 'Chuẩn bị triển khai',
  in_progress: 'Đang triển khai',
  piloting: 'Thử nghiệm, nhân rộng',
  completed: 'Hoàn thành',
  paused: 'Tạm dừng',
};

/** The kinds of dossier that get a progress record: adopted proposals and ideas. */
export const PROGRESS_KINDS = ['proposal', 'idea'] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];
