import {
  APPLICATION_STATUS_CODES,
  INQUIRY_STATUS_CODES,
  getVisaStatusLabel,
  type ApplicationStatus,
  type InquiryStatus,
} from '@smartmove/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** The staff member acting on an inquiry or an application. */
export interface InboxActor {
  id: string;
  name: string;
}

export type InboxUpdateResult = { updated: true } | { notFound: true } | { invalidAssignee: true };

/** The outbox's cause kind of an offer e-mailed to a know-your-worth lead (an inquiry). */
export const OFFER_MAIL_CAUSE = 'offer';

/** An inbox record as a change reads it (locked until the end of the transaction on PostgreSQL). */
export interface InboxRecordRow {
  first_name: string;
  last_name: string;
  status: string;
  assigned_to: string | null;
}

/** What a status or assignee change sets on an inbox record's row. */
export interface InboxRowPatch {
  status?: string | undefined;
  assignedTo?: string | null | undefined;
}

/**
 * The change methods every inbox table has, on the caller's executor: `lock` reads the fields a change
 * compares (locked until the end of the transaction on PostgreSQL), `patch` sets the status and/or the assignee.
 */
export function inboxRowMethods(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  table: 'contact_messages' | 'candidate_leads' | 'job_applications',
) {
  return {
    async lock(id: string): Promise<InboxRecordRow | undefined> {
      const lock = engine === 'postgres' ? sql` for update` : sql``;
      const result = await sql<InboxRecordRow>`
        select first_name, last_name, status, assigned_to from ${sql.table(table)} where id = ${id}${lock}`.execute(
        db,
      );
      return result.rows[0];
    },

    async patch(id: string, patch: InboxRowPatch, at: Date): Promise<void> {
      await db
        .updateTable(table)
        .set({
          updated_at: at.toISOString(),
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          ...(patch.assignedTo !== undefined ? { assigned_to: patch.assignedTo } : {}),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

/** A person's name from their first and last names. */
export function fullName(row: { first_name: string; last_name: string }): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

export function toInquiryStatus(value: string): InquiryStatus {
  return (INQUIRY_STATUS_CODES as readonly string[]).includes(value) ? (value as InquiryStatus) : 'new';
}

export function toApplicationStatus(value: string): ApplicationStatus {
  return (APPLICATION_STATUS_CODES as readonly string[]).includes(value)
    ? (value as ApplicationStatus)
    : 'new';
}

/** A visa status code as its label (the code itself when it is not one the contract knows). */
export function visaStatusLabel(value: string | number): string {
  return getVisaStatusLabel(Number(value)) ?? String(value);
}
