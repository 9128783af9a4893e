import { bigProblemCatalogue as fields } from '@portal/shared/big-problem-fields';
import { daysUntil } from '@portal/shared/big-problem-pages';
import type { BigProblemSummary } from '@portal/shared/big-problems';
import { href } from '@portal/shared/routes';
import { type BigProblemStatus, bigProblemStatusLabels } from '@portal/shared/status-labels';
import { formatDate } from '@portal/shared/vietnam-time';
import { Link } from 'react-router';
import { acceptsSolutions } from '../proposals/proposal-parts.tsx';

/** The status as coloured text: the words carry the meaning, the colour only repeats it. */
export function StatusBadge({ status }: { status: BigProblemStatus }) {
  return <span className={`problem-status problem-status--${status}`}>{bigProblemStatusLabels[status]}</span>;
}

/**
 * The last day solutions are received, and for a problem still seeking them how long is left,
 * counted from the visitor's today.
 */
export function Deadline({ deadline, status }: { deadline: string | null; status: BigProblemStatus }) {
  if (!deadline) return <>Chưa xác định</>;
  const left = status === 'open' ? daysUntil(deadline, new Date()) : undefined;
  let note: string | undefined;
  if (left !== undefined && left > 0) note = `còn ${left} ngày`;
  else if (left === 0) note = 'hôm nay là hạn cuối';
  else if (left !== undefined) note = 'đã hết hạn';
  return (
    <>
      <time dateTime={deadline}>{formatDate(deadline)}</time>
      {note && <span className="problem-countdown"> ({note})</span>}
    </>
  );
}

/** Lĩnh vực, đơn vị đặt hàng, kinh phí dự kiến, hạn nhận giải pháp: a problem at a glance. */
export function ProblemFacts({ problem, className }: { problem: BigProblemSummary; className?: string }) {
  return (
    <dl className={className ? `problem-facts ${className}` : 'problem-facts'}>
      <div>
        <dt>{fields.field.label}</dt>
        <dd>{problem.field}</dd>
      </div>
      <div>
        <dt>{fields.ordering_body.label}</dt>
        <dd>{problem.ordering_body || 'Chưa công bố'}</dd>
      </div>
      <div>
        <dt>{fields.budget_range.label}</dt>
        <dd>{problem.budget_range || 'Chưa công bố'}</dd>
      </div>
      <div>
        <dt>{fields.deadline.label}</dt>
        <dd>
          <Deadline deadline={problem.deadline} status={problem.status} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * "Gửi giải pháp" while the problem takes solutions: the form, with the problem chosen. A visitor
 * is asked to sign in first (the route requires it) and comes back to the form.
 */
export function SendSolutionLink({ problem }: { problem: Pick<BigProblemSummary, 'id' | 'status' | 'deadline'> }) {
  if (!acceptsSolutions(problem)) return null;
  return (
    <p>
      <Link className="btn btn-primary" to={`${href('createProduct')}?big_problem=${problem.id}`}>
        Gửi giải pháp
      </Link>
    </p>
  );
}
