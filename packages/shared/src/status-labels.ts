// Without zod: the states and their labels that the field catalogues (catalogue.ts) name, read by
// the back office before its first screen (field-labels.ts) and by the portal's list pages, and
// the bounds those pages' filters offer. The modules of each entity re-export them.

/** Bài toán lớn: the states a problem the province orders solutions for goes through. */
export const BIG_PROBLEM_STATUSES = ['open', 'closed', 'solved'] as const;
export type BigProblemStatus = (typeof BIG_PROBLEM_STATUSES)[number];

export const bigProblemStatusLabels: Record<BigProblemStatus, string> = {
  open: 'Đang tìm giải pháp',
  closed: 'Đã đóng',
  solved: 'Đã có giải pháp',
};

export const documentValidities = ['active', 'expired', 'amended'] as const;
export type DocumentValidity = (typeof documentValidities)[number];

/** Tình trạng hiệu lực, as state portals word it. */
export const validityLabels: Record<DocumentValidity, string> = {
  active: 'Còn hiệu lực',
  expired: 'Hết hiệu lực',
  amended: 'Được sửa đổi, bổ sung',
};

export const PUBLICATION_STATUSES = ['draft', 'published', 'hidden'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const publicationStatusLabels: Record<PublicationStatus, string> = {
  draft: 'Bản nháp',
  published: 'Đã đăng',
  hidden: 'Đã ẩn',
};

/** Statuses staff choose; `scheduled` = published from a future `published_at` (see posts.ts). */
export const ADMIN_POST_STATUSES = ['draft', 'scheduled', 'published', 'hidden'] as const;
export type AdminPostStatus = (typeof ADMIN_POST_STATUSES)[number];
export const adminPostStatusLabels: Record<AdminPostStatus, string> = {
  draft: 'Bản nháp',
  scheduled: 'Hẹn giờ đăng',
  published: 'Đã đăng',
  hidden: 'Đã ẩn',
};

/**
 * Staff correcting what the author typed (`PUT /api/admin/proposals/{id}/fields`): like hiding, a
 * timeline line beside the lifecycle, the state unchanged, its note naming the fields and the reason.
 */
export const CORRECTION_ACTION = 'correct';
export const correctionActionLabel = 'Chỉnh sửa thông tin';

/** The earliest year a lookup accepts: the first legal documents of the Democratic Republic. */
export const FIRST_DOCUMENT_YEAR = 1945;
