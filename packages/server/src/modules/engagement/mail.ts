import { replyPromise } from '@portal/shared/engagement';
import type { Settings } from '@portal/shared/settings';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { vietnamTime } from '../../lib/time.ts';
import { agencyOf, letter } from '../../mail/letter.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ReceiptMails } from './receipt-mails.ts';

/** What a visitor sent from a public form, as both mails show it. */
export interface Submission {
  kind: 'question' | 'feedback';
  id: number;
  receivedAt: Date;
  name: string;
  email: string;
  /** Short fields (label, value) in the order the form shows them. */
  fields: [label: string, value: string][];
  /** The long text, shown last under its label. */
  body: [label: string, value: string];
  /** The signed-in sender's account name (the address is the account's too); none for a visitor. */
  accountName?: string;
}

const wording = {
  question: {
    noun: 'câu hỏi',
    where: 'mục Hỏi đáp',
    staffSubject: 'Câu hỏi mới',
    senderSubject: 'Đã nhận câu hỏi',
    promise: replyPromise.question,
    pending: 'Câu hỏi đang chờ trả lời trong khu vực quản trị của Cổng.',
  },
  feedback: {
    noun: 'góp ý',
    where: 'mục Liên hệ',
    staffSubject: 'Góp ý mới',
    senderSubject: 'Đã nhận góp ý',
    promise: replyPromise.feedback,
    pending: 'Góp ý đang chờ xử lý trong khu vực quản trị của Cổng.',
  },
} as const;

/** The sender's words, as plain-text lines: what they wrote, field by field. */
function described(submission: Submission): string[] {
  const [bodyLabel, body] = submission.body;
  return [
    `Họ tên: ${submission.name}`,
    `Email: ${submission.email}`,
    ...submission.fields.map(([label, value]) => `${label}: ${value || '(không ghi)'}`),
    '',
    `${bodyLabel}:`,
    body,
  ];
}

const validAddress = (address: string) => z.email().safeParse(address).success;

/**
 * The two mails of a public form: a notice to the department (the e-mail in the settings)
 * and an acknowledgement to the sender. The acknowledgement repeats none of what was typed
 * (name included): anyone can type another person's address, and the department's mail server
 * must not carry their words to it. Plain text only, so whatever
 * the sender typed (tags included) reaches a mail client as text and is never rendered.
 * Subjects carry no personal data: the SMTP mailer logs them. `stopPage`, when given, is the
 * acknowledgement's link that stops every receipt to its address.
 */
export function composeMails(submission: Submission, site: Settings, stopPage?: string) {
  const words = wording[submission.kind];
  const time = vietnamTime(submission.receivedAt);
  const department = letter(site, {
    subject: `${words.staffSubject} số ${submission.id}`,
    body: [
      `Cổng thông tin vừa nhận ${words.noun} số ${submission.id} gửi qua ${words.where} lúc ${time}.`,
      '',
      ...described(submission),
    ],
    footer: [`${words.pending} Người gửi đã nhận thư báo tiếp nhận; đề nghị trả lời theo địa chỉ email ở trên.`],
  });
  // A visitor's is not named: it is what anyone typed beside the address. A signed-in sender's
  // mail goes to their account's address, so the account's name is theirs.
  const acknowledgement = letter(site, {
    subject: words.senderSubject,
    to: submission.accountName,
    body: [
      `${agencyOf(site)} đã nhận được ${words.noun} Ông/Bà gửi qua ${words.where} của ${site.site_name} lúc ${time} (số tiếp nhận: ${submission.id}). ${words.promise}`,
    ],
    footer: [
      `Nếu Ông/Bà không gửi ${words.noun} này, xin bỏ qua thư.`,
      ...(stopPage
        ? [`Ngừng nhận thư báo tiếp nhận câu hỏi, góp ý gửi tới địa chỉ này (không cần đăng nhập): ${stopPage}`]
        : []),
    ],
  });
  return { department, acknowledgement };
}

/**
 * Queues both mails before the answer goes (mail/queue.ts delivers them, retrying while the mail
 * server is down): the submission is stored already, and a process that dies after answering
 * loses no mail. The acknowledgement goes only when `receipts` admits its address (not stopped,
 * not past its day's receipts); the answer is the same either way. Failures are logged by their
 * code only, since a mail error's text can quote an address.
 */
export async function sendSubmissionMails(
  deps: { mailer: Mailer; settings: SettingsService; receipts: Pick<ReceiptMails, 'admit'>; log: FastifyBaseLogger },
  submission: Submission,
): Promise<void> {
  const failed = (error: unknown) =>
    deps.log.error({ code: (error as { code?: string }).code, kind: submission.kind }, 'submission mail failed');
  await (async () => {
    const site = await deps.settings.get();
    const receipt = await deps.receipts.admit(submission.email);
    const { department, acknowledgement } = composeMails(submission, site, receipt?.stopPage);
    if (validAddress(site.email)) {
      await deps.mailer.send({ to: site.email, ...department }).catch(failed);
    } else {
      deps.log.warn({ kind: submission.kind }, 'no valid department e-mail in the settings: notice not sent');
    }
    if (!receipt) {
      deps.log.info({ kind: submission.kind }, 'receipt not sent: stopped by its recipient or past the day’s receipts');
      return;
    }
    await deps.mailer.send({ to: submission.email, ...acknowledgement, headers: receipt.headers }).catch(failed);
  })().catch(failed);
}
