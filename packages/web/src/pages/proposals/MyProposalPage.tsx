import { proposalsApi } from '@portal/shared/api/proposals';
import type { BigProblemSummary } from '@portal/shared/big-problems';
import { PROPOSAL_FIELDS } from '@portal/shared/fields';
import { placeNames } from '@portal/shared/names';
import type { MyProposalDetail } from '@portal/shared/proposal-answers';
import { proposalCatalogue } from '@portal/shared/proposal-fields';
import { proposalMessages } from '@portal/shared/proposal-labels';
import { href } from '@portal/shared/routes';
import type { UploadedFile } from '@portal/shared/submissions';
import { formatDate } from '@portal/shared/vietnam-time';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { FactList } from '../../components/FactList.tsx';
import { AuthorProgress, PublicAnswerBlock } from '../../components/FollowThrough.tsx';
import {
  FileDownloads,
  LookupKey,
  lastStaffNote,
  StateBadge,
  Timeline,
  TrackingCode,
} from '../../components/SubmissionParts.tsx';
import { InterestCounts } from '../../features/interests/InterestButton.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { confirmPopup, toast } from '../../lib/popups.ts';
import { signedInSession } from '../../lib/session-ready.ts';
import { ProposalForm } from './ProposalForm.tsx';
import { loadOpenProblems } from './proposal-parts.tsx';

