// Without zod: the portal's detail pages read the catalogues (first-load.test.ts); the schemas
// made from them are in catalogue-schemas.ts.
import { formatPrice } from './product-labels.ts';
import { formatDate, formatDateTime } from './vietnam-time.ts';

/** Rich text's words without its tags, for a fact list (React writes them as text). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A field catalogue: each field of an entity declared once, with its wire name (the key), its
 * column (the row's property), its one Vietnamese label (docs/GLOSSARY.md), who may read it and
 * how it is shown. The answer schemas, the mappers, the Excel and open-data columns, the
 * personal-data download and the detail pages' fact lists are made from it
 * (docs/CONTRIBUTING.md, "Adding a field").
 */

/**
 * Who may read a field: everyone once the record is public, its author (and staff), or staff
 * only. Each reader sees what the narrower readers see.
 */
export type FieldAudience = 'public' | 'author' | 'staff';

/** The value as the API answers it (`?`: may be null). */
export type FieldValue = 'text' | 'text?' | 'integer' | 'integer?' | 'number' | 'integers' | 'texts' | 'boolean';

/**
 * How a person reads it: plain text, paragraphs, rich text (HTML the server sanitised), money in
 * đồng, a link, an e-mail, a choice or several, yes or no, a moment (an ISO time in the answers) or a
 * calendar day (yyyy-mm-dd, which no time zone moves).
 */
export type FieldShow =
  | 'text'
  | 'paragraphs'
  | 'html'
  | 'money'
  | 'link'
  | 'email'
  | 'choice'
  | 'choices'
  | 'yes-no'
  | 'date'
  | 'day';

/**
 * What the author types, for fields whose rule is simple enough to declare: one line of text, or a
 * web address (`http(s)` only). The form draws these fields itself (`section`: the part of the form
 * they go in) and the schema checks them, with messages made from the label.
 */
export interface FieldInput {
  kind: 'line' | 'url';
  max: number;
  section: string;
}

export interface FieldSpec {
  column: string;
  label: string;
  audience: FieldAudience;
  value: FieldValue;
  show: FieldShow;
  /** The label of each stored code, for `choice` and `choices`. */
  choices?: Readonly<Record<number | string, string>>;
  /** The codes a form still offers, when some are kept only for old records (a retired need). */
  offered?: readonly (number | string)[];
  /** A boolean field (its key) without which the public does not see this one (a contact's phone). */
  publishedBy?: string;
  /** The author types it and staff may correct it. */
  editable?: boolean;
  /** Its declared input rule, when the form and the schema are made from the catalogue. */
  input?: FieldInput;
  /**
   * In the entity's open dataset (public fields only): what the column holds, under another
   * column name when the file had one before the catalogue, with the stored codes instead of their
   * labels when `codes`.
   */
  openData?: { about: string; name?: string; codes?: true };
}

export type Catalogue = Readonly<Record<string, FieldSpec>>;

/** Keeps the literal types of a catalogue, which the answers' types are made from. */
export const defineCatalogue = <const C extends Record<string, FieldSpec>>(catalogue: C): C => catalogue;

type Reaches<Field extends FieldAudience, Reader extends FieldAudience> = Field extends 'public'
  ? true
  : Field extends 'author'
    ? Reader extends 'author' | 'staff'
      ? true
      : false
    : Reader extends 'staff'
      ? true
      : false;

type ValueOf<V extends FieldValue> = V extends 'text'
  ? string
  : V extends 'text?'
    ? string | null
    : V extends 'integer'
      ? number
      : V extends 'integer?'
        ? number | null
        : V extends 'number'
          ? number
          : V extends 'integers'
            ? number[]
            : V extends 'texts'
              ? string[]
              : boolean;

/** The keys of the fields a reader sees. */
export type SeenKeys<C extends Catalogue, Reader extends FieldAudience> = {
  [K in keyof C]: Reaches<C[K]['audience'], Reader> extends true ? K : never;
}[keyof C];

/** What a reader receives of a record: the fields it may see, under their wire names. */
export type Seen<C extends Catalogue, Reader extends FieldAudience> = {
  [K in SeenKeys<C, Reader>]: Reader extends 'public'
    ? C[K] extends { publishedBy: string }
      ? ValueOf<C[K]['value']> | null
      : ValueOf<C[K]['value']>
    : ValueOf<C[K]['value']>;
};

const RANK: Record<FieldAudience, number> = { public: 0, author: 1, staff: 2 };

/** The fields a reader sees, in the catalogue's order. */
export function fieldsFor(catalogue: Catalogue, reader: FieldAudience): [string, FieldSpec][] {
  return Object.entries(catalogue).filter(([, spec]) => RANK[spec.audience] <= RANK[reader]);
}

/**
 * A row (its columns) as a reader receives it. The public gets null for a field its author did not
 * publish.
 */
