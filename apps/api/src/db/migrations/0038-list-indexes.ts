import type { Kysely, Migration } from 'kysely';

/**
 * Ten years of records (bench/volume.mjs): each back-office list is read newest first (created_at desc, id
 * desc) after its filters, so each filter gets an index ending in (created_at, id). A page's ids are then found
 * in the index alone and a deep page skips index entries, not rows; the inquiries' two tables are merged in
 * that order. Indexes these extend are dropped (their counts use the longer ones). Listed here rather than
 * imported: a migration is frozen.
 */
const INDEXES = [
  ['contact_messages_created_at_id', 'contact_messages', ['created_at', 'id']],
  ['contact_messages_type_created', 'contact_messages', ['message_type', 'created_at', 'id']],
  ['contact_messages_status_created', 'contact_messages', ['status', 'created_at', 'id']],
  ['contact_messages_assignee_created', 'contact_messages', ['assigned_to', 'created_at', 'id']],
  ['candidate_leads_created_at_id', 'candidate_leads', ['created_at', 'id']],
  ['candidate_leads_status_created', 'candidate_leads', ['status', 'created_at', 'id']],
  ['candidate_leads_assignee_created', 'candidate_leads', ['assigned_to', 'created_at', 'id']],
  ['job_applications_created_at_id', 'job_applications', ['created_at', 'id']],
  ['job_applications_status_created', 'job_applications', ['status', 'created_at', 'id']],
  ['job_applications_assignee_created', 'job_applications', ['assigned_to', 'created_at', 'id']],
  ['job_applications_job_created', 'job_applications', ['job_name', 'created_at', 'id']],
  ['job_applications_duplicate_created', 'job_applications', ['possible_duplicate', 'created_at', 'id']],
  ['audit_log_at_id', 'audit_log', ['at', 'id']],
  ['users_created_at_id', 'users', ['created_at', 'id']],
  // The approvals page: waiting time sheets, oldest sent first.
  ['time_sheets_waiting_submitted', 'time_sheets', ['status', 'submitted_at', 'id']],
] as const;

/** [index, table, column] of the indexes the ones above extend. */
const REPLACED = [
  ['contact_messages_created_at', 'contact_messages', ['created_at']],
  ['contact_messages_status', 'contact_messages', ['status']],
  ['candidate_leads_status', 'candidate_leads', ['status']],
  ['job_applications_status', 'job_applications', ['status']],
  ['audit_log_at', 'audit_log', ['at']],
] as const;

export const listIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of INDEXES) {
      await db.schema
        .createIndex(name)
        .on(table)
        .columns([...columns])
        .execute();
    }
    // One of them is on one engine only (0006 dropped it, 0008 made it again on PostgreSQL).
    for (const [name] of REPLACED) await db.schema.dropIndex(name).ifExists().execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [name, table, columns] of REPLACED) {
      await db.schema
        .createIndex(name)
        .ifNotExists()
        .on(table)
        .columns([...columns])
        .execute();
    }
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
