import { SUBMISSION_FIELDS } from '@portal/shared/fields';
import type { IdeaDetail } from '@portal/shared/ideas';
import { placeNames } from '@portal/shared/names';
import { href } from '@portal/shared/routes';
import { submissionMessages } from '@portal/shared/submissions';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { StateBadge, Timeline } from '../../components/SubmissionParts.tsx';
import { toast } from '../../lib/popups.ts';
import { IdeaForm } from './idea-form.tsx';
import { loadIdea, RevisionNote, Spinner } from './idea-parts.tsx';

interface EditData {
  idea: IdeaDetail | null;
  fields: string[];
}

/** /idea/{id}/idea-propose: the idea and the fields of the form's select. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<EditData> {
  // The same managed list as the proposal form (fields.ts).
  return { idea: await loadIdea(params.id, request.signal), fields: [...SUBMISSION_FIELDS] };
}

/** /idea/{id}/idea-propose: edit and resend while draft or needs revision; read-only otherwise. */
export function Component() {
  const { idea, fields } = useLoaderData<EditData>();
  const navigate = useNavigate();
  if (!idea) return <Spinner />;
  const detailPath = href('IdeaDetailPersonal', { id: idea.id });

  return (
    <section className="page-section idea-page">
      <nav aria-label="Đường dẫn" className="mb-2">
        <Link to={href('IdeaPersonalList')}>Ý tưởng của tôi</Link> › <Link to={detailPath}>{idea.title}</Link>
      </nav>
      <h1 className="page-title">Cập nhật ý tưởng</h1>
      <p>
        <StateBadge status={idea.status} />
        {idea.tracking_code && (
          <span className="ms-2">
            Mã hồ sơ: <strong>{idea.tracking_code}</strong>
          </span>
        )}
      </p>
      {!idea.editable ? (
        <div className="alert alert-info" role="status">
          <p className="mb-2">{submissionMessages.notEditable}. Ý tưởng này hiện không sửa được.</p>
          <Link to={detailPath} className="btn btn-outline-primary">
            Xem ý tưởng và quá trình xử lý
          </Link>
        </div>
      ) : (
        <>
          <RevisionNote idea={idea} />
          <IdeaForm
            idea={idea}
            fields={fields}
            onSaved={(saved, submitted) => {
              void toast('success', submitted ? 'Đã gửi lại ý tưởng' : 'Đã lưu thay đổi');
              navigate(href('IdeaDetailPersonal', { id: saved.id }));
            }}
          />
          <section className="panel mt-4" aria-labelledby="idea-edit-timeline">
            <h2 id="idea-edit-timeline" className="h5">
              {placeNames.timeline}
            </h2>
            <Timeline entries={idea.timeline} subject="ý tưởng" />
          </section>
        </>
      )}
    </section>
  );
}
