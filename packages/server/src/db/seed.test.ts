import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestDatabase } from '../test/helper.ts';
import { bigProblems, documents, indicators, indicatorValues, products, solutions } from './schema/catalogue.ts';
import { categories, posts, staticPages } from './schema/content.ts';
import { faqs } from './schema/engagement.ts';
import { settings } from './schema/settings.ts';
import { users } from './schema/users.ts';
import { seedDatabase } from './seed.ts';

function memoryLog() {
  const lines: string[] = [];
  const write = (...args: unknown[]) => {
    lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
  };
  const log = { info: write, warn: write, error: write, debug: write, trace: write, fatal: write, level: 'info' };
  return { lines, log: { ...log, child: () => log, silent: write } as never };
}

describe('seedDatabase', () => {
  const test = useTestDatabase();

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, and the settings', async () => {
    const config = testConfig({
      ADMIN_EMAIL: 'Giamdoc@SoKHCN.test',
      ADMIN_PASSWORD: 'Matkhau@Manh1',
      SEED_DEMO_CONTENT: 'true',
    });
    const { lines, log } = memoryLog();
    await seedDatabase(test.current().db, config, log);

    const admins = await test.current().db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0]?.email).toBe('giamdoc@sokhcn.test');
    expect(await verify(admins[0]?.passwordHash ?? '', 'Matkhau@Manh1')).toBe(true);
    expect(admins[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    // The demo's documented account, outside production, is not asked for a new password.
    expect(admins[0]?.mustChangePassword).toBe(false);
    expect(lines.join('\n')).not.toContain('Matkhau@Manh1');
    expect((await test.current().db.select().from(settings)).length).toBeGreaterThanOrEqual(10);
  });

  it('seeds the demo news: 6 categories and 60 published posts, bodies sanitised', async () => {
    const db = test.current().db;
    expect(await db.$count(categories)).toBe(6);
    expect(await db.$count(posts)).toBe(60);
    const [post] = await db.select().from(posts).limit(1);
    expect(post?.status).toBe('published');
    expect(post?.body).not.toMatch(/<script|style=/);
  });

  it('seeds the demo catalogue: products, big problems with solutions, indicators, documents, FAQs', async () => {
    const db = test.current().db;
    expect(await db.$count(products)).toBe(30);
    expect(await db.$count(bigProblems)).toBe(8);
    expect(await db.$count(solutions)).toBeGreaterThan(8);
    expect(await db.$count(indicators)).toBe(8);
    expect(await db.$count(indicatorValues)).toBeGreaterThan(8 * 4);
    expect(await db.$count(documents)).toBe(40);
    expect(await db.$count(documents, eq(documents.internal, true))).toBe(8);
    expect(await db.$count(faqs)).toBe(20);
  });

  it('changes nothing when run again', async () => {
    await test.current().db.update(settings).set({ value: false }).where(eq(settings.key, 'contact'));
    const before = await test.current().db.select().from(users);
    await seedDatabase(
      test.current().db,
      testConfig({ ADMIN_EMAIL: 'khac@sokhcn.test', SEED_DEMO_CONTENT: 'true' }),
      memoryLog().log,
    );
    expect(await test.current().db.select().from(users)).toEqual(before);
    expect(await test.current().db.$count(posts)).toBe(60);
    expect(await test.current().db.$count(products)).toBe(30);
    expect(await test.current().db.$count(documents)).toBe(40);
    const [contact] = await test.current().db.select().from(settings).where(eq(settings.key, 'contact'));
    expect(contact?.value).toBe(false);
  });

  it('skips the demo on a restart of a release that already started here; its first start adds what is missing', async () => {
    const { db } = test.current();
    const config = testConfig({ SEED_DEMO_CONTENT: 'true' });
    const [page] = await db.select().from(staticPages).where(eq(staticPages.slug, 'propose-introduce'));
    await db.delete(staticPages).where(eq(staticPages.id, page?.id ?? 0));
    await seedDatabase(db, config, memoryLog().log, { restart: true });
    expect(await db.$count(staticPages, eq(staticPages.slug, page?.slug ?? ''))).toBe(0);
    await seedDatabase(db, config, memoryLog().log, { restart: false });
    expect(await db.$count(staticPages, eq(staticPages.slug, page?.slug ?? ''))).toBe(1);
  });
});

describe('seedDatabase without ADMIN_PASSWORD', () => {
  const test = useTestDatabase();

  it('generates a strong password and prints it once', async () => {
    const config = { ...testConfig(), ADMIN_PASSWORD: undefined };
    const first = memoryLog();
    await seedDatabase(test.current().db, config, first.log);
    const line = first.lines.find((text) => text.includes('generated password'));
    const password = line?.match(/generated password (\S+)/)?.[1] ?? '';
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16,}$/);
    const [admin] = await test.current().db.select().from(users).where(eq(users.role, 'admin'));
    expect(await verify(admin?.passwordHash ?? '', password)).toBe(true);
    // A department's installation (no demo): the first sign-in sets a new password.
    expect(admin?.mustChangePassword).toBe(true);

    const second = memoryLog();
    await seedDatabase(test.current().db, config, second.log);
    expect(second.lines.join('\n')).not.toContain('generated password');
  });
});
