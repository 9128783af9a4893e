import type { AuditLine } from '@portal/shared/admin';
import { type AuditAction, auditActionLabels } from '@portal/shared/field-labels';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { staffAudit } from '../db/schema/admin.ts';
import type { users } from '../db/schema/users.ts';
import { escapeLike } from '../db/search.ts';

type Executor = Pick<Database, 'insert'>;

/** Keys never written to the audit log, whatever the record: secrets and identity numbers. */
const SECRET_KEY = /password|secret|token|hash|citizen_?pid|totp/i;
/** Long text (a post's body) is cut: the log shows what changed, not a copy of the site. */
const MAX_TEXT = 4000;

/** A record as the audit log keeps it: secrets removed, long text shortened, dates as ISO text. */
export function auditable(record: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!record) return null;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (SECRET_KEY.test(key)) continue;
    if (value instanceof Date) kept[key] = value.toISOString();
    else if (typeof value === 'string' && value.length > MAX_TEXT) kept[key] = `${value.slice(0, MAX_TEXT)}…`;
    else kept[key] = value;
  }
  return kept;
}

export interface AuditEntry {
  action: AuditAction;
  resource: string;
  recordId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records one staff write, inside the write's own transaction: a write that rolls back leaves
 * no line, and no write happens without its line.
 */
export async function recordStaffWrite(
  executor: Executor,
  actor: Pick<typeof users.$inferSelect, 'id' | 'email' | 'role'>,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  // The log's screen and its export name every action in words: one without a label is a bug.
  if (!Object.hasOwn(auditActionLabels, entry.action))
    throw new Error(`The audit log has no label for ${entry.action}`);
  await executor.insert(staffAudit).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    resource: entry.resource,
    recordId: String(entry.recordId),
    before: auditable(entry.before),
    after: auditable(entry.after),
    at,
  });
}

/** The filters of the audit log list. */
export function auditFilters(filter: Record<string, unknown> | undefined): SQL | undefined {
  const text = (key: string) =>
    typeof filter?.[key] === 'string' && filter[key] !== '' ? String(filter[key]) : undefined;
  const actor = Number(filter?.actor_id);
  // A bound is a whole ISO date or time; text still being typed in the filter is no bound.
  const moment = (key: string) => {
    const value = text(key);
    return value && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)) ? new Date(value) : undefined;
  };
  const [from, to] = [moment('from'), moment('to')];
  return and(
    text('resource') ? eq(staffAudit.resource, text('resource') as string) : undefined,
    text('action') ? eq(staffAudit.action, text('action') as string) : undefined,
    text('record_id') ? eq(staffAudit.recordId, text('record_id') as string) : undefined,
    Number.isSafeInteger(actor) && actor > 0 ? eq(staffAudit.actorId, actor) : undefined,
    text('q') ? sql`${staffAudit.actorEmail} ilike ${`%${escapeLike(text('q') as string)}%`}` : undefined,
    from ? gte(staffAudit.at, from) : undefined,
    to ? lte(staffAudit.at, to) : undefined,
  );
}

/** A line of the audit log as the back office reads it (its list and its export). */
export const presentAuditLine = (row: typeof staffAudit.$inferSelect): AuditLine => ({
  id: row.id,
  actor_id: row.actorId,
  actor_email: row.actorEmail,
  actor_role: row.actorRole,
  action: row.action,
  resource: row.resource,
  record_id: row.recordId,
  before: row.before,
  after: row.after,
  at: row.at.toISOString(),
});

export const auditOrder = [desc(staffAudit.at), desc(staffAudit.id)];
/** The audit log's sorts: the back office's default (`at`, newest first) and the line's number. */
export const auditSortable = { at: staffAudit.at, id: staffAudit.id };
