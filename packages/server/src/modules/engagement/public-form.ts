import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { CaptchaService } from '../auth/captcha.ts';
import { sessionOf } from '../auth/guard.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { type Submission, sendSubmissionMails } from './mail.ts';
import type { ReceiptMails } from './receipt-mails.ts';

export interface PublicFormDeps {
  now: () => Date;
  captcha: CaptchaService;
  mailer: Mailer;
  settings: SettingsService;
  /** Whether a receipt may go to the typed address (receipt-mails.ts). */
  receipts: Pick<ReceiptMails, 'admit'>;
  log: FastifyBaseLogger;
  /** Rings the bell of the staff who answer it (staff-bell.ts); the department's address is mailed besides. */
  bell?: (kind: Submission['kind'], id: number) => Promise<void>;
}

/** What both public forms ask of everyone who sends one, with the captcha's answer. */
export interface PublicFormInput {
  name: string;
  email: string;
  phone: string;
  key: string;
  captcha: string;
}

/** What every row of a public form starts with: the sender, 'new' for staff, the time received. */
export interface ReceivedRow {
  name: string;
  email: string;
  phone: string;
  status: 'new';
  createdAt: Date;
}

export interface PublicFormSending {
  kind: Submission['kind'];
  /** The form's checks beyond its schema (a 422 on their field); the captcha is kept if they fail. */
  checkRest?: () => Promise<void>;
  /** Keeps the row for staff (`received` and the form's own columns) and returns its id. */
  store: (received: ReceivedRow) => Promise<{ id: number } | undefined>;
  /** The form's own short fields for the mails, shown after the phone, and its long text. */
  fields: Submission['fields'];
  body: Submission['body'];
  /** A signed-in sender's account name: the acknowledgement greets them by it (never a typed name). */
  accountName?: string;
}

/**
 * What both public forms (Hỏi đáp, Liên hệ) do with a sending: the captcha, used up only once the
 * rest of the form is valid; the row kept for staff; then a mail to the department and the sender.
 */
export function createPublicForm({ now, captcha, mailer, settings, receipts, log, bell }: PublicFormDeps) {
  return async function receive(input: PublicFormInput, sending: PublicFormSending): Promise<void> {
    await captcha.consume(input.key, input.captcha, sending.checkRest);
    const { name, email, phone } = input;
    const receivedAt = now();
    const stored = await sending.store({ name, email, phone, status: 'new', createdAt: receivedAt });
    if (!stored) throw new Error(`the ${sending.kind} was not stored`);
    await bell?.(sending.kind, stored.id);
    await sendSubmissionMails(
      { mailer, settings, receipts, log },
      {
        kind: sending.kind,
        id: stored.id,
        receivedAt,
        name,
        email,
        fields: [['Điện thoại', phone], ...sending.fields],
        body: sending.body,
        accountName: sending.accountName,
      },
    );
  };
}

/**
 * The signed-in sender of a public form, when the call carries a valid session: its account's id
 * and e-mail. Anyone else (no token, an expired or refused one) sends it as a visitor, as before.
 */
export const optionalAuthor = (
  request: FastifyRequest,
  context: Pick<AppContext, 'tokens' | 'auth'>,
): Promise<{ id: number; email: string; fullName: string } | null> =>
  sessionOf(request, context.tokens, context.auth, { beforePasswordChange: true }).then(
    (signedIn) => ({ id: signedIn.user.id, email: signedIn.user.email, fullName: signedIn.user.fullName }),
    () => null,
  );

/**
 * A signed-in sender's form as kept and mailed: their account's e-mail, whatever was typed, so the
 * acknowledgement and the answer reach one address (the answer goes to the account's).
 * A visitor's form is left as typed.
 */
export const asSentBy = <T extends { email: string }>(input: T, author: { email: string } | null): T =>
  author ? { ...input, email: author.email } : input;
