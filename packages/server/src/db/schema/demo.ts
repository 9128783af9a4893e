import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The records the demo seed wrote (db/demo.ts), by table and id: what `npm run demo -- --remove`
 * and the back office's "Xóa dữ liệu mẫu" take out, leaving the department's own work.
 */
export const demoRecords = pgTable(
  'demo_records',
  {
    tableName: text('table_name').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.recordId] })],
);
