import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths.ts';

/**
 * Migration 0014 (issue 18) on a database that has accounts: nobody is unlinked from VNeID, the
 * linked accounts' citizen IDs count as verified (VNeID gave or matched them), declared ones do not.
 */
describe('migration 0014_vneid_verified_ids', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps every VNeID link and marks only the linked accounts’ citizen IDs verified', async () => {
    // The migrations as they were before 0014.
    cpSync(migrationsDir, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === '0014_vneid_verified_ids');
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

    const client = await PGlite.create({ extensions: { unaccent, pg_trgm } });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: folder });
      await client.exec(`
        insert into users (email, vneid_issuer, vneid_subject, citizen_pid_hash, citizen_pid_last4)
          values ('linked@example.vn', 'https://vneid.example', 'sub-1', 'hash-1', '1234');
        insert into users (email, password_hash, citizen_pid_hash, citizen_pid_last4)
          values ('declared@example.vn', 'x', 'hash-2', '5678');
        insert into users (email, vneid_issuer, vneid_subject) values ('no-id@example.vn', 'https://vneid.example', 'sub-3');
      `);

      await migrate(db, { migrationsFolder: migrationsDir });
      const { rows } = await client.query<{
        email: string;
        vneid_subject: string | null;
        verified: boolean;
        disputed: boolean;
      }>(
        `select email, vneid_subject, citizen_pid_verified_at is not null as verified,
                citizen_pid_disputed_at is not null as disputed
           from users order by email`,
      );
      expect(rows).toEqual([
        { email: 'declared@example.vn', vneid_subject: null, verified: false, disputed: false },
        { email: 'linked@example.vn', vneid_subject: 'sub-1', verified: true, disputed: false },
        { email: 'no-id@example.vn', vneid_subject: 'sub-3', verified: false, disputed: false },
      ]);
    } finally {
      await client.close();
    }
  });
});
