import { valuesOf } from '@portal/shared/catalogue';
import { feedbackCatalogue } from '@portal/shared/engagement-fields';
import type { feedback } from '../../db/schema/engagement.ts';

export type FeedbackRow = typeof feedback.$inferSelect;

/** What the sender wrote and where it stands: staff read it in the back office, the sender in their account's data. */
export const feedbackSent = (row: FeedbackRow) => ({
  ...valuesOf(feedbackCatalogue, row, 'author'),
  status: row.status,
});