interface MyProposalData {
  proposal: MyProposalDetail;
  fields: string[];
  problems: BigProblemSummary[];
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<MyProposalData> {
  // Beside the root loader's authApi.me: wait for it, or two 412s at once would sign the user out.
  await signedInSession(request.signal);
  const [{ data: proposal }, problems] = await Promise.all([
    call(proposalsApi.mine, { params: { id: params.id ?? '' }, signal: request.signal }),
    loadOpenProblems(request.signal),
  ]);
  return { proposal, fields: [...PROPOSAL_FIELDS], problems };
}

/**
 * /propose/{id}/personal-propose: one of my proposals. Editable (draft, needs revision): the form
 * with "Lưu nháp" and "Gửi lại"; otherwise what was sent, read-only. Always the timeline with the
 * department's notes, and "Rút đề xuất" while it may be withdrawn.
 */
export function Component() {
  const { proposal: loaded, fields, problems } = useLoaderData<MyProposalData>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [proposal, setProposal] = useState(loaded);
  const [withdrawing, setWithdrawing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const current = proposal.id === loaded.id && proposal.updated_at >= loaded.updated_at ? proposal : loaded;
  const lastNote = lastStaffNote(current.timeline);
  const noun = nounOf(current);

  const withdraw = async () => {
    if (!(await confirmPopup(`Ông/Bà có chắc chắn muốn rút ${noun} này không?`))) return;
    setWithdrawing(true);
    try {
      const { data } = await call(proposalsApi.withdraw, { params: { id: current.id } });
      setProposal(data);
      void toast('success', `Đã rút ${noun}`);
      void revalidator.revalidate();
    } catch (error) {
      // The server says why (already approved by staff meanwhile: 409); the page shows the state it is in now.
      void toast(
        'error',
        error instanceof ApiError && error.body?.message
          ? error.body.message
          : `Không rút được ${noun}, vui lòng thử lại sau`,
      );
      void revalidator.revalidate();
    } finally {
      setWithdrawing(false);
    }
  };

  // A draft was never sent: the author may drop it altogether (a sent one is withdrawn instead).
  const deleteDraft = async () => {
    if (!(await confirmPopup(`Ông/Bà có chắc chắn muốn xóa bản nháp ${noun} này không? Không thể hoàn tác.`))) return;
    setDeleting(true);
    try {
      await call(proposalsApi.deleteDraft, { params: { id: current.id } });
      void toast('success', proposalMessages.deleted);
      navigate(href('PersonalProposeList'), { replace: true });
    } catch (error) {
      void toast(
        'error',
        error instanceof ApiError && error.body?.message
          ? error.body.message
          : 'Không xóa được bản nháp, vui lòng thử lại sau',
      );
      setDeleting(false);
      void revalidator.revalidate();
    }
  };

  return (
    <article className="page-section">
      <nav aria-label="Đường dẫn" className="small mb-2">
        <Link to={href('PersonalProposeList')}>Đề xuất của tôi</Link> › {current.title}
      </nav>
      <h1 className="page-title">{current.editable ? `Chỉnh sửa ${noun}` : current.title}</h1>
      <div className="d-flex flex-wrap gap-3 align-items-center mb-3">
        <StateBadge status={current.status} />
        <TrackingCode code={current.tracking_code} />
        {current.submitted_at && <span>Gửi ngày {formatDate(current.submitted_at)}</span>}
        {current.actions.includes('withdraw') && (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={withdraw} disabled={withdrawing}>
            {withdrawing ? 'Đang rút…' : `Rút ${noun}`}
          </button>
        )}
        {current.status === 'draft' && (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={deleteDraft} disabled={deleting}>
            {deleting ? 'Đang xóa…' : 'Xóa bản nháp'}
          </button>
        )}
        {(current.status === 'approved' || current.status === 'published') && (
          <Link to={href('ProposeDetail', { id: current.id })}>Xem trang công khai</Link>
        )}
      </div>
      <LookupKey code={current.tracking_code} lookupKey={current.lookup_key} />

      {current.proposal_kind === 'need' && (current.status === 'approved' || current.status === 'published') && (
        <InterestCounts subject={{ kind: 'need', id: current.id, name: current.title }} />
      )}

      {current.status === 'needs_revision' && lastNote && (
        <div className="alert alert-warning" role="status">
          <h2 className="h6">Sở đề nghị bổ sung:</h2>
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {lastNote.note}
          </p>
        </div>
      )}

      {current.answer && <PublicAnswerBlock answer={current.answer} id="proposal-answer" />}
      <AuthorProgress progress={current.progress} status={current.status} id="proposal-progress" />

      <div className="row g-4">
        <div className="col-lg-8">
          {current.editable ? (
            <ProposalForm
              key={current.updated_at}
              existing={current}
              fields={fields}
              problems={problems}
              onSaved={(saved, sent) => {
                setProposal(saved);
                void toast(
                  'success',
                  sent
                    ? `Đã gửi ${nounOf(saved)}, mã hồ sơ ${saved.tracking_code}`
                    : saved.status === 'draft'
                      ? `Đã lưu bản nháp ${nounOf(saved)}.`
                      : 'Đã lưu thay đổi.',
                );
                window.scrollTo({ top: 0 });
              }}
            />
          ) : (
            <ReadOnly proposal={current} />
          )}
        </div>
        <aside className="col-lg-4" aria-labelledby="proposal-timeline">
          <h2 id="proposal-timeline" className="h5">
            {placeNames.timeline}
          </h2>
          <Timeline entries={current.timeline} subject={noun} />
        </aside>
      </div>
    </article>
  );
}

/** What the author calls it: a solution to a big problem is a "giải pháp" (docs/DOMAIN.md), the rest "đề xuất". */
function nounOf(proposal: Pick<MyProposalDetail, 'proposal_kind'>): string {
  return proposal.proposal_kind === 'solution' ? 'giải pháp' : 'đề xuất';
}

function ReadOnly({ proposal }: { proposal: MyProposalDetail }) {
  const noun = nounOf(proposal);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <section className="panel" aria-label={`Nội dung ${noun}`}>
      <p className="alert alert-info py-2">
        {Noun} đang ở trạng thái không thể chỉnh sửa. Chỉ sửa được khi {noun} là Bản nháp hoặc Cần bổ sung.
      </p>
      <h2 className="h5">Tóm tắt</h2>
      <p style={{ whiteSpace: 'pre-line' }}>{proposal.summary || '—'}</p>
      <h2 className="h5">Mô tả chi tiết</h2>
      <p style={{ whiteSpace: 'pre-line' }}>{proposal.description || '—'}</p>
      <FactList
        catalogue={proposalCatalogue}
        values={proposal}
        reader="author"
        except={['title', 'summary', 'description']}
      />
      {proposal.big_problem && <p>Giải pháp cho bài toán lớn: {proposal.big_problem.title}</p>}
      <FileList files={[...proposal.images, ...proposal.attachments]} />
      {proposal.attachments.length > 0 && (
        <p className="small text-body-secondary">
          {proposal.attachments.some((file) => file.public)
            ? `Tệp đính kèm công khai khi ${noun} được duyệt: ${proposal.attachments
                .filter((file) => file.public)
                .map((file) => file.name)
                .join(', ')}. Các tệp khác chỉ người gửi và cán bộ của Sở xem được.`
            : 'Không tệp đính kèm nào được công khai: chỉ người gửi và cán bộ của Sở xem được.'}
        </p>
      )}
    </section>
  );
}

/** The proposal's images and attachments, each downloaded with the author's token. */
function FileList({ files }: { files: UploadedFile[] }) {
  if (files.length === 0) return null;
  return (
    <>
      <h2 className="h5">Hình ảnh và tệp đính kèm</h2>
      <FileDownloads files={files} />
    </>
  );
}
