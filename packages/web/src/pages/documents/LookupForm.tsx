import { documentCatalogue as fields } from '@portal/shared/document-fields';
import type { DocumentFacets } from '@portal/shared/documents';
import { documentValidities, validityLabels } from '@portal/shared/status-labels';
import { type FormEvent, useId } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { FilterActions, type FilterOption, FilterSelect, SearchFilter } from '../../components/ListFilters.tsx';
import { type FilterName, type Filters, SELECTS } from './filters.ts';
import { useNarrowScreen } from './narrow-screen.ts';

/** Tra cứu: kept in the address, so a lookup can be bookmarked, shared and gone back to. */
export function LookupForm({
  facets,
  filters,
  filtered,
}: {
  facets: DocumentFacets;
  filters: Filters;
  filtered: boolean;
}) {
  const narrow = useNarrowScreen();
  const refined = SELECTS.some((name) => filters[name]);
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const field = (name: FilterName) => `${id}-${name}`;

  // Only the fields filled in go into the address (and a new lookup starts on page 1).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      const text = String(value).trim();
      if (text) params.set(name, text);
    }
    const query = params.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`);
  };

  /** The facet values, plus the current one when a link carries a value no document has any more. */
  const options = (values: (string | number)[], current: string): FilterOption[] => {
    const list = values.map(String);
    return (current && !list.includes(current) ? [current, ...list] : list).map((value) => ({ value, label: value }));
  };
  const facetSelects: [FilterName, string, (string | number)[]][] = [
    ['type', 'Loại văn bản', facets.types],
    ['issuing_body', 'Cơ quan ban hành', facets.issuing_bodies],
    ['field', 'Lĩnh vực', facets.fields],
    ['year', 'Năm ban hành', facets.years],
  ];

  return (
    <Form method="get" role="search" aria-label="Tra cứu văn bản" className="document-lookup panel" onSubmit={submit}>
      <div className="document-lookup-grid">
        <SearchFilter id={field('q')} label="Từ khóa" value={filters.q} placeholder="Gõ có dấu hoặc không dấu" />
        <div>
          <label htmlFor={field('number')} className="form-label">
            {fields.number.label}
          </label>
          <input
            id={field('number')}
            name="number"
            type="text"
            className="form-control"
            defaultValue={filters.number}
            maxLength={200}
            placeholder="Ví dụ: 57-NQ/TW"
            autoComplete="off"
          />
        </div>
      </div>
      {/* On a phone the selects fold away unless one of them is in use; wide screens show them all. */}
      <details className="document-lookup-more" open={!narrow || refined}>
        <summary>Lọc theo loại, cơ quan, lĩnh vực, năm ban hành, hiệu lực</summary>
        <div className="document-lookup-selects">
          {facetSelects.map(([name, label, values]) => (
            <FilterSelect
              key={name}
              id={field(name)}
              name={name}
              label={label}
              value={filters[name]}
              allLabel="Tất cả"
              options={options(values, filters[name])}
            />
          ))}
          <FilterSelect
            id={field('validity')}
            name="validity"
            label={fields.validity.label}
            value={filters.validity}
            allLabel="Tất cả"
            options={documentValidities.map((validity) => ({ value: validity, label: validityLabels[validity] }))}
          />
        </div>
      </details>
      <FilterActions
        className="document-lookup-actions"
        submitLabel="Tra cứu"
        filtered={filtered}
        clearTo={location.pathname}
      />
    </Form>
  );
}
