import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { type Settings, SettingsSchema } from '@portal/shared/settings';
import { FIRST_ADMIN_NAME } from '@portal/shared/setup';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { s3SettingsOf } from '../storage/s3-files.ts';
import { createUploadStore } from '../storage/uploads.ts';
import type { Database } from './client.ts';
import { demoSettings } from './demo/settings.ts';
import { demoTablesEmpty, markDemoRecords } from './demo.ts';
import { settings } from './schema/settings.ts';
import { users } from './schema/users.ts';
import { seedAdoptedDossiers, seedCatalogue, seedNews, seedPagesToWrite, seedStaticPages } from './seed-content.ts';
import { seedDocumentFiles } from './seed-document-files.ts';
import { seedPostCovers } from './seed-post-covers.ts';

export { demoSettings };

/**
 * Brings an empty database to a usable portal: site settings, the first staff
 * account and the demo content. Safe to run on every start: nothing that exists
 * is changed. `restart`: this release has started on the database before, which seeded the demo
 * as SEED_DEMO_CONTENT said then (it counts at the first start, docs/OPERATIONS.md): a restart
 * skips the demo's checks, ~150 ms of the embedded database's cold start (docs/PERFORMANCE.md);
 * an upgrade still adds what the new release's demo has.
 */
export async function seedDatabase(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
  { restart = false }: { restart?: boolean } = {},
): Promise<void> {
  // A department's own database starts from the schema's defaults (a generic site name, empty
  // contacts) for its staff to fill; only the demo names the fictional province.
  await seedSettings(db, config.SEED_DEMO_CONTENT ? demoSettings : SettingsSchema.parse({}));
  await seedFirstAdmin(db, config, log);
  // Once taken out (db/demo.ts), the demo is not seeded again, whatever SEED_DEMO_CONTENT says.
  const [removed] = await db.select().from(settings).where(eq(settings.key, 'demo_removed'));
  if (!config.SEED_DEMO_CONTENT || removed?.value === true) {
    await seedPagesToWrite(db);
    return;
  }
  if (restart) return;
  // Into empty tables the seed writes the demo alone: what it wrote is marked, to be taken out in one step.
  const fresh = await demoTablesEmpty(db);
  await seedNews(db);
  await seedStaticPages(db);
  await seedCatalogue(db);
  await seedAdoptedDossiers(db);
  if (fresh) await markDemoRecords(db);
  const started = performance.now();
  const store = createUploadStore(config.DATA_DIR, s3SettingsOf(config));
  const [files, covers] = await Promise.all([seedDocumentFiles(db, store), seedPostCovers(db, store)]).finally(() =>
    store.close(),
  );
  if (files + covers > 0) {
    log.info(
      { files, covers, ms: Math.round(performance.now() - started) },
      'demo document files and covers generated',
    );
  }
}

/** Writes the settings not stored yet; those stored stay as they are. */
export async function seedSettings(db: Database, values: Settings): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(values).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}

async function seedFirstAdmin(db: Database, config: Config, log: FastifyBaseLogger) {
  const [existingAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existingAdmin) return;

  const generated = config.ADMIN_PASSWORD ? undefined : `${randomBytes(12).toString('base64url')}Aa1!`;
  // A department's installation: the password in the configuration (or the log) serves the
  // first sign-in only, which then asks for a new one and the administrator's real name. The
  // demo's documented account, for those trying the portal out, is left as it is.
  const initialOnly = config.NODE_ENV === 'production' || !config.SEED_DEMO_CONTENT;
  const [created] = await db
    .insert(users)
    .values({
      email: config.ADMIN_EMAIL.toLowerCase(),
      passwordHash: await hash(config.ADMIN_PASSWORD ?? generated ?? ''),
      fullName: FIRST_ADMIN_NAME,
      role: 'admin',
      // The operator chose the address in the configuration.
      emailConfirmedAt: new Date(),
      mustChangePassword: initialOnly,
      initialPassword: initialOnly,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });

  if (!created) {
    log.warn(
      { email: config.ADMIN_EMAIL },
      'ADMIN_EMAIL belongs to an account that is not an admin; no admin was created',
    );
  } else if (generated) {
    // Printed this once, on the console only, so that the first operator can sign in.
    log.warn(
      `First admin account created: ${config.ADMIN_EMAIL} with the generated password ${generated} (change it after signing in)`,
    );
  } else {
    log.info({ email: config.ADMIN_EMAIL }, 'first admin account created');
  }
}
