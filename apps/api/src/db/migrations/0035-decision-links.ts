import type { Kysely, Migration } from 'kysely';

/**
 * Approve from the e-mail (docs/product.md#approve-from-the-e-mail): one row per link an approver was sent
 * for a waiting time sheet, leave request or claim. The link's token is never stored, only its SHA-256 hash;
 * the row names the approver, the item and the item's version when the link was made, when it expires and
 * when it was used. A change to the item deletes its rows in the change's transaction
 * (services/approvals/decision-link-service.ts).
 */
export const decisionLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('decision_links')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('approver_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('item_kind', 'text', (col) => col.notNull())
      .addColumn('item_id', 'text', (col) => col.notNull())
      .addColumn('item_version', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('decision_links_item')
      .on('decision_links')
      .columns(['item_kind', 'item_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('decision_links').execute();
  },
};
