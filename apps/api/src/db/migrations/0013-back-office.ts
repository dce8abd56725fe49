import type { Kysely, Migration } from 'kysely';

/**
 * The back office (docs/product.md#back-office): accounts get a state, staff roles and a manager;
 * inquiries get a status and an assignee; notes and the history of changes of any record; the audit log;
 * and the e-mail outbox, written in the transaction of the record that causes each message.
 */
export const backOffice: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema
      .alterTable('users')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('staff_roles', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('users').addColumn('manager_id', 'text').execute();
    await db.schema.alterTable('users').addColumn('status_changed_at', 'text').execute();

    for (const table of ['contact_messages', 'candidate_leads']) {
      await db.schema
        .alterTable(table)
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
        .execute();
    }
    for (const table of ['contact_messages', 'candidate_leads', 'job_applications']) {
      await db.schema.alterTable(table).addColumn('assigned_to', 'text').execute();
      await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
    }

    await db.schema
      .createTable('record_notes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('record_kind', 'text', (col) => col.notNull())
      .addColumn('record_id', 'text', (col) => col.notNull())
      .addColumn('author_id', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('record_notes_record')
      .on('record_notes')
      .columns(['record_kind', 'record_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('record_changes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('record_kind', 'text', (col) => col.notNull())
      .addColumn('record_id', 'text', (col) => col.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('field', 'text', (col) => col.notNull())
      .addColumn('old_value', 'text')
      .addColumn('new_value', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('record_changes_record')
      .on('record_changes')
      .columns(['record_kind', 'record_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_name', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('record_kind', 'text', (col) => col.notNull())
      .addColumn('record_id', 'text')
      .addColumn('record_label', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('cause_kind', 'text', (col) => col.notNull())
      .addColumn('cause_id', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (col) => col.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema
      .createIndex('mail_outbox_due')
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('mail_outbox_cause')
      .on('mail_outbox')
      .columns(['cause_kind', 'cause_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['mail_outbox', 'audit_log', 'record_changes', 'record_notes']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
