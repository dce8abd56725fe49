import {
  CASE_STATUSES,
  URGENT_CASE_PRIORITY,
  type CaseInboxFilters,
  type CaseStatus,
  type CaseSummary,
  type Page,
  type SupportCase,
} from '@smartmove/contract';
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, SupportCasesTable } from '../../db/schema.js';
import { containsPattern, lowerLike, readPage, type PageRequest } from '../pagination.js';

export type CaseRow = Omit<Selectable<SupportCasesTable>, 'assigned_to'> & { assigned_to?: string | null };

/**
 * The staff member reading or answering cases: an approver sees the cases of the people they manage
 * (users.manager_id), an admin every case.
 */
export interface CaseStaffViewer {
  id: string;
  name: string;
  isAdmin: boolean;
}

/** A case as the staff read it, with its author's and its assignee's names (its thread and history aside). */
export type StaffCaseRow = Selectable<SupportCasesTable> & {
  author_name: string;
  author_email: string;
  assignee_name: string | null;
};

/** Whose cases (joined to their `author`) the viewer may see: their people's, or everyone's for an admin. */
export function seenBy(viewer: CaseStaffViewer): Expression<SqlBool> {
  return viewer.isAdmin ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.ref('author.manager_id')} = ${viewer.id}`;
}

function toStatus(value: string): CaseStatus {
  return (CASE_STATUSES as readonly string[]).includes(value) ? (value as CaseStatus) : 'open';
}

export function toCase(row: CaseRow): SupportCase {
  return {
    id: row.id,
    reference: row.reference,
    title: row.title,
    category: row.category,
    priority: row.priority,
    description: row.description,
    status: toStatus(row.status),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The assignee as the staff's screens show it; null for a case no one holds. */
export function assigneeOf(row: { assigned_to: string | null; assignee_name: string | null }) {
  return row.assigned_to ? { id: row.assigned_to, name: row.assignee_name ?? row.assigned_to } : null;
}

/**
 * Reads of support cases: an author's own, and the staff's inbox and case (within the viewer's people).
 * Their changes go through the case service (services/cases/case-service.ts).
 */
export function createCaseQueries(db: Kysely<Database>) {
  /** The cases the viewer may see, with their author as `author` and their assignee as `assignee`. */
  function visibleCases(viewer: CaseStaffViewer) {
    return db
      .selectFrom('support_cases')
      .innerJoin('users as author', 'author.id', 'support_cases.user_id')
      .leftJoin('users as assignee', 'assignee.id', 'support_cases.assigned_to')
      .where(seenBy(viewer));
  }

  return {
    async list(
      userId: string,
      request: PageRequest & { status?: 'open' | undefined },
    ): Promise<Page<SupportCase>> {
      let query = db.selectFrom('support_cases').where('user_id', '=', userId);
      if (request.status === 'open') query = query.where('status', 'in', ['open', 'in-progress']);
      return readPage(
        query,
        request,
        (list) => list.selectAll().orderBy('created_at', 'desc').orderBy('id'),
        (rows) => rows.map(toCase),
      );
    },

    /** One of the author's own cases (without its thread); undefined for anyone else's. */
    async findMine(userId: string, id: string): Promise<SupportCase | undefined> {
      const row = await db
        .selectFrom('support_cases')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toCase(row);
    },

    /** The staff's inbox: urgent first, then oldest. */
    async listInbox(
      viewer: CaseStaffViewer,
      filters: CaseInboxFilters,
      page: PageRequest,
    ): Promise<Page<CaseSummary>> {
      let query = visibleCases(viewer);
      if (filters.status) query = query.where('support_cases.status', '=', filters.status);
      if (filters.search) {
        const pattern = containsPattern(filters.search);
        query = query.where((eb) =>
          eb.or([
            lowerLike('author.name', pattern),
            lowerLike('support_cases.title', pattern),
            lowerLike('support_cases.reference', pattern),
          ]),
        );
      }
      return readPage(
        query,
        page,
        (list) =>
          list
            .selectAll('support_cases')
            .select(['author.name as author_name', 'assignee.name as assignee_name'])
            .orderBy(
              sql`case when ${sql.ref('support_cases.priority')} = ${URGENT_CASE_PRIORITY} then 0 else 1 end`,
            )
            .orderBy('support_cases.created_at')
            .orderBy('support_cases.id'),
        (rows) =>
          rows.map((row): CaseSummary => ({
            ...toCase(row),
            author: { id: row.user_id, name: row.author_name },
            assignedTo: assigneeOf(row),
          })),
      );
    },

    /** The case with its author and assignee; undefined outside the viewer's scope. */
    findForStaff(viewer: CaseStaffViewer, id: string): Promise<StaffCaseRow | undefined> {
      return visibleCases(viewer)
        .selectAll('support_cases')
        .select([
          'author.name as author_name',
          'author.email as author_email',
          'assignee.name as assignee_name',
        ])
        .where('support_cases.id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type CaseQueries = ReturnType<typeof createCaseQueries>;
