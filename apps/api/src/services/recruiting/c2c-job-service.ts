import { RECORD_KINDS, type AdminJob, type JobForm } from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createClientQueries } from '../../repositories/billing/client-repository.js';
import { createC2CJobRepository } from '../../repositories/recruiting/c2c-job-repository.js';
import {
  toAdminJob,
  toJobColumns,
  type C2CJobRow,
  type JobColumns,
} from '../../repositories/recruiting/c2c-job-rows.js';
import { isUniqueViolation } from '../../repositories/pagination.js';
import { recordChange, type Actor, type FieldChange } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

/** The recruiter acting on a job. */
export interface JobActor {
  id: string;
  name: string;
}

export type JobChangeResult =
  | { job: AdminJob }
  | { refused: 'not-found' }
  | { refused: 'already-closed' }
  | { refused: 'client-not-found' };

/** The fields an edit compares. */
const EDITABLE_FIELDS = [
  'title',
  'location',
  'description',
  'skills',
  'rate',
  'remote',
  'end_client',
] as const;

function historyValue(field: (typeof EDITABLE_FIELDS)[number], value: string | number | null): string {
  return field === 'remote' ? (Number(value) === 1 ? 'Yes' : 'No') : String(value ?? '');
}

/** The client a job names, by its name (history reads names, never ids); '' for none. */
function clientName(columns: Pick<JobColumns, 'client_id' | 'end_client'>): string {
  return columns.client_id ? (columns.end_client ?? '') : '';
}

function editedFields(row: C2CJobRow, next: JobColumns): FieldChange[] {
  const differs = (field: (typeof EDITABLE_FIELDS)[number]) =>
    historyValue(field, row[field]) !== historyValue(field, next[field]);
  const fields: FieldChange[] = EDITABLE_FIELDS.filter(differs).map((field) => ({
    field,
    oldValue: historyValue(field, row[field]),
    newValue: historyValue(field, next[field]),
  }));
  if (row.client_id !== next.client_id) {
    fields.push({ field: 'client', oldValue: clientName(row), newValue: clientName(next) });
  }
  return fields;
}

/** The job's columns, with the client it names (its name as the end client); undefined: no such client. */
async function jobColumns(trx: Transaction<Database>, job: JobForm): Promise<JobColumns | undefined> {
  if (!job.clientId) return toJobColumns(job, undefined);
  const client = await createClientQueries(trx).find(job.clientId);
  return client ? toJobColumns(job, client) : undefined;
}

/** A job's change as its history and the audit log keep it ("created job", "closed job", …). */
function recordJobChange(
  trx: Transaction<Database>,
  actor: Actor,
  action: string,
  job: { id: string; title: string },
  fields: readonly FieldChange[],
  at: Date,
) {
  return recordChange(trx, {
    actor,
    action,
    record: { kind: RECORD_KINDS.job, id: job.id, label: job.title },
    fields,
    at,
  });
}

/**
 * C2C jobs as the back office changes them: posting, editing and closing, each with its history rows and
 * its audit line in one transaction. The board and the apply page read the same table, so each change
 * shows there at once.
 */
export function createC2CJobService({ changes }: ServiceDeps) {
  return {
    /** Posts a new open job today (its URL name is made from the title and never changes). */
    async create(job: JobForm, actor: JobActor, now = new Date()): Promise<JobChangeResult> {
      // A random suffix colliding is all but impossible; one retry covers it.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await changes.run(async (trx) => {
            const columns = await jobColumns(trx, job);
            if (!columns) return { refused: 'client-not-found' as const };
            const row = await createC2CJobRepository(trx).create(columns, actor.id, now);
            const opened = [{ field: 'status', oldValue: null, newValue: 'open' }];
            await recordJobChange(trx, actor, 'created job', row, opened, now);
            return { job: toAdminJob(row) };
          });
        } catch (error) {
          if (attempt > 0 || !isUniqueViolation(error)) throw error;
        }
      }
    },

    /** Edits a job's fields, open or closed (its URL name stays); an unchanged job records nothing. */
    update(id: string, job: JobForm, actor: JobActor, now = new Date()): Promise<JobChangeResult> {
      return changes.run(async (trx) => {
        const jobs = createC2CJobRepository(trx);
        const row = await jobs.find(id);
        if (!row) return { refused: 'not-found' as const };
        const next = await jobColumns(trx, job);
        if (!next) return { refused: 'client-not-found' as const };
        const fields = editedFields(row, next);
        if (fields.length === 0) return { job: toAdminJob(row) };
        await jobs.update(id, next, now);
        await recordJobChange(trx, actor, 'updated job', { id, title: next.title }, fields, now);
        return { job: toAdminJob({ ...row, ...next, updated_at: now.toISOString() }) };
      });
    },

    /** Closes an open job: it leaves the board at once and refuses applications. */
    close(id: string, actor: JobActor, now = new Date()): Promise<JobChangeResult> {
      return changes.run(async (trx) => {
        const jobs = createC2CJobRepository(trx);
        const closed = await jobs.close(id, actor.id, now);
        const row = await jobs.find(id);
        if (!row) return { refused: 'not-found' as const };
        if (!closed) return { refused: 'already-closed' as const };
        const fields = [{ field: 'status', oldValue: 'open', newValue: 'closed' }];
        await recordJobChange(trx, actor, 'closed job', row, fields, now);
        return { job: toAdminJob(row) };
      });
    },
  };
}

export type C2CJobService = ReturnType<typeof createC2CJobService>;
