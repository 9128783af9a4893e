import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../mail/mailer.ts';
import type { CaptchaService } from '../auth/captcha.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { type Submission, sendSubmissionMails } from './mail.ts';

export interface PublicFormDeps {
  now: () => Date;
  captcha: CaptchaService;
  mailer: Mailer;
  settings: SettingsService;
  log: FastifyBaseLogger;
}

export interface PublicFormSending {
  kind: Submission['kind'];
  /** The form's checks beyond its schema (a 422 on their field); the captcha is kept if they fail. */
  checkRest?: () => Promise<void>;
  /** Keeps the row for staff, received at `receivedAt`, and returns its id. */
  store: (receivedAt: Date) => Promise<{ id: number } | undefined>;
  mail: Pick<Submission, 'name' | 'email' | 'fields' | 'body'>;
}

/**
 * What both public forms (Hỏi đáp, Liên hệ) do with a sending: the captcha, used up only once the
 * rest of the form is valid; the row kept for staff; then a mail to the department and the sender.
 */
export function createPublicForm({ now, captcha, mailer, settings, log }: PublicFormDeps) {
  return async function receive(input: { key: string; captcha: string }, sending: PublicFormSending): Promise<void> {
    await captcha.consume(input.key, input.captcha, sending.checkRest);
    const receivedAt = now();
    const stored = await sending.store(receivedAt);
    if (!stored) throw new Error(`the ${sending.kind} was not stored`);
    sendSubmissionMails({ mailer, settings, log }, { kind: sending.kind, id: stored.id, receivedAt, ...sending.mail });
  };
}
