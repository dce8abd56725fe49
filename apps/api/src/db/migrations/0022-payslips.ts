import type { Kysely, Migration } from 'kysely';

/**
 * Payslips (docs/product.md#back-office): one PDF per employee and month ('YYYY-MM'), uploaded by an admin
 * and read by its employee only. Uploading a month again replaces that month's row and file (the unique
 * index keeps one per month).
 */
export const payslips: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payslips')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('month', 'text', (col) => col.notNull())
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('original_name', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('uploaded_by', 'text', (col) => col.notNull())
      .addColumn('uploaded_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('payslips_user_month')
      .on('payslips')
      .columns(['user_id', 'month'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payslips').execute();
  },
};
