import { randomBytes, randomUUID } from 'node:crypto';
import {
  CASE_STATUSES,
  type AddCase,
  type CaseStatus,
  type Page,
  type SupportCase,
} from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SupportCasesTable } from '../db/schema.js';
import { isUniqueViolation, pageOffset, toCount, toPage, type PageRequest } from './pagination.js';

function toCase(row: Selectable<SupportCasesTable>): SupportCase {
  return {
    id: row.id,
    reference: row.reference,
    title: row.title,
    category: row.category,
    priority: row.priority,
    description: row.description,
    status: (CASE_STATUSES as readonly string[]).includes(row.status) ? (row.status as CaseStatus) : 'open',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A short reference people can quote on the phone: "CS-" and eight characters without look-alikes. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return `CS-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** Support cases raised by employees and partners. */
export function createCaseRepository(db: Kysely<Database>) {
  return {
    async list(
      userId: string,
      request: PageRequest & { status?: 'open' | undefined },
    ): Promise<Page<SupportCase>> {
      let query = db.selectFrom('support_cases').where('user_id', '=', userId);
      if (request.status === 'open') query = query.where('status', 'in', ['open', 'in-progress']);
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute();
      return toPage(rows.map(toCase), toCount(count), request);
    },

    async create(userId: string, input: AddCase, now = new Date()): Promise<SupportCase> {
      for (let attempt = 0; ; attempt += 1) {
        const row: Selectable<SupportCasesTable> = {
          id: randomUUID(),
          user_id: userId,
          reference: newReference(),
          ...input,
          status: 'open',
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        };
        try {
          await db.insertInto('support_cases').values(row).execute();
          return toCase(row);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 2) throw error;
        }
      }
    },
  };
}
