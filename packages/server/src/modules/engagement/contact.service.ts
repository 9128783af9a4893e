import type { Feedback } from '@portal/shared/engagement';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { feedback } from '../../db/schema/engagement.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { CaptchaService } from '../auth/captcha.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { sendSubmissionMails } from './mail.ts';

export interface ContactServiceDeps {
  db: Database;
  now: () => Date;
  captcha: CaptchaService;
  mailer: Mailer;
  settings: SettingsService;
  log: FastifyBaseLogger;
}

export function createContactService({ db, now, captcha, mailer, settings, log }: ContactServiceDeps) {
  return {
    /**
     * Keeps the feedback of the contact form for staff (status 'new') and mails the
     * department and the sender. The captcha comes first and is used up whatever follows.
     */
    async send(input: Feedback): Promise<void> {
      await captcha.consume(input.key, input.captcha);
      const receivedAt = now();
      const [stored] = await db
        .insert(feedback)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          status: 'new',
          createdAt: receivedAt,
        })
        .returning({ id: feedback.id });
      if (!stored) throw new Error('the feedback was not stored');
      sendSubmissionMails(
        { mailer, settings, log },
        {
          kind: 'feedback',
          id: stored.id,
          receivedAt,
          name: input.name,
          email: input.email,
          fields: [
            ['Điện thoại', input.phone],
            ['Tiêu đề', input.subject],
          ],
          body: ['Nội dung', input.message],
        },
      );
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
