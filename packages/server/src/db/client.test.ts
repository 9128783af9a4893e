import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths.ts';
import { useTestDatabase } from '../test/helper.ts';
import { openDatabase, queryRows } from './client.ts';

describe('the database', () => {
  const test = useTestDatabase();

  it('has unaccent, so search can ignore Vietnamese diacritics', async () => {
    const [row] = await queryRows<{ plain: string }>(
      test.current().db,
      sql`select unaccent('Khoa học Đổi mới') as plain`,
    );
    expect(row?.plain).toBe('Khoa hoc Doi moi');
  });

  it('has pg_trgm, so search can match fragments', async () => {
    const [row] = await queryRows<{ score: number }>(
      test.current().db,
      sql`select similarity('chuyen doi so', 'chuyen doi so quoc gia') as score`,
    );
    expect(Number(row?.score)).toBeGreaterThan(0.4);
  });

  it('keeps a diacritics- and case-free search text for posts, matched by trigrams', async () => {
    const db = test.current().db;
    await db.execute(sql`insert into categories (slug, name) values ('khoa-hoc', 'Khoa học')`);
    await db.execute(
      sql`insert into posts (slug, category_id, title, summary) select 'dang-ky', id, 'Đăng ký nhiệm vụ KHOA HỌC', 'Đổi mới' from categories`,
    );
    const [row] = await queryRows<{ search_text: string }>(db, sql`select search_text from posts`);
    expect(row?.search_text).toBe('dang ky nhiem vu khoa hoc doi moi');
    const found = await queryRows<{ slug: string }>(
      db,
      sql`select slug from posts where search_text like '%' || lower(f_unaccent(${'khoa học'})) || '%'`,
    );
    expect(found.map((post) => post.slug)).toEqual(['dang-ky']);
  });

  it('keeps e-mail addresses unique whatever their case', async () => {
    await test.current().db.execute(sql`insert into users (email) values ('nguoidan@example.vn')`);
    await expect(
      test.current().db.execute(sql`insert into users (email) values ('NguoiDan@example.vn')`),
    ).rejects.toThrow();
  });

  it('applies each committed migration exactly once, also when opened again', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'));
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-pglite-'));
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const reopened = await openDatabase({ dataDir: dir });
        const [row] = await queryRows<{ count: number }>(
          reopened.db,
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        expect(Number(row?.count)).toBe(journal.entries.length);
        await reopened.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
