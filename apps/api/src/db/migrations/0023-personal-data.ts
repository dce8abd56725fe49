import type { Kysely, Migration } from 'kysely';

const SUBMISSION_TABLES = ['contact_messages', 'candidate_leads', 'job_applications'] as const;

/**
 * Personal data (docs/product.md#personal-data): each stored inquiry and application keeps when consent
 * was given and which version of the privacy notice its form showed (null on rows stored before this
 * migration, which showed none); an application keeps the SHA-256 of its status page's token, never the
 * token itself. No index on created_at for the daily retention job: a daily scan costs less than an index
 * on the forms' hot insert path (see 0006). Tables listed here rather than imported: a migration is frozen.
 */
export const personalData: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    for (const table of SUBMISSION_TABLES) {
      await db.schema.alterTable(table).addColumn('consent_at', 'text').execute();
      await db.schema.alterTable(table).addColumn('notice_version', 'text').execute();
    }
    await db.schema.alterTable('job_applications').addColumn('status_token_hash', 'text').execute();
    await db.schema
      .createIndex('job_applications_status_token')
      .on('job_applications')
      .column('status_token_hash')
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('job_applications_status_token').execute();
    await db.schema.alterTable('job_applications').dropColumn('status_token_hash').execute();
    for (const table of SUBMISSION_TABLES) {
      await db.schema.alterTable(table).dropColumn('notice_version').execute();
      await db.schema.alterTable(table).dropColumn('consent_at').execute();
    }
  },
};
