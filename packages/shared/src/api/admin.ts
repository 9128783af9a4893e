import type { AdminIdParamsSchema } from '../admin.ts';
import type * as content from '../admin-content.ts';
import type * as files from '../admin-files.ts';
import type * as people from '../admin-people.ts';
import type { ErrorAnswerSchema } from '../answers.ts';
import type { AdminInvitationSchema } from '../staff-invitations.ts';
import { endpoint } from './endpoint.ts';

type IdParams = typeof AdminIdParamsSchema;
type Failure = typeof ErrorAnswerSchema;
type User = typeof people.AdminUserSchema;
type Question = typeof people.AdminQuestionSchema;
type Feedback = typeof people.AdminFeedbackSchema;
type Invitation = typeof AdminInvitationSchema;
type Settings = typeof content.AdminSettingsSchema;

/**
 * Cán bộ's steps beyond react-admin's dialect. The lists, records, creates, updates, deletes and
 * Excel exports under `/api/admin/<resource>` are addressed generically by ra-data-simple-rest
 * (packages/admin/src/providers/dataProvider.ts, the documented exception; dialect.ts builds
 * those addresses for the back office's own reads and the e2e journeys) and registered by
 * packages/server/src/modules/admin/resource.ts and export.ts; everything else is here. The steps
 * on proposals are proposalsApi's (`transition`, `visibility`, `publishProduct`).
 */
export const adminApi = {
  dashboard: endpoint<{ response: { 200: typeof people.DashboardSchema } }>()('GET', '/api/admin/dashboard'),
  /** Cấu hình cổng: one record without an id in its address. */
  settings: {
    get: endpoint<{ response: { 200: Settings } }>()('GET', '/api/admin/settings'),
    update: endpoint<{ body: typeof content.SettingsInputSchema; response: { 200: Settings } }>()(
      'PUT',
      '/api/admin/settings',
    ),
  },
  users: {
    lock: endpoint<{ params: IdParams; response: { 200: User } }>()('POST', '/api/admin/users/:id/lock'),
    unlock: endpoint<{ params: IdParams; response: { 200: User } }>()('POST', '/api/admin/users/:id/unlock'),
    resetTwoFactor: endpoint<{ params: IdParams; response: { 200: User } }>()(
      'POST',
      '/api/admin/users/:id/reset-two-factor',
    ),
  },
  staffInvitations: {
    resend: endpoint<{ params: IdParams; response: { 200: Invitation } }>()(
      'POST',
      '/api/admin/staff-invitations/:id/resend',
    ),
    revoke: endpoint<{ params: IdParams; response: { 200: Invitation } }>()(
      'POST',
      '/api/admin/staff-invitations/:id/revoke',
    ),
  },
  questions: {
    answer: endpoint<{
      params: IdParams;
      body: typeof people.AnswerQuestionInputSchema;
      response: { 200: Question };
    }>()('POST', '/api/admin/questions/:id/answer'),
    hide: endpoint<{ params: IdParams; response: { 200: Question } }>()('POST', '/api/admin/questions/:id/hide'),
  },
  feedback: {
    handle: endpoint<{
      params: IdParams;
      body: typeof people.HandleFeedbackInputSchema;
      response: { 200: Feedback };
    }>()('POST', '/api/admin/feedback/:id/handle'),
    replies: endpoint<{ params: IdParams; response: { 200: typeof people.FeedbackRepliesAnswerSchema } }>()(
      'GET',
      '/api/admin/feedback/:id/replies',
    ),
    reply: endpoint<{
      params: IdParams;
      body: typeof people.FeedbackReplyInputSchema;
      response: { 201: typeof people.FeedbackReplyAnswerSchema };
    }>()('POST', '/api/admin/feedback/:id/replies'),
  },
  /** Files of products and documents (staff only, drafts included). */
  files: {
    /** multipart/form-data with one `file`. */
    upload: endpoint<{
      query: typeof files.AdminFileQuerySchema;
      response: { 201: typeof files.AdminFileAnswerSchema; 413: Failure; 422: Failure; 503: Failure };
    }>()('POST', '/api/admin/files'),
    /** The file itself, not JSON (AdminFile's `url`). */
    open: endpoint<{ params: typeof files.AdminFileParamsSchema; response: { 404: Failure } }>()(
      'GET',
      '/api/admin/files/:folder/:name',
    ),
  },
  /** A public image of a post (its cover, a picture in its body): multipart/form-data with one `file`. */
  images: endpoint<{
    response: { 201: typeof content.AdminImageSchema; 413: Failure; 422: Failure; 503: Failure };
  }>()('POST', '/api/admin/images'),
  /** Takes the demo content out (administrators): what the demo seed wrote, by table, and the settings reset. */
  removeDemo: endpoint<{ response: { 200: typeof content.DemoRemovalSchema } }>()('POST', '/api/admin/demo/remove'),
  /** How many records of the demo are still there (administrators): none, and there is nothing to take out. */
  demo: endpoint<{ response: { 200: typeof content.DemoStateSchema } }>()('GET', '/api/admin/demo'),
};
