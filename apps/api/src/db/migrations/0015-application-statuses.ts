import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Job applications move to the back office's statuses (contract APPLICATION_STATUS_CODES). The partner's
 * old values map to their nearest new one; anything else becomes "new". The column's default stays
 * 'Submitted' (SQLite cannot change a default), so the repository sets the status on every insert.
 */
const OLD_TO_NEW: Record<string, string> = {
  submitted: 'new',
  screening: 'screening',
  interview: 'interview',
  offered: 'offer',
  rejected: 'rejected',
};
const NEW_CODES = ['new', 'screening', 'submitted-to-client', 'interview', 'offer', 'hired', 'rejected'];

export const applicationStatuses: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [oldValue, newValue] of Object.entries(OLD_TO_NEW)) {
      await sql`update job_applications set status = ${newValue} where lower(status) = ${oldValue}`.execute(
        db,
      );
    }
    await sql`update job_applications set status = 'new' where status not in (${sql.join(NEW_CODES)})`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`update job_applications set status = 'Submitted' where status = 'new'`.execute(db);
  },
};
