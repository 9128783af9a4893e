import type { PageMeta } from '@portal/shared/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Pagination } from './Pagination.tsx';

/** What an empty page of a list says. */
export interface EmptyTexts {
  /** When the filters find nothing. */
  filtered: ReactNode;
  /** When the whole list has nothing yet. */
  none: ReactNode;
  /** What the list holds, for "Trang này không có …" past its last page. */
  noun: string;
}

/**
 * " · trang 2/5" after a list's count, when it has more than one page; nothing on a page past the
 * last (an address edited by hand), which the empty page's own notice explains.
 */
export const pageNote = (meta: PageMeta): string =>
  meta.last_page > 1 && meta.page <= meta.last_page ? ` · trang ${meta.page}/${meta.last_page}` : '';

/**
 * The results of a list whose filters and page are in its address: busy while the next one loads,
 * the line counting them (`status`), the items (`children`) or, on a page without any (`count` 0),
 * an alert that says why (`empty`), then the page links.
 */
export function ListResults({
  loading,
  meta,
  listPath,
  filtered,
  status,
  count,
  empty,
  paginationLabel,
  children,
}: {
  loading: boolean;
  meta: PageMeta;
  listPath: string;
  filtered: boolean;
  status?: ReactNode;
  /** How many items this page has. */
  count: number;
  /** What a page without items says. */
  empty: EmptyTexts;
  paginationLabel: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy={loading} className={loading ? 'list-loading' : undefined}>
      {status}
      {count === 0 ? (
        <div className="alert alert-info" role="status">
          {filtered ? (
            empty.filtered
          ) : meta.page > 1 ? (
            <>
              {`Trang này không có ${empty.noun}. `}
              <Link to={listPath}>Về trang đầu</Link>.
            </>
          ) : (
            empty.none
          )}
        </div>
      ) : (
        children
      )}
      <Pagination page={meta.page} lastPage={meta.last_page} label={paginationLabel} />
    </div>
  );
}
