import { type SettingKey, SettingsSchema } from '@portal/shared/settings';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sanitizeRichHtml } from '../content/rich-html.ts';
import type { UploadStore } from '../storage/uploads.ts';
import type { Database } from './client.ts';
import { demoSettings } from './demo/settings.ts';
import { bigProblems, documents, indicators, products, solutions } from './schema/catalogue.ts';
import { categories, posts, staticPages } from './schema/content.ts';
import { demoRecords } from './schema/demo.ts';
import { faqs } from './schema/engagement.ts';
import { follows } from './schema/follow-through.ts';
import { settings as settingsTable } from './schema/settings.ts';
import { ideas, progressUpdates, proposals, submissionTransitions } from './schema/submissions.ts';
import { pagesToWrite } from './seed-content.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The tables the demo seed fills, in the order they are emptied (what refers to others first; an
 * indicator's values go with it). Categories go last, and only those no post of the department's own still files under.
 */
const DEMO_TABLES: [name: string, table: PgTable, id: PgColumn][] = [
  ['solutions', solutions, solutions.id],
  ['proposals', proposals, proposals.id],
  ['ideas', ideas, ideas.id],
  ['indicators', indicators, indicators.id],
  ['documents', documents, documents.id],
  ['faqs', faqs, faqs.id],
  ['products', products, products.id],
  ['big_problems', bigProblems, bigProblems.id],
  ['posts', posts, posts.id],
  ['categories', categories, categories.id],
];

/** Whether none of the demo's tables holds anything yet: a seed now writes only the demo. */
export async function demoTablesEmpty(db: Database): Promise<boolean> {
  for (const [, table] of DEMO_TABLES) {
    if ((await db.$count(table)) > 0) return false;
  }
  return true;
}

/** How many records the demo seed wrote are still there. */
export async function demoRecordCount(db: Database): Promise<number> {
  return db.$count(demoRecords);
}

/** Marks every row of the demo's tables as the demo's: called right after a seed into empty tables. */
export async function markDemoRecords(db: Database): Promise<void> {
  for (const [name, table, id] of DEMO_TABLES) {
    await db.execute(
      sql`insert into ${demoRecords} (table_name, record_id) select ${name}, ${id} from ${table} on conflict do nothing`,
    );
  }
}

export interface DemoRemoval {
  /** How many rows each table lost, by table name. */
  removed: Record<string, number>;
  /** Settings put back to their defaults because they still held the demo's values. */
  settings: string[];
}

/**
 * Takes the demo out in one transaction: the rows it marked (and the follows, steps and progress
 * of its dossiers), the menu's two pages back to "what to write here", the settings that still hold
 * the demo's values back to their defaults; then the demo documents' files. The department's own
 * records stay, a category too while one of its own posts is filed under it. A later start does not
 * seed the demo again (`demo_removed`).
 */
export async function removeDemo(db: Database, uploads: Pick<UploadStore, 'remove'>): Promise<DemoRemoval> {
  const files: string[] = [];
  const result = await db.transaction(async (tx) => {
    const idsOf = async (name: string) =>
      (await tx.select({ id: demoRecords.recordId }).from(demoRecords).where(eq(demoRecords.tableName, name))).map(
        (row) => row.id,
      );
    const ids = Object.fromEntries(await Promise.all(DEMO_TABLES.map(async ([name]) => [name, await idsOf(name)])));

    await forgetAroundDossiers(tx, ids);
    for (const row of ids.documents.length
      ? await tx.select({ files: documents.files }).from(documents).where(inArray(documents.id, ids.documents))
      : []) {
      files.push(...row.files.map((file) => `/uploads/${file.key}`));
    }

    const removed: Record<string, number> = {};
    for (const [name, table, id] of DEMO_TABLES) {
      const marked: number[] = ids[name] ?? [];
      if (marked.length === 0) {
        removed[name] = 0;
        continue;
      }
      const where =
        name === 'categories'
          ? and(inArray(id, marked), notInArray(id, tx.select({ id: posts.categoryId }).from(posts)))
          : inArray(id, marked);
      removed[name] = (await tx.delete(table).where(where).returning({ id })).length;
    }
    await tx.delete(demoRecords);

    for (const page of pagesToWrite) {
      await tx
        .update(staticPages)
        .set({ title: page.title, body: sanitizeRichHtml(page.body), updatedAt: sql`now()` })
        .where(eq(staticPages.slug, page.slug));
    }
    const reset = await resetDemoSettings(tx);
    return { removed, settings: reset };
  });
  for (const file of files) await uploads.remove(file);
  return result;
}

/** What hangs on the demo's dossiers without a foreign key: follows, steps of the lifecycle, progress. */
async function forgetAroundDossiers(tx: Transaction, ids: Record<string, number[]>) {
  const targets: [kind: 'big_problem' | 'product' | 'proposal', ids: number[]][] = [
    ['big_problem', ids.big_problems ?? []],
    ['product', ids.products ?? []],
    ['proposal', ids.proposals ?? []],
  ];
  for (const [kind, list] of targets) {
    if (list.length) await tx.delete(follows).where(and(eq(follows.targetKind, kind), inArray(follows.targetId, list)));
  }
  const dossiers: ['proposal' | 'idea' | 'solution', number[]][] = [
    ['proposal', ids.proposals ?? []],
    ['idea', ids.ideas ?? []],
    ['solution', ids.solutions ?? []],
  ];
  for (const [kind, list] of dossiers) {
    if (!list.length) continue;
    await tx
      .delete(submissionTransitions)
      .where(and(eq(submissionTransitions.kind, kind), inArray(submissionTransitions.submissionId, list)));
    if (kind !== 'solution')
      await tx
        .delete(progressUpdates)
        .where(and(eq(progressUpdates.kind, kind), inArray(progressUpdates.submissionId, list)));
  }
}

/** The settings still holding the demo's values go back to their defaults; `demo_removed` is set. */
async function resetDemoSettings(tx: Transaction): Promise<string[]> {
  const defaults = SettingsSchema.parse({});
  const stored = new Map((await tx.select().from(settingsTable)).map((row) => [row.key, row.value]));
  const reset: string[] = [];
  for (const [key, value] of Object.entries(demoSettings) as [SettingKey, unknown][]) {
    const demoValue = JSON.stringify(value);
    if (demoValue === JSON.stringify(defaults[key]) || JSON.stringify(stored.get(key)) !== demoValue) continue;
    await tx.update(settingsTable).set({ value: defaults[key] }).where(eq(settingsTable.key, key));
    reset.push(key);
  }
  await tx
    .insert(settingsTable)
    .values({ key: 'demo_removed', value: true })
    .onConflictDoUpdate({ target: settingsTable.key, set: { value: true } });
  return reset;
}
