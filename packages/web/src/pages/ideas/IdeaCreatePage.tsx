import { SUBMISSION_FIELDS } from '@portal/shared/fields';
import type { IdeaDetail } from '@portal/shared/ideas';
import { href } from '@portal/shared/routes';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { LookupKey, StateBadge } from '../../components/SubmissionParts.tsx';
import { successPopup } from '../../lib/popups.ts';
import { IdeaForm } from './idea-form.tsx';

/** /idea/create: the fields of the form's select. */
export async function loader(): Promise<{ fields: string[] }> {
  // The same managed list as the proposal form (fields.ts).
  return { fields: [...SUBMISSION_FIELDS] };
}

/** /idea/create: a new idea, kept as a draft or sent; once sent, its tracking code. */
export function Component() {
  const { fields } = useLoaderData<{ fields: string[] }>();
  const [saved, setSaved] = useState<{ idea: IdeaDetail; submitted: boolean } | null>(null);
  // A new form (new request id) for the next idea.
  const [formKey, setFormKey] = useState(0);

  return (
    <section className="page-section idea-page">
      <nav aria-label="Đường dẫn" className="mb-2">
        <Link to={href('IdeaPersonalList')}>Ý tưởng của tôi</Link>
      </nav>
      <h1 className="page-title">Gửi ý tưởng</h1>
      {saved ? (
        <div className="alert alert-success" role="status">
          <h2 className="h5">{saved.submitted ? 'Đã gửi ý tưởng' : 'Đã lưu bản nháp'}</h2>
          <p className="mb-2">
            “{saved.idea.title}” <StateBadge status={saved.idea.status} />
          </p>
          {saved.idea.tracking_code ? (
            <p className="mb-2">
              Mã hồ sơ: <strong>{saved.idea.tracking_code}</strong>. Vui lòng ghi lại mã này để theo dõi; mọi thư thông
              báo của Sở đều ghi mã này.
            </p>
          ) : null}
          {saved.idea.tracking_code ? (
            <LookupKey code={saved.idea.tracking_code} lookupKey={saved.idea.lookup_key} />
          ) : (
            <p className="mb-2">Bản nháp chưa được gửi tới Sở. Mã hồ sơ được cấp khi gửi ý tưởng.</p>
          )}
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-primary" to={href('IdeaDetailPersonal', { id: saved.idea.id })}>
              Xem ý tưởng
            </Link>
            <Link className="btn btn-outline-primary" to={href('IdeaPersonalList')}>
              Ý tưởng của tôi
            </Link>
            <button
              type="button"
              className="btn btn-link"
              onClick={() => {
                setSaved(null);
                setFormKey((key) => key + 1);
              }}
            >
              Gửi ý tưởng khác
            </button>
          </div>
        </div>
      ) : (
        <IdeaForm
          key={formKey}
          fields={fields}
          onSaved={(idea, submitted) => {
            setSaved({ idea, submitted });
            window.scrollTo({ top: 0 });
            void successPopup(submitted ? 'Đã gửi ý tưởng' : 'Đã lưu bản nháp');
          }}
        />
      )}
    </section>
  );
}
