import type { Kysely, Migration } from 'kysely';

/**
 * Support cases get answers (docs/product.md#back-office): a thread of messages between the author and the
 * staff, and the staff member the case is assigned to. Status changes and assignments are kept in
 * record_changes, like every other record's.
 */
export const caseThreads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('support_cases').addColumn('assigned_to', 'text').execute();
    await db.schema
      .createTable('case_messages')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('case_id', 'text', (col) => col.notNull().references('support_cases.id'))
      .addColumn('author_id', 'text', (col) => col.notNull())
      // 1 when a staff member wrote it, 0 when the case's author did.
      .addColumn('from_staff', 'integer', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('case_messages_case')
      .on('case_messages')
      .columns(['case_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('case_messages').execute();
    await db.schema.alterTable('support_cases').dropColumn('assigned_to').execute();
  },
};
