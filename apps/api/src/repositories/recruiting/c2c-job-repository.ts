import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newRowId } from '../../db/row-id.js';
import type { Database } from '../../db/schema.js';
import type { C2CJobRow, JobColumns } from './c2c-job-rows.js';

const SLUG_MAX_LENGTH = 60;

/**
 * A new job's URL name: its title as a slug and a short random suffix ("senior-data-engineer-k3x9q2"), so
 * two jobs of one title never share a link. Made once: an edit of the title keeps it, so links stay valid.
 */
export function newJobName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  const suffix = randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(-6);
  return `${slug || 'job'}-${suffix}`;
}

/**
 * C2C jobs as services/recruiting/c2c-job-service.ts posts, edits and closes them (the lists are c2c-job-queries.ts),
 * on the caller's transaction.
 */
export function createC2CJobRepository(db: Kysely<Database>) {
  return {
    /** Posts a new open job today, named after its title; the row as stored. */
    async create(columns: JobColumns, actorId: string, now: Date): Promise<C2CJobRow> {
      const row = {
        id: newRowId(),
        job_name: newJobName(columns.title),
        ...columns,
        posted_on: now.toISOString().slice(0, 10),
        removed: 0,
        created_by: actorId,
        updated_at: now.toISOString(),
        closed_at: null,
        closed_by: null,
      };
      await db.insertInto('c2c_jobs').values(row).execute();
      return row;
    },

    /** A job that was not removed, open or closed. */
    find(id: string): Promise<C2CJobRow | undefined> {
      return db
        .selectFrom('c2c_jobs')
        .selectAll()
        .where('id', '=', id)
        .where('removed', '=', 0)
        .executeTakeFirst();
    },

    async update(id: string, columns: JobColumns, now: Date): Promise<void> {
      await db
        .updateTable('c2c_jobs')
        .set({ ...columns, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** The jobs naming a client show its new name (a renamed client); their history is the client's. */
    async renameClient(clientId: string, name: string): Promise<void> {
      await db.updateTable('c2c_jobs').set({ end_client: name }).where('client_id', '=', clientId).execute();
    },

    /**
     * Closes the job if it is open, in one conditional UPDATE: of two racing closes only one changes the
     * row. Whether this one did.
     */
    async close(id: string, actorId: string, now: Date): Promise<boolean> {
      const closedAt = now.toISOString();
      const result = await db
        .updateTable('c2c_jobs')
        .set({ closed_at: closedAt, closed_by: actorId, updated_at: closedAt })
        .where('id', '=', id)
        .where('removed', '=', 0)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type C2CJobRepository = ReturnType<typeof createC2CJobRepository>;
