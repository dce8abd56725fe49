import type { Kysely, Migration } from 'kysely';

/**
 * Bench review's "Send back" (docs/product.md#back-office): a recruiter returns a waiting candidate to its
 * partner with a reason the partner reads on their bench list. sent_back_at is null unless it is sent back;
 * the partner's edit (or a recruiter's publishing) clears all three.
 */
export const benchSendBack: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable('bench_candidates').addColumn('sent_back_at', 'text').execute();
    await db.schema.alterTable('bench_candidates').addColumn('sent_back_by', 'text').execute();
    await db.schema.alterTable('bench_candidates').addColumn('sent_back_reason', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('bench_candidates').dropColumn('sent_back_reason').execute();
    await db.schema.alterTable('bench_candidates').dropColumn('sent_back_by').execute();
    await db.schema.alterTable('bench_candidates').dropColumn('sent_back_at').execute();
  },
};
