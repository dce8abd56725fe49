import type { Kysely, Migration } from 'kysely';

/**
 * A claim's author withdraws it while it waits for approval (docs/product.md#back-office): it keeps its row,
 * as a cancelled leave request does, with status "withdrawn" and when it was withdrawn.
 */
export const claimWithdrawal: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('expenses').addColumn('withdrawn_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('expenses').dropColumn('withdrawn_at').execute();
  },
};
