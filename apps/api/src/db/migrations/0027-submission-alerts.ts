import type { Kysely, Migration } from 'kysely';

/**
 * A stored submission writes ONE outbox row: its confirmation, carrying the staff alert to fan out
 * (docs/decisions/0008-e-mail-outbox.md). The worker that claims the row writes one alert row per recipient
 * (`alert_to`, or every active recruiter and admin when null) and clears these columns, all in one
 * transaction, so the form's POST never reads the staff list.
 */
export const submissionAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable('mail_outbox').addColumn('alert_subject', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('alert_body', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('alert_to', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').dropColumn('alert_to').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('alert_body').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('alert_subject').execute();
  },
};
