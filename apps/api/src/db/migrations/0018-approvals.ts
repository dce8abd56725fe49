import type { Kysely, Migration } from 'kysely';

const DECIDED_TABLES = ['time_sheets', 'leave_requests', 'expenses'] as const;

/**
 * Approvals (docs/product.md#back-office): time sheets, leave requests and claims keep who decided, when
 * and why (a rejection's reason); a claim keeps when it was paid. The approvals page lists each table's
 * waiting rows oldest first, so an index on (status, created_at) serves that list without a scan.
 * Tables listed here rather than imported: a migration is frozen.
 */
export const approvals: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    for (const table of DECIDED_TABLES) {
      await db.schema.alterTable(table).addColumn('decided_by', 'text').execute();
      await db.schema.alterTable(table).addColumn('decided_at', 'text').execute();
      await db.schema.alterTable(table).addColumn('decision_reason', 'text').execute();
      await db.schema.createIndex(`${table}_waiting`).on(table).columns(['status', 'created_at']).execute();
    }
    await db.schema.alterTable('expenses').addColumn('paid_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('expenses').dropColumn('paid_at').execute();
    for (const table of DECIDED_TABLES) {
      await db.schema.dropIndex(`${table}_waiting`).execute();
      await db.schema.alterTable(table).dropColumn('decision_reason').execute();
      await db.schema.alterTable(table).dropColumn('decided_at').execute();
      await db.schema.alterTable(table).dropColumn('decided_by').execute();
    }
  },
};
