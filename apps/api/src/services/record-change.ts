import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { createAuditLogRepository } from '../repositories/audit-log-repository.js';
import { createRecordChangeRepository, type FieldChange } from '../repositories/record-change-repository.js';
import { createRecordNoteRepository } from '../repositories/record-note-repository.js';
import type { RecordRef } from '../repositories/record-ref.js';

export type { FieldChange } from '../repositories/record-change-repository.js';

/** Who made a change: a person, or the system itself (`id` null: a scheduled job, an applicant's link). */
export interface Actor {
  id: string | null;
  name: string;
}

/** One change of one record, as the audit log and the record's history keep it. */
export interface RecordedChange {
  actor: Actor;
  /** The audit line's verb phrase: "approved time sheet", "added note", "sent offer", … */
  action: string;
  /** The record: its kind (RECORD_KINDS), its id (null for a change of no one record) and what a reader
   * recognises it by (a person's name, a job title). */
  record: { kind: string; id: string | null; label: string };
  /** The fields the change set, for the record's history; none for an action that changes no field. */
  fields?: readonly FieldChange[];
  /** A staff note the change adds to the record (needs a person as actor and a record id). */
  note?: string;
  at: Date;
}

/**
 * The audit line of a change of one field, from what to what: "changed roles: Recruiter → Recruiter, Approver".
 * The values are as the product shows them (labels, not codes), "none" for no value. Only for values that name
 * no one (roles, an office, a status): an audit line outlives the erasure of the person it is about, whose
 * name, phone or e-mail it must therefore not hold.
 */
export function changedFromTo(action: string, from: string | null, to: string | null): string {
  return `${action}: ${from || 'none'} → ${to || 'none'}`;
}

/**
 * Records a change: its history rows (changed fields, a note) and its audit line. This module is the one
 * writer of record_changes, record_notes and audit_log; it takes the transaction of the change it records, so
 * that the change and its record commit together or not at all (docs/decisions/0010-write-path.md).
 */
export async function recordChange(trx: Transaction<Database>, change: RecordedChange): Promise<void> {
  const { actor, record, at } = change;
  if (record.id !== null) {
    const ref = { kind: record.kind, id: record.id };
    if (change.fields?.length) {
      await createRecordChangeRepository(trx).create(ref, actor.id, change.fields, at);
    }
    if (change.note !== undefined) {
      if (actor.id === null) throw new Error('A note needs a person as its author');
      await createRecordNoteRepository(trx).create(ref, actor.id, change.note, at);
    }
  }
  await createAuditLogRepository(trx).record(
    {
      actorId: actor.id,
      actorName: actor.name,
      action: change.action,
      recordKind: record.kind,
      recordId: record.id,
      recordLabel: record.label,
    },
    at,
  );
}

/**
 * Erasure of a record (docs/product.md#personal-data): its notes and history go, its audit lines keep only
 * `label` in place of what named the person, and one line records the erasure itself.
 */
export async function eraseRecordHistory(
  trx: Transaction<Database>,
  record: RecordRef,
  erasure: { actor: Actor; action: string; label: string; at: Date },
): Promise<void> {
  await createRecordNoteRepository(trx).deleteOf(record);
  await createRecordChangeRepository(trx).deleteOf(record);
  await createAuditLogRepository(trx).relabel(record, erasure.label);
  await recordChange(trx, {
    actor: erasure.actor,
    action: erasure.action,
    record: { ...record, label: erasure.label },
    at: erasure.at,
  });
}
