import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';

/** The values a list address leaves out when they are the default (page 1 unless told). */
export type QueryDefaults = Record<string, string>;

/** The query of a list address without empty values and defaults, so that addresses stay short and shareable. */
export function listQuery(values: Record<string, string>, defaults: QueryDefaults = { page: '1' }): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value && defaults[name] !== value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The page a list address asks for; anything but a plain page number is page 1, never an error. */
export function listPage(url: URL): string {
  const page = url.searchParams.get('page') ?? '';
  return /^[1-9]\d{0,4}$/.test(page) ? page : '1';
}

/**
 * A text filter of a list address as the list's call may send it: control characters dropped,
 * trimmed, at most `max` characters (the server's limit for search text). An address edited by
 * hand then still shows a list, never an error page.
 */
export function listText(url: URL, name: string, max = 200): string {
  return (url.searchParams.get(name) ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, max);
}

/** `value` when it is one of `allowed` (numbers compared as text), otherwise empty. */
export function oneOf(value: string, allowed: readonly (string | number)[]): string {
  return allowed.map(String).includes(value) ? value : '';
}

/**
 * The filter form of the list at `listPath`: a GET form that works without script; with it, empty
 * choices are left out of the address. `loading` while that list loads.
 */
export function useListFilters(listPath: string, defaults?: QueryDefaults) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const loading = navigation.state === 'loading' && navigation.location.pathname === listPath;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') values[name] = value.trim();
    }
    navigate(`${listPath}${listQuery(values, defaults)}`);
  };

  return { loading, submit };
}

function LabelledFilter({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
    </div>
  );
}

export interface FilterOption {
  value: string | number;
  label: string;
}

/** One labelled select of a filter form; `allLabel` names the empty choice, when there is one. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  allLabel,
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: FilterOption[];
  allLabel?: string;
  className?: string;
}) {
  return (
    <LabelledFilter id={id} label={label} className={className}>
      <select id={id} name={name} className="form-select" defaultValue={value}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledFilter>
  );
}

/** The words of a filter form (`q`), searched in the list's names and codes. */
export function SearchFilter({
  id,
  label,
  value,
  placeholder,
  className,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <LabelledFilter id={id} label={label} className={className}>
      <input
        id={id}
        name="q"
        type="search"
        className="form-control"
        defaultValue={value}
        maxLength={200}
        placeholder={placeholder}
      />
    </LabelledFilter>
  );
}

/** The button of a filter form, and while a filter is chosen, the link back to the whole list. */
export function FilterActions({
  submitLabel,
  filtered,
  clearTo,
  className,
}: {
  submitLabel: string;
  filtered: boolean;
  clearTo: string;
  className: string;
}) {
  return (
    <div className={className}>
      <button type="submit" className="btn btn-primary">
        {submitLabel}
      </button>
      {filtered && (
        <Link to={clearTo} className="btn btn-link">
          Xóa bộ lọc
        </Link>
      )}
    </div>
  );
}
