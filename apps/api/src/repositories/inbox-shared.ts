import { ACCOUNT_STATUSES, type RECORD_KINDS } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import { createRecordHistoryRepository, type FieldChange } from './record-history-repository.js';

/** The staff member acting on an inquiry or an application. */
export interface InboxActor {
  id: string;
  name: string;
}

export type InboxUpdateResult = { updated: true } | { notFound: true } | { invalidAssignee: true };

/** Whether the user is an active account holding a staff role (someone a record may be assigned to). */
export async function isActiveStaffMember(db: Kysely<Database>, userId: string): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('status', '=', ACCOUNT_STATUSES.active)
    .where('staff_roles', '!=', '')
    .executeTakeFirst();
  return user !== undefined;
}

/** An inbox record as an update reads it (locked on PostgreSQL), with the table that holds it. */
export interface InboxRecordRow {
  table: 'contact_messages' | 'candidate_leads' | 'job_applications';
  first_name: string;
  last_name: string;
  status: string;
  assigned_to: string | null;
}

type InboxRecordKind = typeof RECORD_KINDS.inquiry | typeof RECORD_KINDS.application;

/**
 * Inside the caller's transaction: sets the status and/or the assignee of an inquiry or an application that
 * `row` was read from, with a history row and an audit line per changed field. A patch that changes
 * nothing writes nothing. The caller has checked the assignee.
 */
export async function applyInboxPatch(
  trx: Kysely<Database>,
  record: { kind: InboxRecordKind; id: string; row: InboxRecordRow },
  patch: { status?: string | undefined; assignedTo?: string | null | undefined },
  actor: InboxActor,
  now: Date,
): Promise<void> {
  const { kind, id, row } = record;
  const changes: FieldChange[] = [];
  if (patch.status !== undefined && patch.status !== row.status) {
    changes.push({ field: 'status', oldValue: row.status, newValue: patch.status });
  }
  if (patch.assignedTo !== undefined && patch.assignedTo !== row.assigned_to) {
    changes.push({ field: 'assignedTo', oldValue: row.assigned_to, newValue: patch.assignedTo });
  }
  if (changes.length === 0) return;
  await trx
    .updateTable(row.table)
    .set({
      updated_at: now.toISOString(),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.assignedTo !== undefined ? { assigned_to: patch.assignedTo } : {}),
    })
    .where('id', '=', id)
    .execute();
  await createRecordHistoryRepository(trx).addChanges({ kind, id }, actor.id, changes, now);
  const audit = createAuditLogRepository(trx);
  for (const change of changes) {
    const action =
      change.field === 'status'
        ? `changed status of ${kind}`
        : change.newValue
          ? `assigned ${kind}`
          : `unassigned ${kind}`;
    await audit.record(
      {
        actorId: actor.id,
        actorName: actor.name,
        action,
        recordKind: kind,
        recordId: id,
        recordLabel: labelOf(row),
      },
      now,
    );
  }
}

/** Inside the caller's transaction: a staff note on an inquiry or an application, with its audit line. */
export async function addInboxNote(
  trx: Kysely<Database>,
  record: { kind: InboxRecordKind; id: string; row: InboxRecordRow },
  body: string,
  actor: InboxActor,
  now: Date,
): Promise<void> {
  const { kind, id, row } = record;
  await createRecordHistoryRepository(trx).addNote({ kind, id }, actor.id, body, now);
  await trx.updateTable(row.table).set({ updated_at: now.toISOString() }).where('id', '=', id).execute();
  await createAuditLogRepository(trx).record(
    {
      actorId: actor.id,
      actorName: actor.name,
      action: 'added note',
      recordKind: kind,
      recordId: id,
      recordLabel: labelOf(row),
    },
    now,
  );
}

function labelOf(row: InboxRecordRow): string {
  return `${row.first_name} ${row.last_name}`.trim();
}
