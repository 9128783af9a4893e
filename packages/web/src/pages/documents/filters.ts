/** The lookup's fields, in the order of the form; each one is a query parameter of the page and of the API. */
export const FILTERS = ['q', 'number', 'type', 'issuing_body', 'field', 'year', 'validity'] as const;
export type FilterName = (typeof FILTERS)[number];
/** The filters chosen from a list (a phone folds them away). */
export const SELECTS: readonly FilterName[] = ['type', 'issuing_body', 'field', 'year', 'validity'];
export type Filters = Record<FilterName, string>;
