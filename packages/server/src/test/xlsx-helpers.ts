import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';

/** A cell read back from the file: what Excel shows, whether it is a date, number or text, its format. */
export interface ReadCell {
  text: string;
  kind: 'date' | 'number' | 'text' | 'empty';
  format?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An Excel serial day (days since 30/12/1899, the time as a fraction) shown with a dd/mm/yyyy[ hh:mm] format. */
function showDate(serial: number, format: string): string {
  const date = new Date(Math.round((serial - 25_569) * 86_400_000));
  const day = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  return format.includes('hh') ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}

/**
 * The first sheet of an xlsx answer read back from its XML (shared strings, styles and their
 * number formats resolved): each cell as Excel shows it, and each column's width.
 */
export function readSheet(response: LightMyRequestResponse): { cells: ReadCell[][]; widths: number[] } {
  const files = unzipSync(new Uint8Array(response.rawPayload));
  expect(Object.keys(files)).toContain('[Content_Types].xml');
  const sheetName = Object.keys(files).find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  expect(sheetName).toBeDefined();
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
        decode([...(match[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
      )
    : [];
  const styles = files['xl/styles.xml'] ? strFromU8(files['xl/styles.xml']) : '';
  const formats = new Map(
    [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"\/>/g)].map((m) => [m[1], decode(m[2] ?? '')]),
  );
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const styleFormats = [...xfs.matchAll(/<xf\b([^>]*)>/g)].map((m) =>
    formats.get(/numFmtId="(\d+)"/.exec(m[1] ?? '')?.[1] ?? ''),
  );
  const sheet = strFromU8(files[sheetName as string] as Uint8Array);
  const widths = [...sheet.matchAll(/<col min="(\d+)" max="\d+" width="([\d.]+)"/g)].map((m) => Number(m[2]));
  const column = (reference: string) =>
    [...(/^[A-Z]+/.exec(reference)?.[0] ?? 'A')].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  const cells = [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    // Empty cells are left out of the file: place each cell by its reference (C2 is column 2).
    const line: ReadCell[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const inner = cell[2] ?? '';
      const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      const inline = /<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1];
      const index = column(/r="([A-Z]+\d+)"/.exec(attributes)?.[1] ?? '');
      const format = styleFormats[Number(/\bs="(\d+)"/.exec(attributes)?.[1] ?? 0)];
      if (/t="s"/.test(attributes)) line[index] = { text: shared[Number(value)] ?? '', kind: 'text' };
      else if (inline !== undefined) line[index] = { text: decode(inline), kind: 'text' };
      else if (value === undefined) line[index] = { text: '', kind: 'empty' };
      else if (format && /yy/.test(format))
        line[index] = { text: showDate(Number(value), format), kind: 'date', format };
      else line[index] = { text: decode(value), kind: 'number' };
    }
    return Array.from(line, (cell) => cell ?? { text: '', kind: 'empty' as const });
  });
  return { cells, widths };
}

/** The rows of the first sheet of an xlsx answer, each as its cells' text as Excel shows it. */
export const sheetRows = (response: LightMyRequestResponse): string[][] =>
  readSheet(response).cells.map((row) => row.map((cell) => cell.text));
