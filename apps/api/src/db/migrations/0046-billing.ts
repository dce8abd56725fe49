import type { Kysely, Migration } from 'kysely';

/**
 * Billing (docs/product.md#billing): clients, placements and their dated rates, invoices and credit notes with
 * their lines, taxes and payments, the counters of the number series, and which approved hours and claims
 * each invoice bills. Money columns hold integer minor units (bigint); hours are integer hundredths.
 */
export const billing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('clients')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      // The name trimmed and lower-cased: two clients never differ only in case or spaces.
      .addColumn('name_key', 'text', (col) => col.notNull().unique())
      /** One address a line. */
      .addColumn('billing_emails', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('country', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('gstin', 'text')
      .addColumn('sac', 'text', (col) => col.notNull())
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('payment_terms_days', 'integer', (col) => col.notNull())
      .addColumn('invoice_period', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('created_by', 'text')
      // Set by each generation of its invoices, in the generation's first statement (which serialises two).
      .addColumn('generated_at', 'text')
      .execute();

    await db.schema
      .createTable('placements')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('client_id', 'text', (col) => col.notNull().references('clients.id'))
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('project', 'text', (col) => col.notNull())
      /** The project's name trimmed and lower-cased, as time sheet rows are matched to it. */
      .addColumn('project_key', 'text', (col) => col.notNull())
      .addColumn('pay_type', 'text', (col) => col.notNull())
      .addColumn('vendor_user_id', 'text', (col) => col.references('users.id'))
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('end_date', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('created_by', 'text')
      .execute();
    await db.schema
      .createIndex('placements_user')
      .on('placements')
      .columns(['user_id', 'project_key'])
      .execute();
    await db.schema.createIndex('placements_client').on('placements').column('client_id').execute();

    // A rate change adds a period from its date on; the days before it keep the earlier period's rates.
    await db.schema
      .createTable('placement_rates')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('placement_id', 'text', (col) => col.notNull().references('placements.id'))
      .addColumn('effective_from', 'text', (col) => col.notNull())
      .addColumn('bill_rate', 'bigint', (col) => col.notNull())
      .addColumn('pay_rate', 'bigint', (col) => col.notNull())
      .addColumn('overtime_bill_rate', 'bigint')
      .addColumn('overtime_pay_rate', 'bigint')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('created_by', 'text')
      .addUniqueConstraint('placement_rates_from', ['placement_id', 'effective_from'])
      .execute();

    await db.schema
      .createTable('invoices')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('client_id', 'text', (col) => col.notNull().references('clients.id'))
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('number', 'text', (col) => col.unique())
      .addColumn('period_end', 'text')
      .addColumn('issue_date', 'text')
      .addColumn('due_date', 'text')
      .addColumn('subtotal', 'bigint', (col) => col.notNull())
      .addColumn('tax_total', 'bigint', (col) => col.notNull())
      .addColumn('total', 'bigint', (col) => col.notNull())
      .addColumn('paid', 'bigint', (col) => col.notNull())
      .addColumn('credited', 'bigint', (col) => col.notNull())
      .addColumn('credited_invoice_id', 'text', (col) => col.references('invoices.id'))
      .addColumn('tax_note', 'text')
      /** The issuing office and the client as they were at issue (JSON): an issued invoice never changes. */
      .addColumn('parties', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('issued_at', 'text')
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema.createIndex('invoices_client').on('invoices').columns(['client_id', 'status']).execute();
    await db.schema.createIndex('invoices_created').on('invoices').columns(['created_at', 'id']).execute();

    await db.schema
      .createTable('invoice_lines')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('invoice_id', 'text', (col) => col.notNull().references('invoices.id'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('user_id', 'text')
      .addColumn('week_start', 'text')
      .addColumn('hours', 'bigint')
      .addColumn('rate', 'bigint')
      .addColumn('amount', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('invoice_lines_invoice').on('invoice_lines').column('invoice_id').execute();

    await db.schema
      .createTable('invoice_taxes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('invoice_id', 'text', (col) => col.notNull().references('invoices.id'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('basis_points', 'integer', (col) => col.notNull())
      .addColumn('amount', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('invoice_taxes_invoice').on('invoice_taxes').column('invoice_id').execute();

    await db.schema
      .createTable('invoice_payments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('invoice_id', 'text', (col) => col.notNull().references('invoices.id'))
      .addColumn('amount', 'bigint', (col) => col.notNull())
      .addColumn('paid_on', 'text', (col) => col.notNull())
      .addColumn('reference', 'text', (col) => col.notNull())
      .addColumn('recorded_at', 'text', (col) => col.notNull())
      .addColumn('recorded_by', 'text')
      .execute();
    await db.schema
      .createIndex('invoice_payments_invoice')
      .on('invoice_payments')
      .column('invoice_id')
      .execute();

    // The hours of one consultant's project on one day each invoice bills. The first billing of a day is
    // sequence 0, each later difference (hours approved after it) the next: two invoices can never both take
    // the same sequence of the same day, even when two processes generate at once.
    await db.schema
      .createTable('invoiced_days')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('invoice_id', 'text', (col) => col.notNull().references('invoices.id'))
      .addColumn('placement_id', 'text', (col) => col.notNull().references('placements.id'))
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('project_key', 'text', (col) => col.notNull())
      .addColumn('work_date', 'text', (col) => col.notNull())
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .addColumn('regular_hours', 'integer', (col) => col.notNull())
      .addColumn('overtime_hours', 'integer', (col) => col.notNull())
      .addUniqueConstraint('invoiced_days_once', ['user_id', 'project_key', 'work_date', 'sequence'])
      .execute();
    await db.schema.createIndex('invoiced_days_invoice').on('invoiced_days').column('invoice_id').execute();

    // A claim billed to a client at cost is on one invoice only.
    await db.schema
      .createTable('invoiced_claims')
      .addColumn('expense_id', 'text', (col) => col.primaryKey().references('expenses.id'))
      .addColumn('invoice_id', 'text', (col) => col.notNull().references('invoices.id'))
      .execute();
    await db.schema
      .createIndex('invoiced_claims_invoice')
      .on('invoiced_claims')
      .column('invoice_id')
      .execute();

    // The last number given in each series ("SMUS-2026-", "SMIN/26-27/"): taken in the issuing transaction.
    await db.schema
      .createTable('invoice_counters')
      .addColumn('series', 'text', (col) => col.primaryKey())
      .addColumn('last_number', 'integer', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'invoice_counters',
      'invoiced_claims',
      'invoiced_days',
      'invoice_payments',
      'invoice_taxes',
      'invoice_lines',
      'invoices',
      'placement_rates',
      'placements',
      'clients',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
