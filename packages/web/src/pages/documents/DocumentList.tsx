import type { PageMeta } from '@portal/shared/content';
import { documentCatalogue as fields } from '@portal/shared/document-fields';
import type { DocumentItem } from '@portal/shared/documents';
import { Fragment, useId, useState } from 'react';
import { Downloads } from './Downloads.tsx';
import { DetailsToggle, DocumentDetails, day, ValidityBadge } from './document-parts.tsx';

function useOpenRows() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { isOpen: (id: number) => open.has(id), toggle };
}

export function DocumentTable({
  documents,
  internal,
  meta,
}: {
  documents: DocumentItem[];
  internal: boolean;
  meta: PageMeta;
}) {
  const rows = useOpenRows();
  const id = useId();
  return (
    // A tablet may scroll the table sideways (browsers let the keyboard focus such a box).
    <div className="document-table-wrap">
      <table className="document-table">
        <caption>
          {internal ? 'Văn bản nội bộ' : 'Văn bản'}, mới ban hành trước (trang {meta.page}/{meta.last_page})
        </caption>
        <thead>
          <tr>
            <th scope="col">{fields.number.label}</th>
            <th scope="col">{fields.title.label}</th>
            <th scope="col">{fields.issued_at.label}</th>
            <th scope="col">{fields.type.label}</th>
            <th scope="col">{fields.issuing_body.label}</th>
            <th scope="col">{fields.validity.label}</th>
            <th scope="col">Tải về</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const open = rows.isOpen(document.id);
            const detailsId = `${id}-${document.id}`;
            return (
              <Fragment key={document.id}>
                <tr className={open ? 'is-open' : undefined}>
                  <th scope="row" className="document-number">
                    {document.number}
                  </th>
                  <td className="document-title-cell">
                    <span className="document-title">{document.title}</span>
                    <DetailsToggle
                      document={document}
                      open={open}
                      controls={detailsId}
                      onToggle={() => rows.toggle(document.id)}
                    />
                  </td>
                  <td className="text-nowrap">
                    <time dateTime={document.issued_at}>{day(document.issued_at)}</time>
                  </td>
                  <td>{document.type}</td>
                  <td>{document.issuing_body}</td>
                  <td>
                    <ValidityBadge validity={document.validity} />
                  </td>
                  <td>
                    <Downloads files={document.files} internal={internal} />
                  </td>
                </tr>
                {open && (
                  <tr id={detailsId} className="document-details-row">
                    <td colSpan={7}>
                      <DocumentDetails document={document} permalink />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function DocumentCards({ documents, internal }: { documents: DocumentItem[]; internal: boolean }) {
  const rows = useOpenRows();
  const id = useId();
  return (
    <ul className="document-cards" aria-label={internal ? 'Danh sách văn bản nội bộ' : 'Danh sách văn bản'}>
      {documents.map((document) => {
        const open = rows.isOpen(document.id);
        const detailsId = `${id}-${document.id}`;
        return (
          <li key={document.id} className="document-card">
            <p className="document-card-number">
              <span className="visually-hidden">{fields.number.label} </span>
              {document.number}
            </p>
            <h2 className="document-card-title">{document.title}</h2>
            <dl className="document-card-facts">
              <dt>{fields.issued_at.label}</dt>
              <dd>
                <time dateTime={document.issued_at}>{day(document.issued_at)}</time>
              </dd>
              <dt>{fields.type.label}</dt>
              <dd>{document.type}</dd>
              <dt>{fields.issuing_body.label}</dt>
              <dd>{document.issuing_body}</dd>
              <dt>{fields.validity.label}</dt>
              <dd>
                <ValidityBadge validity={document.validity} />
              </dd>
            </dl>
            <Downloads files={document.files} internal={internal} />
            <DetailsToggle
              document={document}
              open={open}
              controls={detailsId}
              onToggle={() => rows.toggle(document.id)}
            />
            {open && (
              <div id={detailsId}>
                <DocumentDetails document={document} permalink />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
