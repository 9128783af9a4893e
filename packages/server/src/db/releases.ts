import { readFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { migrationsDir } from '../paths.ts';
import type { Database } from './client.ts';
import { releases } from './schema/releases.ts';

/** A migration this release carries (drizzle's journal): drizzle records `when` as its created_at. */
export interface CommittedMigration {
  tag: string;
  when: number;
}

/** The migrations of this release, oldest first. */
export function committedMigrations(): CommittedMigration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: CommittedMigration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** What a plain query answers on PGlite and on a node-postgres client alike. */
export interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** The created_at of the newest migration the database holds; null before any (a new database). */
export async function newestAppliedMigration(db: Queryable): Promise<number | null> {
  const { rows } = await db
    .query<{ created_at: number | string | null }>(
      'select max(created_at) as created_at from drizzle.__drizzle_migrations',
    )
    .catch(() => ({ rows: [] as { created_at: number | string | null }[] }));
  const value = rows[0]?.created_at;
  return value === null || value === undefined ? null : Number(value);
}

/**
 * A database that a newer release has migrated, opened by an older one: a rollback that put the
 * previous release back without restoring the backup taken before the upgrade. The older code would
 * run on tables it does not know, so it refuses to start (docs/OPERATIONS.md, "Rolling back").
 */
export class DatabaseNewerThanReleaseError extends Error {
  override name = 'DatabaseNewerThanReleaseError';
}

/** Throws when the database holds a migration newer than this release's newest. */
export function assertNotNewerThanRelease(newestApplied: number | null, committed = committedMigrations()): void {
  const newestKnown = committed.at(-1)?.when ?? 0;
  if (newestApplied === null || newestApplied <= newestKnown) return;
  throw new DatabaseNewerThanReleaseError(
    'Cơ sở dữ liệu đã được một phiên bản mới hơn nâng cấp; phiên bản này không chạy trên đó. ' +
      'Khôi phục bản sao lưu lấy trước khi nâng cấp (npm run restore -- --from FILE --force), hoặc cài lại phiên bản mới hơn. / ' +
      'The database was upgraded by a newer release, which this one cannot run on: restore the backup taken before ' +
      'the upgrade (npm run restore -- --from FILE --force), or install the newer release again (docs/OPERATIONS.md, "Rolling back").',
  );
}

/** The migrations of this release that the database does not hold yet. */
export function pendingMigrations(
  newestApplied: number | null,
  committed = committedMigrations(),
): CommittedMigration[] {
  return committed.filter((migration) => newestApplied === null || migration.when > newestApplied);
}

/** Notes that `version` runs on this database (once: the first start of each release is kept). */
export async function recordRelease(db: Database, version: string): Promise<void> {
  await db.insert(releases).values({ version }).onConflictDoNothing();
}

/** Whether `version` has started on this database before (a restart, not its first start: not an upgrade). */
export async function releaseStarted(db: Database, version: string): Promise<boolean> {
  const [row] = await db.select({ version: releases.version }).from(releases).where(eq(releases.version, version));
  return row !== undefined;
}

/** The release that first started on this database most recently; null before release 1.1.0 recorded any. */
export async function lastRecordedRelease(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ version: releases.version })
    .from(releases)
    .orderBy(desc(releases.firstStartedAt))
    .limit(1);
  return row?.version ?? null;
}
