import type { Settings } from '@portal/shared/settings';
import {
  type SubmissionAction,
  type SubmissionKind,
  type SubmissionState,
  submissionKindLabels,
  submissionStateLabels,
} from '@portal/shared/submissions';
import { vietnamTime } from '../../lib/time.ts';
import { agencyOf, letter } from '../../mail/letter.ts';

// The mail an author gets after each step of their proposal, idea or solution.

/** What each step did, as the mail and the bell say it to the author. */
export const stepWording: Record<SubmissionAction, string> = {
  submit: 'đã được gửi tới Sở và đang chờ tiếp nhận',
  withdraw: 'đã được rút theo đề nghị của Ông/Bà',
  start_review: 'đã được tiếp nhận và đang được xem xét',
  approve: 'đã được duyệt',
  reject: 'không được duyệt',
  request_revision: 'cần được bổ sung, chỉnh sửa trước khi xem xét tiếp',
  publish: 'đã được công bố trên Cổng thông tin',
};

/**
 * The mail of one step, in plain text. The subject carries the tracking code and the state,
 * never the title (the SMTP mailer logs subjects).
 */
export function composeStepMail(step: {
  kind: SubmissionKind;
  /** What the author calls it (`namedKind`): a proposal of kind solution is a "Giải pháp". */
  called: SubmissionKind;
  action: SubmissionAction;
  note: string;
  status: SubmissionState;
  trackingCode: string | null;
  title: string;
  time: Date;
  /** The author's full name. */
  greeting: string;
  site: Settings;
  /** The absolute address of the author's page of the dossier. */
  address?: string;
  /** On the receipt: the lookup key, the address of "Tra cứu hồ sơ" and of the receipt's PDF. */
  lookup?: { key: string; address: string; receipt: string };
}) {
  // Where the author finds it again: a solution sent through the proposal form is among their proposals.
  const noun = submissionKindLabels[step.kind].toLowerCase();
  const called = submissionKindLabels[step.called];
  const code = step.trackingCode ? ` (mã hồ sơ ${step.trackingCode})` : '';
  const lines = [
    // The moment first: it dates the step, not what follows it ("…trước khi xem xét tiếp").
    `Lúc ${vietnamTime(step.time)}, ${called.toLowerCase()} “${step.title}”${code} ${stepWording[step.action]}.`,
    `Trạng thái hiện tại: ${submissionStateLabels[step.status]}.`,
  ];
  if (step.note) lines.push('', `Ý kiến của ${agencyOf(step.site)}:`, step.note);
  if (step.action === 'request_revision') {
    lines.push('', `Ông/Bà có thể chỉnh sửa và gửi lại ${noun} trong mục quản lý ${noun} của mình trên Cổng.`);
  }
  if (step.address) lines.push('', `Xem hồ sơ tại: ${step.address}`);
  if (step.lookup && step.trackingCode) {
    lines.push(
      '',
      `Mã tra cứu: ${step.lookup.key}. Với mã hồ sơ ${step.trackingCode} và mã tra cứu này, Ông/Bà hoặc người được Ông/Bà cho biết hai mã có thể xem tình trạng hồ sơ tại: ${step.lookup.address}`,
      `Phiếu tiếp nhận (PDF): ${step.lookup.receipt}`,
    );
  }
  return letter(step.site, {
    subject: `${called}${step.trackingCode ? ` ${step.trackingCode}` : ''}: ${submissionStateLabels[step.status]}`,
    to: step.greeting,
    body: lines,
  });
}
