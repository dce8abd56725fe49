import { RECORD_KINDS, type RecordChange, type RecordNote } from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  fullName,
  type InboxActor,
  type InboxRecordRow,
  type InboxRowPatch,
  type InboxUpdateResult,
} from '../../repositories/recruiting/inbox-shared.js';
import { describeApplicationChange } from '../../repositories/recruiting/application-queries.js';
import { describeInquiryChange } from '../../repositories/recruiting/inquiry-queries.js';
import { createRecordChangeRepository } from '../../repositories/record-change-repository.js';
import { createRecordNoteRepository } from '../../repositories/record-note-repository.js';
import { createUsersRepository } from '../../repositories/people/users-repository.js';
import { changedFromTo, recordChange, type FieldChange } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

const NO_NAMES = new Map<string, string>();

export type InboxRecordKind = typeof RECORD_KINDS.inquiry | typeof RECORD_KINDS.application;

/** An inbox record locked in a change's transaction, and how to write its row there. */
export interface LockedInboxRecord {
  id: string;
  row: InboxRecordRow;
  patch(patch: InboxRowPatch, at: Date): Promise<void>;
}

/** What an inbox kind (inquiries, applications) tells the core: the rest is the same for both. */
export interface InboxKind<Record> {
  kind: InboxRecordKind;
  /** "inquiries", "applications": the export's audit line names them. */
  plural: string;
  /** The record's row, locked in the transaction (built on `trx`); undefined when there is none. */
  lock(trx: Transaction<Database>, id: string): Promise<LockedInboxRecord | undefined>;
  /** Every field of the record, without its notes and history. */
  find(id: string): Promise<Record | undefined>;
  /** What a reader knows a stored history value by (a status's label, a person's name). */
  describe(field: string, value: string | null, names: Map<string, string>): string | null;
}

function changedFields(row: InboxRecordRow, patch: InboxRowPatch): FieldChange[] {
  const fields: FieldChange[] = [];
  if (patch.status !== undefined && patch.status !== row.status) {
    fields.push({ field: 'status', oldValue: row.status, newValue: patch.status });
  }
  if (patch.assignedTo !== undefined && patch.assignedTo !== row.assigned_to) {
    fields.push({ field: 'assignedTo', oldValue: row.assigned_to, newValue: patch.assignedTo });
  }
  return fields;
}

/**
 * Inside the caller's transaction: sets the status and/or the assignee of a locked inbox record. By default
 * each changed field is its own change (one audit line each) and a patch that changes nothing writes
 * nothing; an action `as` (sending an offer) is one change whatever the patch changed.
 */
export async function patchInboxRecord(
  trx: Transaction<Database>,
  kind: InboxRecordKind,
  record: LockedInboxRecord,
  patch: InboxRowPatch,
  by: { actor: InboxActor; at: Date; as?: string },
): Promise<void> {
  const { actor, at } = by;
  const fields = changedFields(record.row, patch);
  if (fields.length === 0 && by.as === undefined) return;
  await record.patch(patch, at);
  const ref = { kind, id: record.id, label: fullName(record.row) };
  if (by.as !== undefined) {
    await recordChange(trx, { actor, action: by.as, record: ref, fields, at });
    return;
  }
  const describe = kind === RECORD_KINDS.inquiry ? describeInquiryChange : describeApplicationChange;
  for (const field of fields) {
    const action =
      field.field === 'status'
        ? changedFromTo(
            `changed status of ${kind}`,
            describe('status', field.oldValue, NO_NAMES),
            describe('status', field.newValue, NO_NAMES),
          )
        : field.newValue
          ? `assigned ${kind}`
          : `unassigned ${kind}`;
    await recordChange(trx, { actor, action, record: ref, fields: [field], at });
  }
}

/**
 * The actions every inbox kind shares (docs/product.md#back-office): its record with notes and history, a
 * status or assignee change, a staff note and the audit line of an export, each change in one transaction
 * with its history and audit line.
 */
export function createInboxActions<Record>({ db, changes }: ServiceDeps, config: InboxKind<Record>) {
  return {
    /** The record with its notes and history; undefined when there is none. */
    async detail(
      id: string,
    ): Promise<(Record & { notes: RecordNote[]; history: RecordChange[] }) | undefined> {
      const ref = { kind: config.kind, id };
      const [found, notes, history] = await Promise.all([
        config.find(id),
        createRecordNoteRepository(db).list(ref),
        createRecordChangeRepository(db).list(ref, config.describe),
      ]);
      return found && { ...found, notes, history };
    },

    /** Changes the status and/or the assignee; an assignee must be an active staff member. */
    update(
      id: string,
      patch: InboxRowPatch,
      actor: InboxActor,
      now = new Date(),
    ): Promise<InboxUpdateResult> {
      return changes.run(async (trx) => {
        const record = await config.lock(trx, id);
        if (!record) return { notFound: true } as const;
        if (patch.assignedTo && !(await createUsersRepository(trx).isActiveStaff(patch.assignedTo))) {
          return { invalidAssignee: true } as const;
        }
        await patchInboxRecord(trx, config.kind, record, patch, { actor, at: now });
        return { updated: true } as const;
      });
    },

    /** Adds a staff note, with its audit line. */
    addNote(id: string, body: string, actor: InboxActor, now = new Date()): Promise<InboxUpdateResult> {
      return changes.run(async (trx) => {
        const record = await config.lock(trx, id);
        if (!record) return { notFound: true } as const;
        await record.patch({}, now);
        const ref = { kind: config.kind, id, label: fullName(record.row) };
        await recordChange(trx, { actor, action: 'added note', record: ref, note: body, at: now });
        return { updated: true } as const;
      });
    },

    /** The audit line of a CSV export of `count` records. */
    recordExport(actor: InboxActor, count: number, now = new Date()): Promise<void> {
      const noun = count === 1 ? config.kind : config.plural;
      return changes.run((trx) =>
        recordChange(trx, {
          actor,
          action: `exported ${config.plural}`,
          record: { kind: config.kind, id: null, label: `${count} ${noun}` },
          at: now,
        }),
      );
    },
  };
}
