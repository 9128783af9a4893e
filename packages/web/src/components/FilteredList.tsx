import type { ComponentProps, ReactNode } from 'react';
import { Form } from 'react-router';
import { FilterActions, type QueryDefaults, useListFilters } from './ListFilters.tsx';
import { ListResults } from './ListResults.tsx';

/**
 * A list whose filters and page are in its address: the filter form (`filters`, a GET form to
 * `listPath` that works without script) above its results, busy while the next ones load.
 * `search` when the form searches too, so that it is a search landmark; `submitLabel` ends the form
 * with its button and, once filtered, the way back to the whole list.
 */
export function FilteredList({
  listPath,
  defaults,
  search = false,
  formLabel,
  formClassName,
  filters,
  submitLabel,
  ...results
}: Omit<ComponentProps<typeof ListResults>, 'loading'> & {
  /** The values its address leaves out (page 1 unless told). */
  defaults?: QueryDefaults;
  search?: boolean;
  formLabel: string;
  formClassName: string;
  filters: ReactNode;
  submitLabel?: string;
}) {
  const { loading, submit } = useListFilters(listPath, defaults);
  return (
    <>
      <Form
        method="get"
        action={listPath}
        role={search ? 'search' : undefined}
        aria-label={formLabel}
        className={formClassName}
        onSubmit={submit}
      >
        {filters}
        {submitLabel ? (
          <FilterActions
            className="col-auto d-flex gap-2"
            submitLabel={submitLabel}
            filtered={results.filtered}
            clearTo={listPath}
          />
        ) : null}
      </Form>

      <ListResults loading={loading} listPath={listPath} {...results} />
    </>
  );
}
