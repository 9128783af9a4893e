import type { ideasApi } from '@portal/shared/api/ideas';
import type { proposalsApi } from '@portal/shared/api/proposals';
import type { PageMeta } from '@portal/shared/content';
import type { ReactNode } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { call } from '../lib/api.ts';
import { signedInSession } from '../lib/session-ready.ts';
import { FilteredList } from './FilteredList.tsx';
import { listPage, SearchFilter } from './ListFilters.tsx';
import type { EmptyTexts } from './ListResults.tsx';
import { pageParam, StatusFilter, type SubmissionFilters, submissionFiltersOf } from './SubmissionParts.tsx';

/** The contract's entry of an author's own list. */
type MineEntry = typeof ideasApi.listMine | typeof proposalsApi.listMine;

/** One page of an author's own list, with the filters of its address. */
export interface MySubmissionsData<Item> {
  items: Item[];
  meta: PageMeta;
  filters: SubmissionFilters;
}

/** What sets one "my submissions" list apart from the other: its entry, address, texts and items. */
export interface MySubmissionsKind<Item extends { id: number }> {
  /** Answers `Item`s. */
  entry: MineEntry;
  /** The list's own address (href). */
  listPath: string;
  title: string;
  /** The button to the form, and the link of the empty list's first-time text. */
  create: { to: string; label: string; first: string };
  /** The start of the ids of the filters' controls. */
  idPrefix: string;
  filtersLabel: string;
  searchPlaceholder: string;
  /** The line counting the items; null for none. */
  status: (meta: PageMeta, filtered: boolean, empty: boolean) => ReactNode;
  empty: { filtered: ReactNode; none: (create: ReactNode) => ReactNode; noun: string };
  listLabel: string;
  listClassName: string;
  itemClassName: string;
  item: (item: Item) => ReactNode;
  paginationLabel: string;
}

/**
 * The loader of an author's own list (`/idea`, `/personal-propose-list`): the filters and page of
 * the address (anything invalid there is dropped, never an error), once the session is settled.
 */
export function mySubmissionsLoader<Item extends { id: number }>({ entry }: MySubmissionsKind<Item>) {
  return async ({ request }: LoaderFunctionArgs): Promise<MySubmissionsData<Item>> => {
    const url = new URL(request.url);
    const filters = submissionFiltersOf(url);
    const page = listPage(url);
    // Beside the root loader's authApi.me: wait for it, or two 412s at once would sign the user out.
    await signedInSession(request.signal);
    const list = await call(entry, { query: { ...filters, page: pageParam(page) }, signal: request.signal });
    // The kind pairs its entry with the items it answers.
    return { items: list.data as unknown[] as Item[], meta: list.meta, filters };
  };
}

/** An author's own list: the button to the form, search and state filters, the items and their pages. */
export function MySubmissionsList<Item extends { id: number }>({ kind }: { kind: MySubmissionsKind<Item> }) {
  const { items, meta, filters } = useLoaderData<MySubmissionsData<Item>>();
  const filtered = Boolean(filters.q || filters.status);
  const empty: EmptyTexts = {
    filtered: kind.empty.filtered,
    none: kind.empty.none(<Link to={kind.create.to}>{kind.create.first}</Link>),
    noun: kind.empty.noun,
  };

  return (
    <section className="page-section">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <h1 className="page-title">{kind.title}</h1>
        <Link to={kind.create.to} className="btn btn-primary">
          {kind.create.label}
        </Link>
      </div>

      <FilteredList
        listPath={kind.listPath}
        search
        formLabel={kind.filtersLabel}
        formClassName="row g-2 align-items-end mb-3"
        submitLabel="Lọc"
        filters={
          <>
            <SearchFilter
              className="col-sm-6 col-lg-5"
              id={`${kind.idPrefix}-q`}
              label="Tìm theo tên hoặc mã hồ sơ"
              placeholder={kind.searchPlaceholder}
              value={filters.q}
            />
            <StatusFilter className="col-sm-4 col-lg-3" id={`${kind.idPrefix}-status`} value={filters.status} />
          </>
        }
        meta={meta}
        filtered={filtered}
        status={kind.status(meta, filtered, items.length === 0)}
        count={items.length}
        empty={empty}
        paginationLabel={kind.paginationLabel}
      >
        <ul className={kind.listClassName} aria-label={kind.listLabel}>
          {items.map((item) => (
            <li key={item.id} className={kind.itemClassName}>
              {kind.item(item)}
            </li>
          ))}
        </ul>
      </FilteredList>
    </section>
  );
}
