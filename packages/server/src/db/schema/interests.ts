import { INTEREST_STATUSES } from '@portal/shared/interests';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { proposals } from './submissions.ts';
import { users } from './users.ts';

/**
 * Bày tỏ quan tâm: a signed-in person's interest in a product or need on the
 * marketplace: exactly one of `product_id` (a published product) and `proposal_id` (a public
 * proposal of kind `need`, whose author is its owner) is set. pending -> forwarded (staff) -> accepted | declined (the owner); pending -> closed
 * (staff, with a note). Neither side's contact is shown to the other before `accepted`.
 */
export const productInterests = pgTable(
  'product_interests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, { onDelete: 'cascade' }),
    proposalId: bigint('proposal_id', { mode: 'number' }).references(() => proposals.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A demand type 1–5 (packages/shared/src/products.ts), read from the interested side. */
    demandType: integer('demand_type').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: INTEREST_STATUSES }).notNull().default('pending'),
    /** The department's note when it forwarded or closed the interest. */
    staffNote: text('staff_note').notNull().default(''),
    /** The staff member who forwarded or closed it. */
    handledBy: bigint('handled_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** When the owner accepted or declined, or staff closed it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('product_interests_product').on(table.productId, table.status),
    index('product_interests_proposal').on(table.proposalId, table.status),
    index('product_interests_user').on(table.userId, table.id.desc()),
    index('product_interests_status').on(table.status, table.id.desc()),
    // One open interest per person and product (or need): a double click or a second try is a 409, not a second row.
    uniqueIndex('product_interests_open')
      .on(table.productId, table.userId)
      .where(sql`${table.status} in ('pending', 'forwarded')`),
    uniqueIndex('product_interests_open_need')
      .on(table.proposalId, table.userId)
      .where(sql`${table.status} in ('pending', 'forwarded')`),
    check('product_interests_one_subject', sql`num_nonnulls(${table.productId}, ${table.proposalId}) = 1`),
    check(
      'product_interests_status_check',
      sql`${table.status} in ('pending', 'forwarded', 'accepted', 'declined', 'closed')`,
    ),
    check('product_interests_demand_check', sql`${table.demandType} between 1 and 5`),
  ],
);
