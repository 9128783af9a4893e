import type { Feedback } from '@portal/shared/engagement';
import type { Database } from '../../db/client.ts';
import { feedback } from '../../db/schema/engagement.ts';
import { createPublicForm, type PublicFormDeps } from './public-form.ts';

export interface ContactServiceDeps extends PublicFormDeps {
  db: Database;
}

export function createContactService({ db, ...deps }: ContactServiceDeps) {
  const receive = createPublicForm(deps);
  return {
    /**
     * Keeps the feedback of the contact form for staff (status 'new') and mails the
     * department and the sender. The captcha is used up by any attempt but a valid form's. A
     * signed-in sender is its author: a staff reply then also reaches their bell.
     */
    async send(input: Feedback, authorId: number | null = null, accountName?: string): Promise<void> {
      await receive(input, {
        kind: 'feedback',
        accountName,
        store: async (received) => {
          const [stored] = await db
            .insert(feedback)
            .values({ ...received, subject: input.subject, message: input.message, authorId })
            .returning({ id: feedback.id });
          return stored;
        },
        fields: [['Tiêu đề', input.subject]],
        body: ['Nội dung', input.message],
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
