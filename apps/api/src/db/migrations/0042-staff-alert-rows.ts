import { sql, type Kysely, type Migration } from 'kysely';

/** STAFF_RECIPIENTS of the outbox repository, written out: a migration is frozen. */
const STAFF_RECIPIENTS = 'recruiters and admins';

/**
 * A submission's staff alert is a row of its own, written with the confirmation in the form's one INSERT and
 * queued to STAFF_ALERT_EMAIL or to "recruiters and admins", whose addresses the worker reads when it sends it
 * (docs/decisions/0008-e-mail-outbox.md). It no longer rides on the confirmation's row (0027) for the worker to
 * fan out: an alert still riding on a row becomes a row of its own here, due at once, so none is lost.
 */
export const staffAlertRows: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      insert into mail_outbox (id, recipient, subject, body, cause_kind, cause_id, created_at, next_attempt_at)
      select 'alert-' || id, coalesce(alert_to, ${STAFF_RECIPIENTS}), alert_subject, coalesce(alert_body, ''),
             cause_kind, cause_id, created_at, created_at
      from mail_outbox
      where alert_subject is not null
    `.execute(db);
    // One column per statement: SQLite drops a single column per ALTER TABLE.
    for (const column of ['alert_subject', 'alert_body', 'alert_to']) {
      await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['alert_subject', 'alert_body', 'alert_to']) {
      await db.schema.alterTable('mail_outbox').addColumn(column, 'text').execute();
    }
  },
};
