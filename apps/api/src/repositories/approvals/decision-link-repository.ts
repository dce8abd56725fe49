import { randomUUID } from 'node:crypto';
import type { ApprovalKind } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A stored link of an approval alert (its token is never stored, only its hash). */
export interface DecisionLink {
  id: string;
  approverId: string;
  kind: ApprovalKind;
  itemId: string;
  itemVersion: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** The links of approval alerts (0035-decision-links), found by their token's hash. */
export function createDecisionLinkRepository(db: Kysely<Database>) {
  return {
    async create(link: Omit<DecisionLink, 'id' | 'usedAt'>, tokenHash: string): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('decision_links')
        .values({
          id,
          token_hash: tokenHash,
          approver_id: link.approverId,
          item_kind: link.kind,
          item_id: link.itemId,
          item_version: link.itemVersion,
          created_at: link.createdAt,
          expires_at: link.expiresAt,
          used_at: null,
        })
        .execute();
      return id;
    },

    async findByTokenHash(tokenHash: string): Promise<DecisionLink | undefined> {
      const row = await db
        .selectFrom('decision_links')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            approverId: row.approver_id,
            kind: row.item_kind as ApprovalKind,
            itemId: row.item_id,
            itemVersion: row.item_version,
            createdAt: row.created_at,
            expiresAt: row.expires_at,
            usedAt: row.used_at,
          }
        : undefined;
    },

    /**
     * Marks the link used if it is still unused and unexpired at `at`: one conditional update, so that of two
     * processes using the same link at once exactly one sees true.
     */
    async consume(id: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('decision_links')
        .set({ used_at: at.toISOString() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Voids every link to the items (they changed): a later click finds no link. */
    async deleteForItems(kind: ApprovalKind, itemIds: readonly string[]): Promise<void> {
      if (itemIds.length === 0) return;
      await db
        .deleteFrom('decision_links')
        .where('item_kind', '=', kind)
        .where('item_id', 'in', [...itemIds])
        .execute();
    },
  };
}
