import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../test/migrations.ts';

/**
 * Migration 0014 on a database that has accounts: nobody is unlinked from VNeID, the
 * linked accounts' citizen IDs count as verified (VNeID gave or matched them), declared ones do not.
 */
describe('migration 0014_vneid_verified_ids', () => {
  it('keeps every VNeID link and marks only the linked accounts’ citizen IDs verified', async () => {
    await acrossMigration(
      '0014_vneid_verified_ids',
      (client) =>
        client.exec(`
          insert into users (email, vneid_issuer, vneid_subject, citizen_pid_hash, citizen_pid_last4)
            values ('linked@example.vn', 'https://vneid.example', 'sub-1', 'hash-1', '1234');
          insert into users (email, password_hash, citizen_pid_hash, citizen_pid_last4)
            values ('declared@example.vn', 'x', 'hash-2', '5678');
          insert into users (email, vneid_issuer, vneid_subject) values ('no-id@example.vn', 'https://vneid.example', 'sub-3');
        `),
      async (client) => {
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
      },
    );
  });
});
