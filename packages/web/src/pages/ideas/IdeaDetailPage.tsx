import { ideasApi } from '@portal/shared/api/ideas';
import { fieldsFor } from '@portal/shared/catalogue';
import { ideaCatalogue } from '@portal/shared/idea-fields';
import type { IdeaDetail } from '@portal/shared/ideas';
import { placeNames } from '@portal/shared/names';
import { href } from '@portal/shared/routes';
import type { UploadedFile } from '@portal/shared/submissions';
import { formatDate } from '@portal/shared/vietnam-time';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { AuthorProgress } from '../../components/FollowThrough.tsx';
import { FileDownloads, LookupKey, StateBadge, Timeline } from '../../components/SubmissionParts.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { confirmPopup, toast } from '../../lib/popups.ts';
import { loadIdea, RevisionNote, Spinner } from './idea-parts.tsx';

/** /idea/{id}/idea-detail-personal: the author's idea with its timeline. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<{ idea: IdeaDetail | null }> {
  return { idea: await loadIdea(params.id, request.signal) };
}

/** The fields the page shows above its content: the title as its heading, the field beside the state. */
const ABOVE = ['title', 'field'];

/** Several choices, one a line; nothing when none was picked. */
function ChoiceList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mb-3">
      <h3 className="h6 mb-1">{title}</h3>
      <ul className="mb-0">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function Section({ title, text }: { title: string; text: string }) {
  return (
    <div className="mb-3">
      <h3 className="h6 mb-1">{title}</h3>
      {text ? (
        <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
          {text}
        </p>
      ) : (
        <p className="mb-0 text-body-secondary">Chưa nhập</p>
      )}
    </div>
  );
}

function AttachmentList({ files }: { files: UploadedFile[] }) {
  if (files.length === 0) return <p className="mb-0 text-body-secondary">Không có tệp đính kèm.</p>;
  return <FileDownloads files={files} className="list-unstyled mb-0" itemClassName="mb-1" />;
}

/** The idea, what the author may do now (edit, withdraw), and every step with the department's notes. */
export function Component() {
  const { idea } = useLoaderData<{ idea: IdeaDetail | null }>();
  const revalidator = useRevalidator();
  const [withdrawing, setWithdrawing] = useState(false);
  if (!idea) return <Spinner />;

  const withdraw = async () => {
    if (!(await confirmPopup('Ông/Bà có chắc chắn muốn rút ý tưởng này không?'))) return;
    setWithdrawing(true);
    try {
      await call(ideasApi.withdraw, { params: { id: idea.id } });
      void toast('success', 'Đã rút ý tưởng');
      await revalidator.revalidate();
    } catch (error) {
      void toast(
        'error',
        error instanceof ApiError && error.body?.message && error.status !== 500
          ? error.body.message
          : 'Không rút được ý tưởng, vui lòng thử lại sau',
      );
    } finally {
      setWithdrawing(false);
    }
  };

  return (
    <section className="page-section idea-page">
      <nav aria-label="Đường dẫn" className="mb-2">
        <Link to={href('IdeaPersonalList')}>Ý tưởng của tôi</Link>
      </nav>
      <h1 className="page-title">{idea.title}</h1>
      <dl className="row mb-3">
        <dt className="col-sm-3">Trạng thái</dt>
        <dd className="col-sm-9">
          <StateBadge status={idea.status} />
        </dd>
        <dt className="col-sm-3">Mã hồ sơ</dt>
        <dd className="col-sm-9">
          {idea.tracking_code ?? 'Chưa cấp (được cấp khi gửi ý tưởng)'}
          <LookupKey code={idea.tracking_code} lookupKey={idea.lookup_key} />
        </dd>
        <dt className="col-sm-3">Ngày tạo</dt>
        <dd className="col-sm-9">{formatDate(idea.created_at)}</dd>
        {idea.submitted_at && (
          <>
            <dt className="col-sm-3">Ngày gửi</dt>
            <dd className="col-sm-9">{formatDate(idea.submitted_at)}</dd>
          </>
        )}
        <dt className="col-sm-3">Lĩnh vực</dt>
        <dd className="col-sm-9">{idea.field || 'Chưa chọn'}</dd>
      </dl>

      <RevisionNote idea={idea} />

      {(idea.editable || idea.actions.includes('withdraw')) && (
        <div className="d-flex flex-wrap gap-2 mb-4">
          {idea.editable && (
            <Link className="btn btn-primary" to={href('IdeaPropose', { id: idea.id })}>
              {idea.status === 'needs_revision' ? 'Sửa và gửi lại' : 'Sửa ý tưởng'}
            </Link>
          )}
          {idea.actions.includes('withdraw') && (
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={withdrawing}
              onClick={() => void withdraw()}
            >
              {withdrawing ? 'Đang rút…' : 'Rút ý tưởng'}
            </button>
          )}
        </div>
      )}

      <AuthorProgress progress={idea.progress} status={idea.status} id="idea-progress" />

      <div className="row g-4">
        <div className="col-lg-7">
          <section className="panel" aria-labelledby="idea-content">
            <h2 id="idea-content" className="h5">
              Nội dung ý tưởng
            </h2>
            {fieldsFor(ideaCatalogue, 'author')
              .filter(([key]) => !ABOVE.includes(key))
              .map(([key, spec]) =>
                spec.show === 'choices' ? (
                  <ChoiceList
                    key={key}
                    title={spec.label}
                    items={(idea[key as keyof IdeaDetail] as number[]).map(
                      (code) => spec.choices?.[code] ?? String(code),
                    )}
                  />
                ) : (
                  <Section key={key} title={spec.label} text={String(idea[key as keyof IdeaDetail] ?? '')} />
                ),
              )}
            <h3 className="h6 mb-1">Tệp đính kèm</h3>
            <AttachmentList files={idea.attachments} />
          </section>
        </div>
        <div className="col-lg-5">
          <section className="panel" aria-labelledby="idea-timeline">
            <h2 id="idea-timeline" className="h5">
              {placeNames.timeline}
            </h2>
            <Timeline entries={idea.timeline} subject="ý tưởng" />
          </section>
        </div>
      </div>
    </section>
  );
}
