/** The states of a citizen's submission (proposal, idea, solution): decision 7's lifecycle. */
export const SUBMISSION_STATES = [
  'draft',
  'submitted',
  'under_review',
  'needs_revision',
  'approved',
  'rejected',
  'published',
  'withdrawn',
] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

export const submissionStateLabels: Record<SubmissionState, string> = {
  draft: 'Bản nháp',
  submitted: 'Đã gửi',
  under_review: 'Đang xem xét',
  needs_revision: 'Cần bổ sung',
  approved: 'Đã duyệt',
  rejected: 'Không được duyệt',
  published: 'Đã công bố',
  withdrawn: 'Đã rút',
};

/** The three kinds of submission (docs/DOMAIN.md, "Submission lifecycle"). */
export const SUBMISSION_KINDS = ['proposal', 'idea', 'solution'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const submissionKindLabels: Record<SubmissionKind, string> = {
  proposal: 'Đề xuất',
  idea: 'Ý tưởng',
  solution: 'Giải pháp',
};
