import type { Kysely, Migration } from 'kysely';

const CERTIFICATE_COLUMNS = [
  ['certificate_file_name', 'text'],
  ['certificate_original_name', 'text'],
  ['certificate_mime_type', 'text'],
  ['certificate_size', 'integer'],
] as const;

/**
 * Leave (docs/product.md#leave): each person works from an office (Seattle until an admin says otherwise),
 * each office keeps a holiday calendar that leave requests do not count (one holiday per office and date),
 * a sick-leave request may carry a medical certificate (a generated name under DATA_DIR/uploads), and a
 * cancelled request keeps when it was cancelled.
 */
export const leaveHolidays: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('office', 'text', (col) => col.notNull().defaultTo('seattle'))
      .execute();
    await db.schema
      .createTable('office_holidays')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('office', 'text', (col) => col.notNull())
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('created_by', 'text')
      .execute();
    await db.schema
      .createIndex('office_holidays_office_date')
      .on('office_holidays')
      .columns(['office', 'date'])
      .unique()
      .execute();
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    for (const [column, type] of CERTIFICATE_COLUMNS) {
      await db.schema.alterTable('leave_requests').addColumn(column, type).execute();
    }
    await db.schema.alterTable('leave_requests').addColumn('cancelled_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('leave_requests').dropColumn('cancelled_at').execute();
    for (const [column] of [...CERTIFICATE_COLUMNS].reverse()) {
      await db.schema.alterTable('leave_requests').dropColumn(column).execute();
    }
    await db.schema.dropTable('office_holidays').execute();
    await db.schema.alterTable('users').dropColumn('office').execute();
  },
};