export function valuesOf<C extends Catalogue, Reader extends FieldAudience>(
  catalogue: C,
  row: object,
  reader: Reader,
): Seen<C, Reader> {
  const columns = row as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [key, spec] of fieldsFor(catalogue, reader)) {
    const publisher = spec.publishedBy ? catalogue[spec.publishedBy] : undefined;
    const hidden = reader === 'public' && publisher !== undefined && columns[publisher.column] !== true;
    const value = columns[spec.column] ?? null;
    values[key] = hidden ? null : value instanceof Date ? value.toISOString() : value;
  }
  return values as Seen<C, Reader>;
}

/** The columns of a row from what the author or staff typed (the editable fields present in it). */
export function columnsOf(catalogue: Catalogue, input: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(catalogue)) {
    if (spec.editable && key in input) columns[spec.column] = input[key];
  }
  return columns;
}

/** The form's first values of the fields whose input the catalogue declares: a record's, or empty. */
export function declaredValues(catalogue: Catalogue, record?: object): Record<string, string> {
  const values = (record ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, spec]) => (spec.input ? [[key, String(values[key] ?? '')]] : [])),
  );
}

/** Whether two values of a field are the same (lists and nulls included): what a correction changed. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A web address a page may link to (the server accepts no other for a `link` field). */
export const isOpenableLink = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//.test(value);

const joined = (items: string[]) => items.filter(Boolean).join('; ');

/**
 * A value as a person reads it in a spreadsheet or an open-data file: a choice's label, several
 * joined by "; ", yes or no in words; numbers stay numbers and text stays as written.
 */
export function shownValue(spec: FieldSpec, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (spec.show === 'choice') return spec.choices?.[value as number | string] ?? String(value);
  if (Array.isArray(value)) {
    return joined(value.map((item) => (spec.choices ? (spec.choices[item] ?? String(item)) : String(item))));
  }
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

/** The labels of the fields a reader sees, by key: a spreadsheet's headers. */
export const labelsFor = (catalogue: Catalogue, reader: FieldAudience): Record<string, string> =>
  Object.fromEntries(fieldsFor(catalogue, reader).map(([key, spec]) => [key, spec.label]));

/** A row as a reader's spreadsheet cells, by key: the values of `labelsFor`, as people read them. */
export function cellsOf(
  catalogue: Catalogue,
  row: object,
  reader: FieldAudience,
): Record<string, string | number | null> {
  const values = valuesOf(catalogue, row, reader) as Record<string, unknown>;
  return Object.fromEntries(fieldsFor(catalogue, reader).map(([key, spec]) => [key, shownValue(spec, values[key])]));
}

/**
 * The entity's open-data columns from its catalogue: name, title (the label) and what it holds, in
 * the catalogue's order or in that of `keys` (a dataset that puts other columns between them).
 */
export function openDataColumnsOf(
  catalogue: Catalogue,
  keys: readonly string[] = Object.keys(catalogue).filter((key) => catalogue[key]?.openData),
): { name: string; title: string; description: string }[] {
  return keys.flatMap((key) => {
    const spec = catalogue[key];
    if (!spec?.openData) throw new Error(`${key} is not an open-data field of its catalogue`);
    return [{ name: spec.openData.name ?? key, title: spec.label, description: spec.openData.about }];
  });
}

/**
 * A public row's open-data cells: what the public reads, choices in words unless the codes are
 * asked, rich text as plain text (`plain`, the server's HTML reader).
 */
export function openDataValuesOf(
  catalogue: Catalogue,
  row: object,
  plain: (html: string) => string = textOf,
): Record<string, string | number | null> {
  const values = valuesOf(catalogue, row, 'public') as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, spec]) => {
      if (!spec.openData) return [];
      const value = values[key];
      const codes = Array.isArray(value) ? value.join('; ') : ((value ?? null) as string | number | null);
      const html = spec.show === 'html' && typeof value === 'string' ? plain(value) : null;
      const cell = html ?? (spec.openData.codes ? codes : shownValue(spec, value));
      return [[spec.openData.name ?? key, cell]];
    }),
  );
}

/**
 * A value as a detail page writes it: money in đồng ("Liên hệ" without a price), choices in words,
 * yes or no, "—" for nothing.
 */
export function shownText(spec: FieldSpec, value: unknown): string {
  if (spec.show === 'money') return formatPrice(typeof value === 'number' ? value : null);
  if (spec.show === 'date' && typeof value === 'string' && value) return formatDateTime(value);
  if (spec.show === 'day' && typeof value === 'string' && value) return formatDate(value);
  if (spec.show === 'html' && typeof value === 'string') return textOf(value) || '—';
  const shown = shownValue(spec, value);
  return shown === null || shown === '' ? '—' : String(shown);
}
