import { z } from 'zod';
import { PublicAnswerInputSchema } from './follow-through-answers.ts';
import { CORRECTION_ACTION } from './status-labels.ts';
import { SUBMISSION_KINDS, SUBMISSION_STATES, type SubmissionKind, type SubmissionState } from './submission-states.ts';

export { CORRECTION_ACTION, correctionActionLabel } from './status-labels.ts';

/**
 * What citizens send (docs/DOMAIN.md, "Submission lifecycle"): proposals (đề xuất), ideas (ý tưởng)
 * and solutions to big problems (giải pháp). One state machine moves all three; the portal,
 * the server and the admin area read it from here.
 */
export { SUBMISSION_KINDS, type SubmissionKind, submissionKindLabels } from './submission-states.ts';

/** The tracking code's prefix (mã hồ sơ), e.g. DX-2026-000123. */
export const trackingPrefixes: Record<SubmissionKind, string> = { proposal: 'DX', idea: 'YT', solution: 'GP' };

/**
 * What a submission is called and the prefix of its code: a citizen's solution to a big problem is
 * a proposal of kind `solution` (docs/DOMAIN.md, "Big problems and solutions") but a "Giải pháp"
 * with a `GP-` code to its author and everywhere they read it. Codes given before stay as they are.
 */
export const namedKind = (kind: SubmissionKind, proposalKind?: string | null): SubmissionKind =>
  kind === 'proposal' && proposalKind === 'solution' ? 'solution' : kind;

/** `DX-2026-000123`: kind, year of the first submission, the record's number. */
export const trackingCode = (kind: SubmissionKind, year: number, id: number) =>
  `${trackingPrefixes[kind]}-${year}-${String(id).padStart(6, '0')}`;

/** Bootstrap colour of a state's badge (text-bg-…), the same in the portal and the admin area. */
export const submissionStateTones: Record<SubmissionState, string> = {
  draft: 'secondary',
  submitted: 'primary',
  under_review: 'info',
  needs_revision: 'warning',
  approved: 'success',
  rejected: 'danger',
  published: 'success',
  withdrawn: 'secondary',
};

/** The states an author may still change the content in. */
export const EDITABLE_STATES: readonly SubmissionState[] = ['draft', 'needs_revision'];

/** Who may take a step: the author, or staff who moderate (reviewer or admin). */
export type SubmissionActor = 'author' | 'staff';

export const SUBMISSION_ACTIONS = [
  'submit',
  'withdraw',
  'start_review',
  'approve',
  'reject',
  'request_revision',
  'publish',
] as const;
export type SubmissionAction = (typeof SUBMISSION_ACTIONS)[number];

export interface SubmissionTransition {
  from: readonly SubmissionState[];
  to: SubmissionState;
  by: SubmissionActor;
  /** Staff must say why (the author reads it in the timeline and the mail). */
  noteRequired?: boolean;
  label: string;
}

/**
 * Every allowed step; anything else is refused (409). `submit` is also the resend after a
 * request for changes (needs_revision → submitted).
 */
export const SUBMISSION_TRANSITIONS: Record<SubmissionAction, SubmissionTransition> = {
  submit: { from: ['draft', 'needs_revision'], to: 'submitted', by: 'author', label: 'Gửi' },
  withdraw: {
    from: ['draft', 'submitted', 'under_review', 'needs_revision'],
    to: 'withdrawn',
    by: 'author',
    label: 'Rút hồ sơ',
  },
  start_review: { from: ['submitted'], to: 'under_review', by: 'staff', label: 'Tiếp nhận, xem xét' },
  approve: { from: ['under_review'], to: 'approved', by: 'staff', label: 'Duyệt' },
  reject: { from: ['under_review'], to: 'rejected', by: 'staff', noteRequired: true, label: 'Không duyệt' },
  request_revision: {
    from: ['under_review'],
    to: 'needs_revision',
    by: 'staff',
    noteRequired: true,
    label: 'Yêu cầu bổ sung',
  },
  publish: { from: ['approved'], to: 'published', by: 'staff', label: 'Công bố' },
};

/** The steps `actor` may take from `state`, in the table's order. */
export const allowedActions = (state: SubmissionState, actor: SubmissionActor): SubmissionAction[] =>
  SUBMISSION_ACTIONS.filter(
    (action) => SUBMISSION_TRANSITIONS[action].by === actor && SUBMISSION_TRANSITIONS[action].from.includes(state),
  );

/** The states public pages show (`/propose`, `/solution/{id}`). */
export const PUBLIC_STATES: readonly SubmissionState[] = ['approved', 'published'];

