import { randomUUID } from 'node:crypto';
import type { CalendarFeedKind } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface CalendarFeedRow {
  userId: string;
  kind: CalendarFeedKind;
  nonce: string;
}

/** People's calendar feeds (0033-calendar-feeds): one per person and kind, found by its token's hash. */
export function createCalendarFeedRepository(db: Kysely<Database>) {
  return {
    async findByTokenHash(tokenHash: string): Promise<CalendarFeedRow | undefined> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select(['user_id', 'kind', 'nonce'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row ? { userId: row.user_id, kind: row.kind as CalendarFeedKind, nonce: row.nonce } : undefined;
    },

    async findByPerson(userId: string, kind: CalendarFeedKind): Promise<CalendarFeedRow | undefined> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select(['user_id', 'kind', 'nonce'])
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row ? { userId: row.user_id, kind, nonce: row.nonce } : undefined;
    },

    /** Adds the person's feed; false when they already have one of that kind. */
    async create(feed: CalendarFeedRow, tokenHash: string, now: Date): Promise<boolean> {
      const inserted = await db
        .insertInto('calendar_feeds')
        .values({
          id: randomUUID(),
          user_id: feed.userId,
          kind: feed.kind,
          nonce: feed.nonce,
          token_hash: tokenHash,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Gives the feed a new nonce and token hash (the old URL stops working). */
    async update(feed: CalendarFeedRow, tokenHash: string): Promise<void> {
      await db
        .updateTable('calendar_feeds')
        .set({ nonce: feed.nonce, token_hash: tokenHash })
        .where('user_id', '=', feed.userId)
        .where('kind', '=', feed.kind)
        .execute();
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
