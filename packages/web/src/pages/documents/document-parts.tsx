import { documentCatalogue as fields } from '@portal/shared/document-fields';
import type { DocumentItem } from '@portal/shared/documents';
import { type DocumentValidity, validityLabels } from '@portal/shared/status-labels';
import { formatDate } from '@portal/shared/vietnam-time';
import { Link, useLocation } from 'react-router';

// What the list (table and cards) and the shared link's panel show alike.

export function ValidityBadge({ validity }: { validity: DocumentValidity }) {
  return <span className={`validity-badge validity-${validity}`}>{validityLabels[validity]}</span>;
}

/** dd/mm/yyyy of a yyyy-mm-dd day, read as a local day (no time zone shift). */
export const day = (value: string) => formatDate(`${value}T00:00:00`);

/**
 * What the list rows do not show: signer, effective date, field and the summary, with the
 * address that opens the document on this page (`permalink`).
 */
export function DocumentDetails({ document, permalink }: { document: DocumentItem; permalink: boolean }) {
  const { pathname } = useLocation();
  return (
    <div className="document-details">
      <dl className="document-facts">
        <dt>{fields.signer.label}</dt>
        <dd>{document.signer || 'Không ghi'}</dd>
        <dt>{fields.effective_at.label}</dt>
        <dd>{document.effective_at ? day(document.effective_at) : 'Chưa xác định'}</dd>
        <dt>{fields.field.label}</dt>
        <dd>{document.field}</dd>
      </dl>
      {document.summary && <p className="document-summary">{document.summary}</p>}
      {permalink && (
        <p className="mb-0">
          <Link to={`${pathname}?id=${document.id}`} className="document-permalink">
            Liên kết đến văn bản {document.number}
          </Link>
        </p>
      )}
    </div>
  );
}

export function DetailsToggle({
  document,
  open,
  controls,
  onToggle,
}: {
  document: DocumentItem;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-link btn-sm document-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? 'Thu gọn' : 'Xem chi tiết'}
      <span className="visually-hidden"> văn bản {document.number}</span>
    </button>
  );
}
