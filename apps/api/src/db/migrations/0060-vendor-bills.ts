import type { Kysely, Migration } from 'kysely';

/**
 * Pay and margin (docs/product.md#pay-and-margin): vendor bills, one per partner paid for C2C placements and
 * period, with their lines and the approved hours each takes; and the cost rate of a salaried placement.
 * Money columns hold integer minor units (bigint); hours are integer hundredths.
 */
export const vendorBills: Migration = {
  async up(db: Kysely<unknown>) {
    // What an hour of a salaried consultant costs the firm (margin); null for the other pay types.
    await db.schema.alterTable('placements').addColumn('cost_rate', 'bigint').execute();

    await db.schema
      .createTable('vendor_bills')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('vendor_user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('period_end', 'text', (col) => col.notNull())
      .addColumn('total', 'bigint', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('approved_at', 'text')
      .addColumn('paid_at', 'text')
      .execute();
    await db.schema
      .createIndex('vendor_bills_vendor')
      .on('vendor_bills')
      .columns(['vendor_user_id', 'status'])
      .execute();
    await db.schema
      .createIndex('vendor_bills_created')
      .on('vendor_bills')
      .columns(['created_at', 'id'])
      .execute();

    await db.schema
      .createTable('vendor_bill_lines')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('vendor_bill_id', 'text', (col) => col.notNull().references('vendor_bills.id'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('user_id', 'text')
      .addColumn('week_start', 'text')
      .addColumn('hours', 'bigint')
      .addColumn('rate', 'bigint')
      .addColumn('amount', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('vendor_bill_lines_bill')
      .on('vendor_bill_lines')
      .column('vendor_bill_id')
      .execute();

    // The approved hours of one consultant's project on one day each vendor bill pays, as invoiced_days does
    // for invoices: two vendor bills can never take the same sequence of the same day.
    await db.schema
      .createTable('vendor_billed_days')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('vendor_bill_id', 'text', (col) => col.notNull().references('vendor_bills.id'))
      .addColumn('placement_id', 'text', (col) => col.notNull().references('placements.id'))
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('project_key', 'text', (col) => col.notNull())
      .addColumn('work_date', 'text', (col) => col.notNull())
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .addColumn('regular_hours', 'integer', (col) => col.notNull())
      .addColumn('overtime_hours', 'integer', (col) => col.notNull())
      .addUniqueConstraint('vendor_billed_days_once', ['user_id', 'project_key', 'work_date', 'sequence'])
      .execute();
    await db.schema
      .createIndex('vendor_billed_days_bill')
      .on('vendor_billed_days')
      .column('vendor_bill_id')
      .execute();

    // The margin report reads issued invoices' lines by week.
    await db.schema
      .createIndex('invoice_lines_week')
      .on('invoice_lines')
      .columns(['week_start', 'invoice_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('invoice_lines_week').execute();
    for (const table of ['vendor_billed_days', 'vendor_bill_lines', 'vendor_bills']) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('placements').dropColumn('cost_rate').execute();
  },
};
