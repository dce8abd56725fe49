import { createHash } from 'node:crypto';
import { ACCOUNT_STATUSES, STAFF_ROLES, type ApprovalKind } from '@smartmove/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const ITEM_TABLES = { 'time-sheet': 'time_sheets', leave: 'leave_requests', claim: 'expenses' } as const;

/** An admin an approval alert may go to when the author has no manager to decide. */
export interface AlertAdmin {
  id: string;
  name: string;
  email: string;
}

/**
 * The reading side of approval links (docs/product.md#approve-from-the-e-mail): an item's author and version,
 * and the admins who decide for people without a manager.
 */
export function createDecisionLinkQueries(db: Kysely<Database>) {
  return {
    /** The author of the item; undefined when there is no such item. */
    async authorOf(kind: ApprovalKind, itemId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom(ITEM_TABLES[kind])
        .select('user_id')
        .where('id', '=', itemId)
        .executeTakeFirst();
      return row?.user_id;
    },

    /**
     * The item's version: a hash of its whole row (and a time sheet's rows of hours), so that any change to it
     * (an edit, a cancellation, a decision, a resubmission) gives another; undefined when the item is gone.
     */
    async versionOf(kind: ApprovalKind, itemId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom(ITEM_TABLES[kind])
        .selectAll()
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (!row) return undefined;
      const entries =
        kind === 'time-sheet'
          ? await db
              .selectFrom('time_sheet_entries')
              .selectAll()
              .where('time_sheet_id', '=', itemId)
              .orderBy('position')
              .execute()
          : [];
      const text = JSON.stringify([row, entries], (_key, value: unknown) =>
        // Both engines read numbers alike (PostgreSQL answers numeric columns as strings).
        typeof value === 'number' || typeof value === 'bigint' ? String(value) : value,
      );
      return createHash('sha256').update(text).digest('hex');
    },

    /** Active admins other than `exceptId`, who decide for people without a manager. */
    listAdmins(exceptId: string): Promise<AlertAdmin[]> {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('status', '=', ACCOUNT_STATUSES.active)
        .where('id', '<>', exceptId)
        .where(sql<string>`(',' || users.staff_roles || ',')`, 'like', `%,${STAFF_ROLES.admin},%`)
        .orderBy('id')
        .execute();
    },
  };
}
