import type { Kysely, Migration } from 'kysely';

/**
 * Submittals (docs/product.md#submittals): a candidate submitted to a job's end client at a bill rate, with
 * the candidate's answer to the right-to-represent e-mail (when, from which address). The candidate's name and
 * contact are copied at submission (an application, a bench consultant or a lead); `email_key` and `phone_key`
 * hold them normalised and `client_key` the end client's name lower-cased, for the 90-day rule. The consent
 * link's token is never stored, only its SHA-256, cleared once the link is used.
 *
 * A job names its end client in `c2c_jobs.end_client` (null: none).
 *
 * Interviews: one row per interview of a submittal; a reschedule keeps the row (its iCalendar UID) and raises
 * `sequence`; a cancelled one keeps its row with status "cancelled".
 */
export const talentSubmittals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('c2c_jobs').addColumn('end_client', 'text').execute();
    await db.schema
      .createTable('submittals')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('candidate_source', 'text', (col) => col.notNull())
      .addColumn('candidate_id', 'text', (col) => col.notNull())
      .addColumn('candidate_name', 'text', (col) => col.notNull())
      .addColumn('candidate_email', 'text', (col) => col.notNull())
      .addColumn('candidate_phone', 'text', (col) => col.notNull())
      .addColumn('email_key', 'text')
      .addColumn('phone_key', 'text')
      .addColumn('job_id', 'text', (col) => col.notNull().references('c2c_jobs.id'))
      .addColumn('end_client', 'text')
      .addColumn('client_key', 'text')
      .addColumn('bill_rate', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('created_by', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_by_name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('submitted_to_client_at', 'text')
      .addColumn('consent_token_hash', 'text', (col) => col.unique())
      .addColumn('consent_expires_at', 'text', (col) => col.notNull())
      .addColumn('consent_answer', 'text')
      .addColumn('consent_at', 'text')
      .addColumn('consent_ip', 'text')
      .execute();
    await db.schema
      .createIndex('submittals_created')
      .on('submittals')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('submittals_candidate')
      .on('submittals')
      .columns(['candidate_source', 'candidate_id'])
      .execute();
    await db.schema.createIndex('submittals_email_key').on('submittals').column('email_key').execute();
    await db.schema.createIndex('submittals_phone_key').on('submittals').column('phone_key').execute();
    await db.schema
      .createTable('interviews')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('submittal_id', 'text', (col) =>
        col.notNull().references('submittals.id').onDelete('cascade'),
      )
      .addColumn('uid', 'text', (col) => col.notNull().unique())
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('starts_at', 'text', (col) => col.notNull())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('duration_minutes', 'integer', (col) => col.notNull())
      .addColumn('interviewers', 'text', (col) => col.notNull())
      .addColumn('meeting_url', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('interviews_submittal').on('interviews').column('submittal_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('interviews').execute();
    await db.schema.dropTable('submittals').execute();
    await db.schema.alterTable('c2c_jobs').dropColumn('end_client').execute();
  },
};
