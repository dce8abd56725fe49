import { randomUUID } from 'node:crypto';
import { APPLICATION_STATUS_LABELS, RECORD_KINDS } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { OFFER_MAIL_CAUSE } from './inquiry-repository.js';
import { toApplicationStatus } from './job-applications-repository.js';

/** What can be erased: an inquiry (contact message, consultation, know-your-worth lead) or an application. */
export type ErasableKind = typeof RECORD_KINDS.inquiry | typeof RECORD_KINDS.application;

/** The outbox's cause kinds of a record's mail: an inquiry's offer goes out as its own kind. */
const MAIL_CAUSE_KINDS: Record<ErasableKind, readonly string[]> = {
  [RECORD_KINDS.inquiry]: [RECORD_KINDS.inquiry, OFFER_MAIL_CAUSE],
  [RECORD_KINDS.application]: [RECORD_KINDS.application],
};

/** Who erased: a staff member, the applicant on their status page, or the retention job (no id). */
export interface Eraser {
  id: string | null;
  name: string;
}

/** The stored files the erased record held; the caller removes them from storage after the commit. */
export interface ErasedRecord {
  files: string[];
}

export interface ApplicationStatusView {
  id: string;
  firstName: string;
  jobTitle: string;
  status: string;
  submittedAt: string;
}

export const ERASED_AUDIT_ACTION = 'erased personal data';

/**
 * Erasure of personal data (docs/product.md#personal-data). One transaction removes the record, its notes
 * and history, and every e-mail about it still in the outbox; earlier audit lines about it lose the name
 * they showed, and one anonymous line records the erasure.
 */
export function createPersonalDataRepository(db: Kysely<Database>) {
  /** Deletes the record's own rows; undefined when it does not exist (or was erased meanwhile). */
  async function deleteRecord(
    trx: Kysely<Database>,
    kind: ErasableKind,
    id: string,
  ): Promise<ErasedRecord | undefined> {
    if (kind === RECORD_KINDS.application) {
      const row = await trx
        .deleteFrom('job_applications')
        .where('id', '=', id)
        .returning('resume_file_name')
        .executeTakeFirst();
      return row ? { files: [row.resume_file_name] } : undefined;
    }
    const contact = await trx.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
    if (contact.numDeletedRows > 0n) return { files: [] };
    await trx.deleteFrom('candidate_lead_skills').where('lead_id', '=', id).execute();
    const lead = await trx.deleteFrom('candidate_leads').where('id', '=', id).executeTakeFirst();
    return lead.numDeletedRows > 0n ? { files: [] } : undefined;
  }

  async function eraseIn(
    trx: Kysely<Database>,
    kind: ErasableKind,
    id: string,
    eraser: Eraser,
    now: Date,
  ): Promise<ErasedRecord | undefined> {
    const erased = await deleteRecord(trx, kind, id);
    if (!erased) return undefined;
    const ofRecord = { kind, id };
    await trx
      .deleteFrom('record_notes')
      .where('record_kind', '=', ofRecord.kind)
      .where('record_id', '=', ofRecord.id)
      .execute();
    await trx
      .deleteFrom('record_changes')
      .where('record_kind', '=', ofRecord.kind)
      .where('record_id', '=', ofRecord.id)
      .execute();
    // Sent ones too: the outbox keeps each message's text and address, which name the person.
    await trx
      .deleteFrom('mail_outbox')
      .where('cause_kind', 'in', MAIL_CAUSE_KINDS[kind])
      .where('cause_id', '=', ofRecord.id)
      .execute();
    await trx
      .updateTable('audit_log')
      .set({ record_label: `erased ${kind}` })
      .where('record_kind', '=', ofRecord.kind)
      .where('record_id', '=', ofRecord.id)
      .execute();
    await trx
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        at: now.toISOString(),
        actor_id: eraser.id,
        actor_name: eraser.name,
        action: ERASED_AUDIT_ACTION,
        record_kind: kind,
        record_id: id,
        record_label: `erased ${kind}`,
      })
      .execute();
    return erased;
  }

  return {
    async findApplicationByToken(tokenHash: string): Promise<ApplicationStatusView | undefined> {
      const row = await db
        .selectFrom('job_applications')
        .leftJoin('c2c_jobs', 'c2c_jobs.job_name', 'job_applications.job_name')
        .select([
          'job_applications.id',
          'job_applications.first_name',
          'job_applications.status',
          'job_applications.created_at',
          'job_applications.job_name',
          'c2c_jobs.title',
        ])
        .where('job_applications.status_token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        firstName: row.first_name,
        jobTitle: row.title ?? row.job_name,
        status: APPLICATION_STATUS_LABELS[toApplicationStatus(row.status)],
        submittedAt: row.created_at,
      };
    },

    erase(kind: ErasableKind, id: string, eraser: Eraser, now: Date = new Date()) {
      return db.transaction().execute((trx) => eraseIn(trx, kind, id, eraser, now));
    },

    /** The applicant's own withdrawal: the token finds the application and is gone with it. */
    eraseApplicationByToken(tokenHash: string, eraser: Eraser, now: Date = new Date()) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('job_applications')
          .select('id')
          .where('status_token_hash', '=', tokenHash)
          .executeTakeFirst();
        return row ? eraseIn(trx, RECORD_KINDS.application, row.id, eraser, now) : undefined;
      });
    },

    /** Up to `limit` records stored before `cutoff`, oldest first, of every erasable kind. */
    /** The oldest records due for erasure, across inquiries and applications, oldest first. */
    async storedBefore(cutoff: Date, limit: number): Promise<{ kind: ErasableKind; id: string }[]> {
      const before = cutoff.toISOString();
      const tables = [
        ['contact_messages', RECORD_KINDS.inquiry],
        ['candidate_leads', RECORD_KINDS.inquiry],
        ['job_applications', RECORD_KINDS.application],
      ] as const;
      const rows = await Promise.all(
        tables.map(async ([table, kind]) =>
          (
            await db
              .selectFrom(table)
              .select(['id', 'created_at'])
              .where('created_at', '<', before)
              .orderBy('created_at')
              .limit(limit)
              .execute()
          ).map((row) => ({ kind: kind as ErasableKind, id: row.id, createdAt: String(row.created_at) })),
        ),
      );
      return rows
        .flat()
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .slice(0, limit)
        .map(({ kind, id }) => ({ kind, id }));
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
