import { randomBytes, randomUUID } from 'node:crypto';
import type { AddCase, CaseStatus, SupportCase } from '@smartmove/contract';
import type { Selectable, Transaction } from 'kysely';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database, SupportCasesTable } from '../../db/schema.js';
import { toCase, type CaseRow, type CaseStaffViewer } from './case-queries.js';

/** A case as a change reads it: its fields and its author's (locked until the end on PostgreSQL). */
export interface LockedCase extends CaseRow {
  author_name: string;
  author_email: string;
}

/** Who may change a case: its author, or a staff viewer within their people. */
export type CaseScope = { viewer: CaseStaffViewer } | { authorId: string };

/** A short reference people can quote on the phone: "CS-" and eight characters without look-alikes. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return `CS-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * Support cases (support_cases) as their changes write them. Build it on the transaction of the change;
 * the case service (services/cases/case-service.ts) records each change and queues its e-mail.
 */
export function createCaseRepository(trx: Transaction<Database>, engine: DatabaseEngine) {
  return {
    /**
     * A new case, Open, under a fresh reference. A clash of references fails the statement as a unique
     * violation (which on PostgreSQL ends the transaction): the caller tries again in a new one.
     */
    async create(userId: string, input: AddCase, at: Date): Promise<SupportCase> {
      const row: Selectable<SupportCasesTable> = {
        id: randomUUID(),
        user_id: userId,
        reference: newReference(),
        ...input,
        status: 'open',
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
        assigned_to: null,
      };
      await trx.insertInto('support_cases').values(row).execute();
      return toCase(row);
    },

    /** The case, when `scope` lets the caller change it, locked on PostgreSQL until the transaction ends. */
    lock(id: string, scope: CaseScope): Promise<LockedCase | undefined> {
      let query = trx
        .selectFrom('support_cases')
        .innerJoin('users as author', 'author.id', 'support_cases.user_id')
        .selectAll('support_cases')
        .select(['author.name as author_name', 'author.email as author_email'])
        .where('support_cases.id', '=', id)
        .$if(engine === 'postgres', (locked) => locked.forUpdate('support_cases'));
      if ('authorId' in scope) query = query.where('support_cases.user_id', '=', scope.authorId);
      else if (!scope.viewer.isAdmin) query = query.where('author.manager_id', '=', scope.viewer.id);
      return query.executeTakeFirst();
    },

    /** Sets the fields given and updated_at (a new message alone touches updated_at). */
    async update(
      id: string,
      fields: { status?: CaseStatus | undefined; assignedTo?: string | null | undefined },
      at: Date,
    ): Promise<void> {
      await trx
        .updateTable('support_cases')
        .set({
          updated_at: at.toISOString(),
          ...(fields.status !== undefined ? { status: fields.status } : {}),
          ...(fields.assignedTo !== undefined ? { assigned_to: fields.assignedTo } : {}),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type CaseRepository = ReturnType<typeof createCaseRepository>;
