import type { BigProblemSummary } from '@portal/shared/big-problems';
import { PROPOSAL_FIELDS } from '@portal/shared/fields';
import type { MyProposalDetail } from '@portal/shared/proposal-answers';
import { proposalMessages } from '@portal/shared/proposal-labels';
import { href } from '@portal/shared/routes';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { LookupKey } from '../../components/SubmissionParts.tsx';
import { toast } from '../../lib/popups.ts';
import { signedInSession } from '../../lib/session-ready.ts';
import { ProposalForm } from './ProposalForm.tsx';
import { loadOpenProblems } from './proposal-parts.tsx';

interface CreateData {
  fields: string[];
  problems: BigProblemSummary[];
  bigProblemId: number | null;
}

/** `?big_problem=<id>` (from /solution/<id>) preselects an open problem: the proposal is then a solution to it. */
export async function loader({ request }: LoaderFunctionArgs): Promise<CreateData> {
  const wanted = new URL(request.url).searchParams.get('big_problem') ?? '';
  // The form reads the signed-in user (the contact name): wait for the root loader's authApi.me.
  await signedInSession(request.signal);
  const problems = await loadOpenProblems(request.signal);
  const fields = [...PROPOSAL_FIELDS];
  const id = /^\d{1,15}$/.test(wanted) ? Number(wanted) : null;
  return { fields, problems, bigProblemId: problems.some((problem) => problem.id === id) ? id : null };
}

/** /products/create-product: the send-a-proposal form, then the tracking code once sent. */
export function Component() {
  const { fields, problems, bigProblemId } = useLoaderData<CreateData>();
  const navigate = useNavigate();
  const [sent, setSent] = useState<MyProposalDetail | null>(null);
  const problem = problems.find((candidate) => candidate.id === bigProblemId);

  if (sent) {
    // A solution to a big problem is a "Giải pháp" (its code GP-…) to its author.
    const solution = sent.proposal_kind === 'solution';
    return (
      <section className="page-section">
        <h1 className="page-title">{solution ? 'Gửi giải pháp' : 'Gửi đề xuất'}</h1>
        <div className="alert alert-success" role="status">
          <h2 className="h5">{solution ? proposalMessages.solutionSent : proposalMessages.sent}</h2>
          <p className="mb-2">
            Mã hồ sơ: <strong className="proposal-tracking-code">{sent.tracking_code}</strong>. Ông/Bà sẽ nhận được
            email mỗi khi {solution ? 'giải pháp' : 'đề xuất'} được xử lý.
          </p>
          <LookupKey code={sent.tracking_code} lookupKey={sent.lookup_key} />
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-primary" to={href('PersonalProposeList')}>
              Xem đề xuất của tôi
            </Link>
            <Link className="btn btn-outline-primary" to={href('PersonalProposeEdit', { id: sent.id })}>
              Theo dõi đề xuất này
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="page-section">
      <h1 className="page-title">{problem ? 'Gửi giải pháp' : 'Gửi đề xuất'}</h1>
      {problem ? (
        <p>
          Giải pháp cho bài toán lớn: <Link to={`/big-problem/${problem.slug}`}>{problem.title}</Link>
        </p>
      ) : (
        <p>Gửi sản phẩm, giải pháp khoa học và công nghệ hoặc nhu cầu tới Sở Khoa học và Công nghệ.</p>
      )}
      <p className="small text-body-secondary">
        “Lưu nháp” chỉ cần tên; để gửi, vui lòng điền đủ các mục bắt buộc. Đã có đề xuất?{' '}
        <Link to={href('PersonalProposeList')}>Xem đề xuất của tôi</Link>.
      </p>
      <ProposalForm
        fields={fields}
        problems={problems}
        bigProblemId={bigProblemId}
        onSaved={(proposal) => {
          // The "sent" screen only for what was really sent: a draft has no tracking code yet.
          if (proposal.status !== 'draft') {
            setSent(proposal);
            window.scrollTo({ top: 0 });
            return;
          }
          void toast('success', proposalMessages.saved);
          navigate(href('PersonalProposeEdit', { id: proposal.id }), { replace: true });
        }}
      />
    </section>
  );
}
