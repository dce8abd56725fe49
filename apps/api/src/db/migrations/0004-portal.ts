import type { Kysely, Migration } from 'kysely';

/**
 * The signed-in portal: weekly time sheets with one row per project, leave requests, expense claims
 * with their stored receipt, support cases, and the personal details and address of a user.
 */
export const portal: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('time_sheets')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('week_start', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('total_hours', 'double precision', (col) => col.notNull())
      .addColumn('submitted_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('time_sheets_user_week', ['user_id', 'week_start'])
      .execute();

    let entries = db.schema
      .createTable('time_sheet_entries')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('time_sheet_id', 'text', (col) =>
        col.notNull().references('time_sheets.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('project', 'text', (col) => col.notNull());
    for (const day of TIME_SHEET_DAY_COLUMNS) {
      entries = entries.addColumn(day, 'double precision', (col) => col.notNull());
    }
    await entries.execute();
    await db.schema
      .createIndex('time_sheet_entries_sheet')
      .on('time_sheet_entries')
      .column('time_sheet_id')
      .execute();

    await db.schema
      .createTable('leave_requests')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('leave_type', 'text', (col) => col.notNull())
      .addColumn('from_date', 'text', (col) => col.notNull())
      .addColumn('to_date', 'text', (col) => col.notNull())
      .addColumn('days', 'double precision', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('leave_requests_user')
      .on('leave_requests')
      .columns(['user_id', 'from_date'])
      .execute();

    await db.schema
      .createTable('expenses')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('expense_date', 'text', (col) => col.notNull())
      .addColumn('category', 'text', (col) => col.notNull())
      .addColumn('amount', 'double precision', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('receipt_file_name', 'text', (col) => col.notNull())
      .addColumn('receipt_original_name', 'text', (col) => col.notNull())
      .addColumn('receipt_mime_type', 'text', (col) => col.notNull())
      .addColumn('receipt_size', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('expenses_user').on('expenses').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('support_cases')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('reference', 'text', (col) => col.notNull().unique())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('category', 'text', (col) => col.notNull())
      .addColumn('priority', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('support_cases_user')
      .on('support_cases')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('user_personal_details')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id'))
      .addColumn('date_of_birth', 'text', (col) => col.notNull())
      .addColumn('marital_status', 'text', (col) => col.notNull())
      .addColumn('emergency_contact_name', 'text', (col) => col.notNull())
      .addColumn('emergency_contact_phone', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('user_addresses')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id'))
      .addColumn('street', 'text', (col) => col.notNull())
      .addColumn('city', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('zip_code', 'text', (col) => col.notNull())
      .addColumn('country', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createIndex('portal_bench_candidates_owner')
      .on('bench_candidates')
      .columns(['owner_user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('portal_bench_candidates_owner').execute();
    for (const table of [
      'user_addresses',
      'user_personal_details',
      'support_cases',
      'expenses',
      'leave_requests',
      'time_sheet_entries',
      'time_sheets',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/** Hours per weekday, Monday first. */
const TIME_SHEET_DAY_COLUMNS = [
  'hours_mon',
  'hours_tue',
  'hours_wed',
  'hours_thu',
  'hours_fri',
  'hours_sat',
  'hours_sun',
] as const;
