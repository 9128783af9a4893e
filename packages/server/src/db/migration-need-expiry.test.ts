import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../test/migrations.ts';

/**
 * Migration 0025 on a database that has needs: each public need with an author
 * gets its end, 12 months after its approval but never less than a month from the migration (the
 * reminder must be able to reach its author first); the rest never expire. Dates are relative to
 * the database's clock, so the test holds on any day.
 */
describe('migration 0025_need_expiry', () => {
  it('gives public needs with an author their end, and nothing else one', async () => {
    await acrossMigration(
      '0025_need_expiry',
      (client) =>
        client.exec(`
          insert into users (email, password_hash) values ('tacgia@example.vn', 'x');
          insert into products (slug, name, field, readiness_level, status)
            values ('may-say', 'Máy sấy', 'Nông nghiệp', 6, 'published');
          insert into proposals (author_id, title, proposal_kind, status, decided_at, product_id) values
            (1, 'as a product', 'need', 'published', now() - interval '2 months', 1);
          insert into proposals (author_id, title, proposal_kind, status, decided_at) values
            (1, 'recent', 'need', 'approved', now() - interval '2 months'),
            (1, 'old', 'need', 'published', now() - interval '3 years'),
            (null, 'no author', 'need', 'approved', now() - interval '2 months'),
            (1, 'product', 'product', 'approved', now() - interval '2 months'),
            (1, 'waiting', 'need', 'submitted', null);
        `),
      async (client) => {
        const { rows } = await client.query<{ title: string; ends: string }>(
          `select title, case
              when expires_at is null then 'never'
              when expires_at = decided_at + interval '12 months' then 'a year after approval'
              when abs(extract(epoch from expires_at - (now() + interval '1 month'))) < 60 then 'a month from now'
              else expires_at::text end as ends
             from proposals order by id`,
        );
        expect(rows).toEqual([
          { title: 'as a product', ends: 'never' },
          { title: 'recent', ends: 'a year after approval' },
          { title: 'old', ends: 'a month from now' },
          { title: 'no author', ends: 'never' },
          { title: 'product', ends: 'never' },
          { title: 'waiting', ends: 'never' },
        ]);
      },
    );
  });
});
