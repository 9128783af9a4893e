import { z } from 'zod';

/** Where things live inside an archive: `manifest.json`, `database/<file>` and `files/<path under DATA_DIR>`. */
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const FILES_FOLDER = 'files';

/** A path under DATA_DIR as the archive keeps it: relative, `/`-separated, never leaving the folder. */
export const SafeRelativePath = z
  .string()
  .min(1)
  .refine(
    (value) =>
      !value.startsWith('/') &&
      !value.includes('\\') &&
      !value.includes('\0') &&
      value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
    'not a safe relative path',
  );

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ManifestSchema = z.object({
  format: z.literal('portal-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  /** The version of the server package that made the archive. */
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The dump inside `database/`: `pglite.tar` (PGlite.dumpDataDir) or `postgres.dump` (pg_dump -Fc). */
    file: z.enum(['pglite.tar', 'postgres.dump']),
    size: z.number().int().nonnegative(),
    sha256: Sha256,
    /** The last migration applied (its tag in drizzle/meta/_journal.json, or null when unknown). */
    latestMigration: z.object({ tag: z.string().nullable(), createdAt: z.number() }).nullable(),
    /** Rows per table, `schema.table` → count, read in the same snapshot as the dump. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  /** Every file of DATA_DIR except the embedded database: uploads, outbox, generated secrets… */
  files: z.array(z.object({ path: SafeRelativePath, size: z.number().int().nonnegative(), sha256: Sha256 })),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type DatabaseKind = Manifest['database']['kind'];
