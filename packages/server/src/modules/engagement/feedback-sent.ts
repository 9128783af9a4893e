import type { feedback } from '../../db/schema/engagement.ts';

export type FeedbackRow = typeof feedback.$inferSelect;

/** What the sender wrote and where it stands: staff read it in the back office, the sender in their account's data. */
export const feedbackSent = (row: FeedbackRow) => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  status: row.status,
});
