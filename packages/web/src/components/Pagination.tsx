import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * Page links that keep the current query (search, filters), with the current page marked.
 * `fragment` names the element to scroll to when the list is not at the top of its page.
 */
export function Pagination({
  page,
  lastPage,
  label = 'Phân trang',
  fragment,
}: {
  page: number;
  lastPage: number;
  label?: string;
  fragment?: string;
}) {
  const location = useLocation();
  if (lastPage <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
  };
  const pages = Array.from(new Set([1, page - 2, page - 1, page, page + 1, page + 2, lastPage]))
    .filter((n) => n >= 1 && n <= lastPage)
    .sort((a, b) => a - b);

  return (
    <nav aria-label={label} className="mt-4">
      <ul className="pagination flex-wrap">
        <li className={page <= 1 ? 'page-item disabled' : 'page-item'}>
          {page <= 1 ? (
            <span className="page-link">Trước</span>
          ) : (
            // Past the end (an old link, a hand-typed page): back to the last page there is.
            <Link className="page-link" to={hrefFor(Math.min(page - 1, lastPage))}>
              Trước
            </Link>
          )}
        </li>
        {pages.map((n, index) => (
          <Fragment key={n}>
            {/* The gap is an item of its own: inside the number's item it would stack above it. */}
            {index > 0 && n - (pages[index - 1] ?? n) > 1 && (
              <li className="page-item disabled" aria-hidden="true">
                <span className="page-link page-gap">…</span>
              </li>
            )}
            <li className={n === page ? 'page-item active' : 'page-item'}>
              {n === page ? (
                <span className="page-link" aria-current="page">
                  {n}
                </span>
              ) : (
                <Link className="page-link" to={hrefFor(n)} aria-label={`Trang ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          </Fragment>
        ))}
        <li className={page >= lastPage ? 'page-item disabled' : 'page-item'}>
          {page >= lastPage ? (
            <span className="page-link">Sau</span>
          ) : (
            <Link className="page-link" to={hrefFor(page + 1)}>
              Sau
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
