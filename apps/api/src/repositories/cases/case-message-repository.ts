import { randomUUID } from 'node:crypto';
import type { CaseMessage } from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The thread of a support case (case_messages), as read: the author's and the staff's replies. */
export function createCaseMessageQueries(db: Kysely<Database>) {
  return {
    /** Oldest first, with each author's name. */
    async list(caseId: string): Promise<CaseMessage[]> {
      const rows = await db
        .selectFrom('case_messages')
        .leftJoin('users', 'users.id', 'case_messages.author_id')
        .select([
          'case_messages.id',
          'case_messages.body',
          'case_messages.from_staff',
          'case_messages.created_at',
          'users.name as author_name',
        ])
        .where('case_messages.case_id', '=', caseId)
        .orderBy('case_messages.created_at')
        .orderBy('case_messages.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        authorName: row.author_name ?? 'Unknown',
        fromStaff: Number(row.from_staff) === 1,
        body: row.body,
        createdAt: row.created_at,
      }));
    },
  };
}

/** The thread's writer, built on the transaction of the change that adds a reply. */
export function createCaseMessageRepository(trx: Transaction<Database>) {
  return {
    ...createCaseMessageQueries(trx),

    async create(
      caseId: string,
      message: { authorId: string; fromStaff: boolean; body: string },
      at: Date,
    ): Promise<void> {
      await trx
        .insertInto('case_messages')
        .values({
          id: randomUUID(),
          case_id: caseId,
          author_id: message.authorId,
          from_staff: message.fromStaff ? 1 : 0,
          body: message.body,
          created_at: at.toISOString(),
        })
        .execute();
    },
  };
}

export type CaseMessageRepository = ReturnType<typeof createCaseMessageRepository>;
