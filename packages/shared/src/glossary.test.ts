import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as adminCatalogue from './admin-catalogue.ts';
import * as adminContent from './admin-content.ts';
import * as adminPeople from './admin-people.ts';
import * as auth from './auth.ts';
import * as bigProblemFields from './big-problem-fields.ts';
import * as bigProblems from './big-problems.ts';
import * as documentFields from './document-fields.ts';
import * as documents from './documents.ts';
import * as engagementFields from './engagement-fields.ts';
import * as fieldLabels from './field-labels.ts';
import * as followThrough from './follow-through.ts';
import * as ideaFields from './idea-fields.ts';
import * as indicatorFields from './indicator-fields.ts';
import * as interests from './interests.ts';
import * as messages from './messages.ts';
import * as names from './names.ts';
import * as openData from './open-data.ts';
import * as postFields from './post-fields.ts';
import * as productFields from './product-fields.ts';
import * as products from './products.ts';
import * as proposalFields from './proposal-fields.ts';
import * as proposalLabels from './proposal-labels.ts';
import * as resolution from './resolution.ts';
import * as roles from './roles.ts';
import * as solutionFields from './solution-fields.ts';
import * as staffInvitations from './staff-invitations.ts';
import * as submissionStates from './submission-states.ts';
import * as submissions from './submissions.ts';
import * as uploads from './uploads.ts';

/**
 * docs/GLOSSARY.md against the shared labels: each term with a source equals
 * that label (a term ending in "…" starts it), and no label uses a name the glossary rules out.
 */
const glossary = readFileSync(new URL('../../../docs/GLOSSARY.md', import.meta.url), 'utf8');

const modules = [
  adminCatalogue,
  adminContent,
  adminPeople,
  auth,
  bigProblemFields,
  bigProblems,
  documentFields,
  documents,
  fieldLabels,
  engagementFields,
  followThrough,
  ideaFields,
  indicatorFields,
  interests,
  messages,
  names,
  postFields,
  openData,
  products,
  productFields,
  proposalFields,
  proposalLabels,
  resolution,
  roles,
  solutionFields,
  staffInvitations,
  submissionStates,
  submissions,
  uploads,
];

/** Every export of the modules above by name: `submissionStateLabels`, `SUBMISSION_TRANSITIONS`… */
const sources: Record<string, unknown> = Object.assign({}, ...modules);

type Row = { term: string; sources: string[]; ruledOut: string[] };

/** The rows of every table of the glossary with its four columns. */
function rows(): Row[] {
  return glossary
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Thuật ngữ') && !line.startsWith('|---'))
    .map((line) => {
      const [term = '', source = '', , ruledOut = ''] = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      return {
        term,
        sources: [...source.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
        ruledOut: ruledOut
          .split(',')
          .map((word) => word.replace(/\(.*\)/, '').trim())
          .filter(Boolean),
      };
    });
}

/** `submissionStateLabels.draft` → its value; `SUBMISSION_TRANSITIONS.submit.label` goes deeper. */
function resolve(path: string): unknown {
  const [name = '', ...keys] = path.split('.');
  return keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], sources[name]);
}

/** Every string in the plain objects and arrays the modules export (no zod schema, no function). */
function texts(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, seen));
  if (Object.getPrototypeOf(value) !== Object.prototype) return [];
  return Object.values(value).flatMap((item) => texts(item, seen));
}

describe('the glossary', () => {
  const table = rows();

  it('has its tables, and every source it names exists', () => {
    expect(table.length).toBeGreaterThan(60);
    for (const { term, sources: paths } of table) {
      for (const path of paths) expect(resolve(path), `${term}: ${path}`).toBeTypeOf('string');
    }
    // The places every screen names alike: the marketplace, the dashboard, the timeline.
    for (const place of ['sàn công nghệ', 'Tổng quan', 'Quá trình xử lý']) {
      expect(table.find((row) => row.term === place)?.sources, place).toEqual([expect.stringMatching(/^placeNames\./)]);
    }
  });

  it('names each term exactly as the shared label it comes from', () => {
    for (const { term, sources: paths } of table) {
      for (const path of paths) {
        const label = String(resolve(path));
        if (term.endsWith('…')) expect(label.startsWith(term.slice(0, -1)), `${path}: ${label}`).toBe(true);
        else expect(label, path).toBe(term);
      }
    }
  });

  it('finds no name it rules out in any shared label or message', () => {
    const terms = table.map((row) => row.term);
    const ruledOut = table.flatMap((row) => row.ruledOut).filter((word) => !terms.includes(word));
    expect(ruledOut).toContain('NQ57');
    const labels = modules.flatMap((module) => texts(Object.values(module)));
    for (const label of labels) {
      for (const word of ruledOut) expect(label, `"${word}" in "${label}"`).not.toContain(word);
    }
  });
});
