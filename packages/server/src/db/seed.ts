import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { defaultHomeSections } from '@portal/shared/home-layout';
import { MENU_SECTIONS } from '@portal/shared/menus';
import { type Settings, SettingsSchema } from '@portal/shared/settings';
import { FIRST_ADMIN_NAME } from '@portal/shared/setup';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { s3SettingsOf } from '../storage/s3-files.ts';
import { createUploadStore } from '../storage/uploads.ts';
import type { Database } from './client.ts';
import { settings } from './schema/settings.ts';
import { users } from './schema/users.ts';
import { seedAdoptedDossiers, seedCatalogue, seedNews, seedPagesToWrite, seedStaticPages } from './seed-content.ts';
import { seedDocumentFiles } from './seed-document-files.ts';

/** The department's public data shown in the footer and on the contact page (demo values, edited by staff). */
export const demoSettings: Settings = {
  site_name: 'Cổng thông tin Nghị quyết 57 tỉnh Sông Lam',
  question_and_answer: true,
  contact: true,
  vneid_enabled: true,
  managing_agency: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
  address: 'Số 18 đường Lê Hồng Phong, phường Trung Tâm, tỉnh Sông Lam',
  phone: '0238 3 844 557',
  email: 'nghiquyet57@sokhcn.songlam.gov.vn',
  partner: 'Trung tâm Đổi mới sáng tạo tỉnh Sông Lam',
  facebook_url: '',
  youtube_url: '',
  deadline_days_proposals: 15,
  deadline_days_ideas: 15,
  deadline_days_solutions: 15,
  deadline_days_questions: 7,
  deadline_days_feedback: 7,
  department_short_name: 'Sở KH&CN tỉnh Sông Lam',
  title_suffix: 'Cổng thông tin Nghị quyết 57',
  primary_color: '#0b4f9c',
  accent_color: '#ffd54a',
  logo_url: '',
  favicon_url: '',
  share_image_url: '',
  menu: MENU_SECTIONS.map((section) => ({ route: section.route, label: section.label, href: '' })),
  footer_links: [],
  banner_title: '',
  banner_text: '',
  banner_image: '',
  banner_link_label: '',
  banner_link_href: '',
  home_sections: defaultHomeSections(),
};

/**
 * Brings an empty database to a usable portal: site settings, the first staff
 * account and the demo content. Safe to run on every start: nothing that exists
 * is changed.
 */
export async function seedDatabase(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  // A department's own database starts from the schema's defaults (a generic site name, empty
  // contacts) for its staff to fill; only the demo names the fictional province.
  await seedSettings(db, config.SEED_DEMO_CONTENT ? demoSettings : SettingsSchema.parse({}));
  await seedFirstAdmin(db, config, log);
  if (!config.SEED_DEMO_CONTENT) {
    await seedPagesToWrite(db);
    return;
  }
  await seedNews(db);
  await seedStaticPages(db);
  await seedCatalogue(db);
  await seedAdoptedDossiers(db);
  const started = performance.now();
  const store = createUploadStore(config.DATA_DIR, s3SettingsOf(config));
  const files = await seedDocumentFiles(db, store).finally(() => store.close());
  if (files > 0) log.info({ files, ms: Math.round(performance.now() - started) }, 'demo document files generated');
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
  const [created] = await db
    .insert(users)
    .values({
      email: config.ADMIN_EMAIL.toLowerCase(),
      passwordHash: await hash(config.ADMIN_PASSWORD ?? generated ?? ''),
      fullName: FIRST_ADMIN_NAME,
      role: 'admin',
      // The operator chose the address in the configuration.
      emailConfirmedAt: new Date(),
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
