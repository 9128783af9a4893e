import { documentValidities, FIRST_DOCUMENT_YEAR } from '@portal/shared/status-labels';
import { listText, oneOf } from '../../components/ListFilters.tsx';

/** The lookup's fields, in the order of the form; each one is a query parameter of the page and of the API. */
export const FILTERS = ['q', 'number', 'type', 'issuing_body', 'field', 'year', 'validity'] as const;
export type FilterName = (typeof FILTERS)[number];
/** The filters chosen from a list (a phone folds them away). */
export const SELECTS: readonly FilterName[] = ['type', 'issuing_body', 'field', 'year', 'validity'];
export type Filters = Record<FilterName, string>;

/**
 * The lookup an address asks for, as the API takes it: a year or a validity the API would refuse
 * (an address edited by hand, `?year=abc`) is left out, so the list shows, never an error page.
 */
export function filtersOf(url: URL, thisYear: number): Filters {
  const filters = Object.fromEntries(FILTERS.map((name) => [name, listText(url, name)])) as Filters;
  const year = Number(filters.year);
  if (!/^\d{4}$/.test(filters.year) || year < FIRST_DOCUMENT_YEAR || year > thisYear + 1) filters.year = '';
  filters.validity = oneOf(filters.validity, documentValidities);
  return filters;
}
