import type { Kysely, Migration } from 'kysely';

/** The back office's overview counts the new inquiries and applications and the open cases by status. */
const STATUS_INDEXES = [
  ['contact_messages_status', 'contact_messages'],
  ['candidate_leads_status', 'candidate_leads'],
  ['job_applications_status', 'job_applications'],
  ['support_cases_status', 'support_cases'],
] as const;

/**
 * The back office's front page counts what waits in each list on every visit (docs/product.md#back-office):
 * an index on each list's status keeps those counts from reading whole tables. Tables listed here rather than
 * imported: a migration is frozen.
 */
export const overviewIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table] of STATUS_INDEXES) {
      await db.schema.createIndex(name).on(table).column('status').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of STATUS_INDEXES) await db.schema.dropIndex(name).execute();
  },
};
