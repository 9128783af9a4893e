import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths.ts';

/**
 * A test of one migration's data step: `before` runs on an embedded database migrated up to (not
 * including) the migration `tag`, with the rows as they were then; `after` once every migration
 * has run. The database and the copy of the migrations are gone afterwards.
 */
export async function acrossMigration(
  tag: string,
  before: (client: PGlite) => Promise<unknown>,
  after: (client: PGlite) => Promise<void>,
): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  const client = await PGlite.create({ extensions: { unaccent, pg_trgm } });
  try {
    cpSync(migrationsDir, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === tag);
    if (at < 1) throw new Error(`no migration ${tag} after the first`);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
    await before(client);
    await migrate(db, { migrationsFolder: migrationsDir });
    await after(client);
  } finally {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
