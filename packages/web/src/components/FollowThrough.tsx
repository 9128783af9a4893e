import { progressStageLabels } from '@portal/shared/follow-through';
import type { Progress, PublicAnswer } from '@portal/shared/follow-through-answers';
import type { SubmissionState } from '@portal/shared/submission-states';
import { formatDate } from '@portal/shared/vietnam-time';

/** The department's public answer to a proposal: its text, date and answering unit. */
export function PublicAnswerBlock({ answer, id = 'propose-answer' }: { answer: PublicAnswer; id?: string }) {
  return (
    <section className="panel follow-answer mb-3" aria-labelledby={id}>
      <h2 id={id} className="h5">
        Trả lời của Sở
      </h2>
      <p className="mb-2" style={{ whiteSpace: 'pre-line' }}>
        {answer.text}
      </p>
      <p className="small text-body-secondary mb-0">
        {answer.unit}
        {answer.unit && ' · '}
        <time dateTime={answer.date}>{formatDate(answer.date)}</time>
      </p>
    </section>
  );
}

/** The stage and percentage as a labelled bar, the percentage also written out. */
export function ProgressBar({ progress, label }: { progress: Pick<Progress, 'stage' | 'percent'>; label: string }) {
  return (
    <div className="d-flex align-items-center gap-2">
      <div
        className="progress flex-grow-1"
        role="progressbar"
        aria-label={label}
        aria-valuenow={progress.percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${progressStageLabels[progress.stage]}, ${progress.percent}%`}
      >
        <div
          className={`progress-bar${progress.stage === 'paused' ? ' bg-secondary' : ' bg-success'}`}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <span className="small fw-semibold">{progress.percent}%</span>
    </div>
  );
}

/** "Tiến độ thực hiện": the current stage, the bar, and every step with its date and note, oldest first. */
export function ProgressRecord({ progress, id = 'propose-progress' }: { progress: Progress; id?: string }) {
  return (
    <section className="panel follow-progress mb-3" aria-labelledby={id}>
      <h2 id={id} className="h5">
        Tiến độ thực hiện
      </h2>
      <p className="mb-1">
        Giai đoạn: <strong>{progressStageLabels[progress.stage]}</strong> · cập nhật ngày{' '}
        <time dateTime={progress.updated_on}>{formatDate(progress.updated_on)}</time>
      </p>
      <ProgressBar progress={progress} label="Tỷ lệ hoàn thành" />
      <ol className="follow-steps mt-3 mb-0" aria-label="Các bước thực hiện">
        {progress.steps.map((step) => (
          <li key={step.id} className="mb-2">
            <time dateTime={step.happened_on} className="fw-semibold">
              {formatDate(step.happened_on)}
            </time>{' '}
            · {progressStageLabels[step.stage]} ({step.percent}%)
            {step.note && <div className="small">{step.note}</div>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The progress on the author's own page of a proposal or an idea: the record visitors read, or,
 * once adopted (approved, published) and before staff record a step, a line saying there is none
 * yet. Nothing before a decision: no dossier is carried out before it is adopted.
 */
export function AuthorProgress({
  progress,
  status,
  id,
}: {
  progress: Progress | null;
  status: SubmissionState;
  id: string;
}) {
  if (progress) return <ProgressRecord progress={progress} id={id} />;
  if (status !== 'approved' && status !== 'published') return null;
  return (
    <section className="panel follow-progress mb-3" aria-labelledby={id}>
      <h2 id={id} className="h5">
        Tiến độ thực hiện
      </h2>
      <p className="mb-0 text-body-secondary">Chưa có thông tin tiến độ.</p>
    </section>
  );
}
