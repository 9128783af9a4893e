import { SearchInput } from 'react-admin';

/**
 * The list's search box: the server's free-text search (`q`), always shown; `placeholder` says
 * what it looks through.
 */
export const searchFilter = (placeholder: string) => (
  <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} />
);
