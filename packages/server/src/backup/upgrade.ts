import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PORTAL_VERSION } from '@portal/shared/release';
import { openDatabase } from '../db/client.ts';
import {
  assertNotNewerThanRelease,
  newestAppliedMigration,
  pendingMigrations,
  type Queryable,
} from '../db/releases.ts';
import { createBackup, type PortalLocation } from './backup.ts';
import { assertPgliteNotInUse, withClient } from './database.ts';
import { exists, PGLITE_FOLDER } from './files.ts';

export interface UpgradeReport {
  /** The last release that started on this database, when one recorded itself (1.1.0 and later). */
  from: string | null;
  to: string;
  /** The migrations applied, by tag, oldest first. */
  applied: string[];
  /** The archive taken before anything changed; null when there was nothing to do. */
  backup: string | null;
}

/** What the database holds before the upgrade, read without migrating it. */
async function inspect(location: PortalLocation): Promise<{ newest: number | null; from: string | null } | null> {
  const read = async (db: Queryable) => {
    const { rows } = await db
      .query<{ version: string }>('select version from releases order by first_started_at desc limit 1')
      .catch(() => ({ rows: [] as { version: string }[] }));
    return { newest: await newestAppliedMigration(db), from: rows[0]?.version ?? null };
  };
  if (location.databaseUrl) return withClient(location.databaseUrl, read);
  const folder = path.join(location.dataDir, PGLITE_FOLDER);
  if (!(await exists(path.join(folder, 'PG_VERSION')))) return null;
  await assertPgliteNotInUse(location.dataDir);
  const client = await PGlite.create(folder);
  try {
    return await read(client);
  } finally {
    await client.close();
  }
}

/**
 * `npm run upgrade`: with the portal stopped, takes a backup into `backupDir`, then brings the
 * database to this release's schema and reports what changed and how to roll back. Nothing is
 * done (and no backup taken) when the database needs no migration; a database that a newer
 * release migrated is refused (db/releases.ts).
 */
export async function upgradePortal(
  location: PortalLocation,
  { backupDir, now = () => new Date() }: { backupDir: string; now?: () => Date },
  log: (line: string) => void = () => {},
): Promise<UpgradeReport> {
  const before = await inspect(location);
  if (!before) {
    log('No database yet: the first start of the portal creates it. Nothing to upgrade.');
    return { from: null, to: PORTAL_VERSION, applied: [], backup: null };
  }
  assertNotNewerThanRelease(before.newest);
  const pending = pendingMigrations(before.newest);
  if (pending.length === 0) {
    log(`The database already has release ${PORTAL_VERSION}'s schema. Nothing to upgrade.`);
    return { from: before.from, to: PORTAL_VERSION, applied: [], backup: null };
  }

  const stamp = now().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const backup = path.resolve(backupDir, `before-${PORTAL_VERSION}-${stamp}.tar.gz`);
  log(`Backing up to ${backup} before the upgrade…`);
  await createBackup(location, backup, log);

  log(`Applying ${pending.length} migration(s): ${pending.map((migration) => migration.tag).join(', ')}…`);
  const database = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
  await database.close();
  log(
    `Upgraded from ${before.from ?? 'an earlier release'} to ${PORTAL_VERSION}. Start the portal now. ` +
      `To roll back: stop it, install the previous release, then npm run restore -- --from ${backup} --force ` +
      '(docs/OPERATIONS.md, "Rolling back").',
  );
  return { from: before.from, to: PORTAL_VERSION, applied: pending.map((migration) => migration.tag), backup };
}
