import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * E-mail attachments (an invoice's PDF, an interview's invitation) stored with their message, in its
 * transaction: a crash after the commit sends them with it, never without them. `mail_outbox.attachments`
 * counts them, so that the worker reads attachments only for the messages that have some; the bytes are
 * deleted when the message is sent (as its text is emptied) and with the message (an erasure).
 */
export const mailAttachments: Migration = {
  async up(db: Kysely<unknown>) {
    const bytes = db.getExecutor().adapter instanceof SqliteAdapter ? sql`blob` : sql`bytea`;
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('attachments', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('mail_attachments')
      .addColumn('mail_id', 'text', (col) => col.notNull().references('mail_outbox.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('filename', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('content', bytes, (col) => col.notNull())
      .addPrimaryKeyConstraint('mail_attachments_pkey', ['mail_id', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mail_attachments').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  },
};
