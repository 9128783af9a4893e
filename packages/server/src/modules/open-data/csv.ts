import type { OpenDataValue } from '@portal/shared/open-data';

/** The byte-order mark that makes Excel read a CSV file as UTF-8 (Vietnamese shows right). */
export const UTF8_BOM = '\uFEFF';

/**
 * Text a spreadsheet would take for a formula (=, +, -, @, or a tab or carriage return first):
 * such a cell gets a leading apostrophe, so that opening a dataset never runs what someone typed
 * into a public form (CSV injection, OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvCell(value: OpenDataValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One record, ended by CRLF as RFC 4180 has it. */
export function csvLine(values: readonly OpenDataValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
