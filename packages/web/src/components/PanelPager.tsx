import type { PageMeta } from '@portal/shared/content';

/**
 * "Trang trước / Trang sau" under a profile panel's list, whose pages change in place (no address
 * of their own, unlike the list pages' Pagination). Nothing when the list has one page.
 */
export function PanelPager({
  label,
  meta,
  onPage,
}: {
  /** The landmark's name: "Trang của …". */
  label: string;
  meta: Pick<PageMeta, 'page' | 'last_page'>;
  onPage: (page: number) => void;
}) {
  if (meta.last_page <= 1) return null;
  return (
    <nav aria-label={label} className="d-flex gap-2 align-items-center">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
      >
        Trang trước
      </button>
      <span className="small">
        Trang {meta.page}/{meta.last_page}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={meta.page >= meta.last_page}
        onClick={() => onPage(meta.page + 1)}
      >
        Trang sau
      </button>
    </nav>
  );
}
