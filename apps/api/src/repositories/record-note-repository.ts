import { randomUUID } from 'node:crypto';
import type { RecordNote } from '@smartmove/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RecordRef } from './record-ref.js';

function whereRecord(record: RecordRef) {
  return (eb: ExpressionBuilder<Database, 'record_notes'>) =>
    eb.and([eb('record_kind', '=', record.kind), eb('record_id', '=', record.id)]);
}

/**
 * The notes staff write on a record (record_notes), for any kind of record. Rows are written by
 * `recordChange` (services/record-change.ts) only, in the transaction of the change they record.
 */
export function createRecordNoteRepository(db: Kysely<Database>) {
  return {
    async create(record: RecordRef, authorId: string, body: string, at: Date): Promise<void> {
      await db
        .insertInto('record_notes')
        .values({
          id: randomUUID(),
          record_kind: record.kind,
          record_id: record.id,
          author_id: authorId,
          body,
          created_at: at.toISOString(),
        })
        .execute();
    },

    /** Newest first, with the author's name. */
    async list(record: RecordRef): Promise<RecordNote[]> {
      const rows = await db
        .selectFrom('record_notes')
        .leftJoin('users', 'users.id', 'record_notes.author_id')
        .select([
          'record_notes.id',
          'record_notes.body',
          'record_notes.created_at',
          'users.name as author_name',
        ])
        .where('record_notes.record_kind', '=', record.kind)
        .where('record_notes.record_id', '=', record.id)
        .orderBy('record_notes.created_at', 'desc')
        .orderBy('record_notes.id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        authorName: row.author_name ?? 'Unknown',
        createdAt: row.created_at,
        body: row.body,
      }));
    },

    /** Every note on the record (its erasure). */
    async deleteOf(record: RecordRef): Promise<void> {
      await db.deleteFrom('record_notes').where(whereRecord(record)).execute();
    },
  };
}

export type RecordNoteRepository = ReturnType<typeof createRecordNoteRepository>;
