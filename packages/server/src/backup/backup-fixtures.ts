import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, queryRows } from '../db/client.ts';
import { bearer } from '../test/auth-helpers.ts';
import { proposalForm } from '../test/proposal-form.ts';

/**
 * What a backup must carry of a citizen's work: a proposal sent by `person` (signed in with
 * `token`) with one attachment of `bytes`. Answers the upload's and the proposal's ids.
 */
export async function proposalWithAttachment(
  portal: { app: FastifyInstance; database: { db: Database } },
  person: { email: string; token: string },
  bytes: Buffer,
): Promise<{ uploadId: string; proposalId: number }> {
  const [owner] = await queryRows<{ id: number }>(
    portal.database.db,
    sql`select id from users where email = ${person.email}`,
  );
  const file = await portal.app.context.uploadRecords.create(owner?.id ?? 0, 'attachment', bytes, {
    name: 'Thuyết minh.pdf',
    mime: 'application/pdf',
    extension: 'pdf',
  });
  const made = await portal.app.inject({
    method: 'POST',
    url: '/api/proposals',
    headers: bearer(person.token),
    payload: proposalForm({ attachments: [file.id] }),
  });
  if (made.statusCode !== 201) throw new Error(made.body);
  return { uploadId: file.id, proposalId: made.json().data.id as number };
}
