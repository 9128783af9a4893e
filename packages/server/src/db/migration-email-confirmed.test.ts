import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../test/migrations.ts';

/**
 * Migration 0026: the accounts made before addresses were confirmed count as proved (their owners
 * have been signing in by them), at the time they were made; a new account waits for its link.
 */
describe('migration 0026_email_confirmation', () => {
  it('counts every existing account as confirmed when it was made', async () => {
    await acrossMigration(
      '0026_email_confirmation',
      (client) =>
        client.exec(`
          insert into users (email, password_hash, created_at) values
            ('cu@example.vn', 'x', now() - interval '2 years'),
            ('vneid@example.vn', null, now() - interval '1 day');
        `),
      async (client) => {
        const { rows } = await client.query<{ email: string; same: boolean }>(
          'select email, email_confirmed_at = created_at as same from users order by id',
        );
        expect(rows).toEqual([
          { email: 'cu@example.vn', same: true },
          { email: 'vneid@example.vn', same: true },
        ]);
        await client.exec(`insert into users (email, password_hash) values ('moi@example.vn', 'x')`);
        const fresh = await client.query<{ confirmed: string | null }>(
          `select email_confirmed_at as confirmed from users where email = 'moi@example.vn'`,
        );
        expect(fresh.rows).toEqual([{ confirmed: null }]);
      },
    );
  });
});