export const submissionMessages = {
  notAllowed: 'Không thể thực hiện thao tác này ở trạng thái hiện tại của hồ sơ',
  noteRequired: 'Vui lòng nhập lý do để người gửi biết cần làm gì',
  noteTooLong: 'Ghi chú không được vượt quá 2.000 ký tự',
  notEditable: 'Chỉ sửa được hồ sơ ở trạng thái Bản nháp hoặc Cần bổ sung',
  notFound: 'Không tìm thấy hồ sơ',
} as const;

/** The steps with which staff may write a proposal's public answer. */
export const ANSWERING_ACTIONS: readonly SubmissionAction[] = ['approve', 'publish', 'reject'];

/**
 * A staff step on a submission: `POST /api/admin/{kind}s/{id}/transitions`. `answer` is the
 * department's public answer, separate from the note to the author: proposals only, with
 * approve, publish or reject (the server answers 422 under `answer` otherwise).
 */
export const TransitionRequestSchema = z.object({
  action: z.enum(SUBMISSION_ACTIONS, { message: submissionMessages.notAllowed }),
  note: z.string().trim().max(2000, submissionMessages.noteTooLong).default(''),
  answer: PublicAnswerInputSchema.optional(),
});
export type TransitionRequest = z.input<typeof TransitionRequestSchema>;

/**
 * Staff taking an approved or published proposal off the public pages, and showing it again.
 * Not lifecycle steps: the state stays what it was (a `hidden_at` flag beside it), so showing it
 * again returns it exactly where it stood; each is a timeline line with its note all the same.
 */
export const VISIBILITY_ACTIONS = ['hide', 'show'] as const;
export type VisibilityAction = (typeof VISIBILITY_ACTIONS)[number];

export const visibilityActionLabels: Record<VisibilityAction, string> = {
  hide: 'Ẩn khỏi trang công khai',
  show: 'Hiện lại trên trang công khai',
};

export const visibilityMessages = {
  noteRequired: 'Vui lòng nhập lý do ẩn',
  notPublic: 'Chỉ ẩn được hồ sơ đã duyệt hoặc đã công bố',
  alreadyHidden: 'Hồ sơ này đang bị ẩn',
  notHidden: 'Hồ sơ này không bị ẩn',
} as const;

/** `POST /api/admin/proposals/{id}/visibility`: hide (a note required) or show again. */
export const VisibilityRequestSchema = z
  .object({
    action: z.enum(VISIBILITY_ACTIONS, { message: submissionMessages.notAllowed }),
    note: z.string().trim().max(2000, submissionMessages.noteTooLong).default(''),
  })
  .superRefine((value, context) => {
    if (value.action === 'hide' && value.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: visibilityMessages.noteRequired });
    }
  });
export type VisibilityRequest = z.input<typeof VisibilityRequestSchema>;

/** One line of a submission's timeline. */
export const TimelineEntrySchema = z.object({
  action: z
    .enum(SUBMISSION_ACTIONS)
    .or(z.literal('create'))
    .or(z.enum(VISIBILITY_ACTIONS))
    .or(z.literal(CORRECTION_ACTION)),
  from: z.enum(SUBMISSION_STATES).nullable(),
  to: z.enum(SUBMISSION_STATES),
  /** "Người gửi" or the staff member's name. */
  actor: z.string(),
  by: z.enum(['author', 'staff']),
  note: z.string(),
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** A file attached to a submission, as uploaded through `POST /api/uploads`. */
export const UploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  kind: z.enum(['image', 'attachment']),
  /** Where its owner (and staff) may open it. */
  url: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** What every submission answers to its author, whatever its kind. */
export const SubmissionStatusSchema = z.object({
  id: z.number(),
  kind: z.enum(SUBMISSION_KINDS),
  status: z.enum(SUBMISSION_STATES),
  tracking_code: z.string().nullable(),
  /** Mã tra cứu, given with the tracking code: with it anyone the author tells looks the dossier up. */
  lookup_key: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  /** The steps the author may take now (`submit`, `withdraw`). */
  actions: z.array(z.enum(SUBMISSION_ACTIONS)),
  editable: z.boolean(),
});

/** The filter of "my" lists: one state, or all. */
export const MyListQueryStatusSchema = z.enum(SUBMISSION_STATES, { message: 'Trạng thái không hợp lệ' }).optional();

// The states and their names live in a file without zod (the back office's first screen reads them).
export { SUBMISSION_STATES, type SubmissionState, submissionStateLabels } from './submission-states.ts';
