import { type Catalogue, type FieldAudience, fieldsFor, isOpenableLink, shownText } from '@portal/shared/catalogue';
import { ExternalLink } from './ExternalLink.tsx';

/**
 * The read-only facts of a record, from its field catalogue: each field the reader sees, under its
 * one label and shown as the catalogue says (a link opens in a new tab), but those the page shows
 * elsewhere (`except`). A price left empty reads "Liên hệ", so it is never left out.
 */
export function FactList({
  catalogue,
  values,
  reader,
  except = [],
  hideEmpty = false,
  className = 'mb-0',
}: {
  catalogue: Catalogue;
  values: object;
  reader: FieldAudience;
  except?: readonly string[];
  /** Leave out a field with nothing in it (a visitor's page), instead of "—". */
  hideEmpty?: boolean;
  className?: string;
}) {
  const record = values as Record<string, unknown>;
  const empty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);
  const fields = fieldsFor(catalogue, reader).filter(
    ([key, spec]) => !except.includes(key) && !(hideEmpty && spec.show !== 'money' && empty(record[key])),
  );
  return (
    <dl className={className}>
      {fields.map(([key, spec]) => {
        const value = record[key];
        return (
          <div key={key} className="mb-2">
            <dt className="small text-body-secondary">{spec.label}</dt>
            <dd
              className="mb-0"
              // A long address or word wraps instead of widening a phone's page.
              style={{ overflowWrap: 'anywhere', ...(spec.show === 'paragraphs' ? { whiteSpace: 'pre-line' } : {}) }}
            >
              {spec.show === 'link' && isOpenableLink(value) ? (
                <ExternalLink href={value}>{value}</ExternalLink>
              ) : spec.show === 'email' && typeof value === 'string' && value ? (
                <a href={`mailto:${value}`}>{value}</a>
              ) : (
                shownText(spec, value)
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
