import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** One field of a record that changed: the history a record page shows. */
export interface RecordFieldChange {
  recordKind: string;
  recordId: string;
  actorId: string | null;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * The history of changes of records (record_changes), only ever added to. Build it on the transaction of
 * the change, so that the history and the change commit together.
 */
export function createRecordChangeLogRepository(db: Kysely<Database>) {
  return {
    async add(changes: readonly RecordFieldChange[], at: Date): Promise<void> {
      if (changes.length === 0) return;
      await db
        .insertInto('record_changes')
        .values(
          changes.map((change) => ({
            id: randomUUID(),
            record_kind: change.recordKind,
            record_id: change.recordId,
            actor_id: change.actorId,
            field: change.field,
            old_value: change.oldValue,
            new_value: change.newValue,
            created_at: at.toISOString(),
          })),
        )
        .execute();
    },
  };
}
