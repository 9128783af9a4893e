import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** True when the tests run on a PostgreSQL server (DATABASE_URL), false on PGlite. */
export const onPostgres = /^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '');

/**
 * A new, empty database (no migrations, unlike the test template) on the server of DATABASE_URL,
 * as a fresh installation finds it: `url` names it; `drop()` removes it, sessions still open included.
 */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('createEmptyDatabase needs DATABASE_URL (a PostgreSQL server)');
  const name = `portal_empty_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
