import { documentCatalogue as fields } from '@portal/shared/document-fields';
import type { DocumentItem } from '@portal/shared/documents';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Downloads } from './Downloads.tsx';
import { DocumentDetails, day, ValidityBadge } from './document-parts.tsx';

/** The document a shared link (`?id=`) points to, above the list, with everything about it. */
export function SelectedDocument({ selected, internal }: { selected: DocumentItem | 'missing'; internal: boolean }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete('id');
  const back = `${location.pathname}${params.size > 0 ? `?${params}` : ''}`;
  const titleId = useId();

  if (selected === 'missing') {
    return (
      <div className="alert alert-warning" role="alert">
        Không tìm thấy văn bản theo liên kết: văn bản không tồn tại hoặc đã được gỡ bỏ.{' '}
        <Link to={back}>Xem danh sách văn bản</Link>
      </div>
    );
  }
  return (
    <section className="panel document-panel" aria-labelledby={titleId}>
      <p className="document-panel-kicker">
        {selected.type} số {selected.number}
      </p>
      <h2 id={titleId} className="document-panel-title">
        {selected.title}
      </h2>
      <dl className="document-facts">
        <dt>{fields.issuing_body.label}</dt>
        <dd>{selected.issuing_body}</dd>
        <dt>{fields.issued_at.label}</dt>
        <dd>
          <time dateTime={selected.issued_at}>{day(selected.issued_at)}</time>
        </dd>
        <dt>{fields.validity.label}</dt>
        <dd>
          <ValidityBadge validity={selected.validity} />
        </dd>
      </dl>
      <DocumentDetails document={selected} permalink={false} />
      <div className="document-panel-actions">
        <Downloads files={selected.files} internal={internal} />
        <Link to={back} className="btn btn-sm btn-link">
          Đóng
        </Link>
      </div>
    </section>
  );
}
