import { randomUUID } from 'node:crypto';
import type { RecordChange } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RecordRef } from './record-ref.js';

/** A change of one field of a record, as stored (raw values: a status code, a user id). */
export interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * The history of a record's changed fields (record_changes), for any kind of record. Rows are written by
 * `recordChange` (services/record-change.ts) only, in the transaction of the change they record.
 */
export function createRecordChangeRepository(db: Kysely<Database>) {
  return {
    async create(
      record: RecordRef,
      actorId: string | null,
      changes: readonly FieldChange[],
      at: Date,
    ): Promise<void> {
      if (changes.length === 0) return;
      await db
        .insertInto('record_changes')
        .values(
          changes.map((change) => ({
            id: randomUUID(),
            record_kind: record.kind,
            record_id: record.id,
            actor_id: actorId,
            field: change.field,
            old_value: change.oldValue,
            new_value: change.newValue,
            created_at: at.toISOString(),
          })),
        )
        .execute();
    },

    /**
     * Newest first, with the actor's name; `describe` turns a stored value into what a reader knows
     * (a status's label, a person's name).
     */
    async list(
      record: RecordRef,
      describe: (field: string, value: string | null, names: Map<string, string>) => string | null,
    ): Promise<RecordChange[]> {
      const rows = await db
        .selectFrom('record_changes')
        .leftJoin('users', 'users.id', 'record_changes.actor_id')
        .select([
          'record_changes.id',
          'record_changes.field',
          'record_changes.old_value',
          'record_changes.new_value',
          'record_changes.created_at',
          'users.name as actor_name',
        ])
        .where('record_changes.record_kind', '=', record.kind)
        .where('record_changes.record_id', '=', record.id)
        .orderBy('record_changes.created_at', 'desc')
        .orderBy('record_changes.id', 'desc')
        .execute();
      const userIds = [
        ...new Set(
          rows
            .filter((row) => row.field === 'assignedTo')
            .flatMap((row) => [row.old_value, row.new_value])
            .filter((value): value is string => value !== null),
        ),
      ];
      const names = new Map<string, string>();
      if (userIds.length > 0) {
        const users = await db
          .selectFrom('users')
          .select(['id', 'name'])
          .where('id', 'in', userIds)
          .execute();
        for (const user of users) names.set(user.id, user.name);
      }
      return rows.map((row) => ({
        id: row.id,
        actorName: row.actor_name ?? 'System',
        createdAt: row.created_at,
        field: row.field,
        oldValue: describe(row.field, row.old_value, names),
        newValue: describe(row.field, row.new_value, names),
      }));
    },

    /** Every change of the record (its erasure). */
    async deleteOf(record: RecordRef): Promise<void> {
      await db
        .deleteFrom('record_changes')
        .where('record_kind', '=', record.kind)
        .where('record_id', '=', record.id)
        .execute();
    },
  };
}

export type RecordChangeRepository = ReturnType<typeof createRecordChangeRepository>;
