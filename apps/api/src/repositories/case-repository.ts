import { randomBytes, randomUUID } from 'node:crypto';
import {
  CASE_STATUSES,
  RECORD_KINDS,
  statusLabel,
  URGENT_CASE_PRIORITY,
  type AddCase,
  type CaseDetail,
  type CaseInboxFilters,
  type CaseMessage,
  type CaseStaffStatus,
  type CaseStatus,
  type CaseSummary,
  type CaseThread,
  type Page,
  type SupportCase,
} from '@smartmove/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database, SupportCasesTable } from '../db/schema.js';
import type { CaseMailFacts, CaseMails } from '../mail/mail-messages.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import { isActiveStaffMember, type InboxActor, type InboxUpdateResult } from './inbox-shared.js';
import { createMailOutboxRepository } from './mail-outbox-repository.js';
import {
  containsPattern,
  isUniqueViolation,
  lowerLike,
  pageOffset,
  toCount,
  toPage,
  type PageRequest,
} from './pagination.js';
import { createRecordHistoryRepository, type FieldChange } from './record-history-repository.js';

type CaseRow = Omit<Selectable<SupportCasesTable>, 'assigned_to'> & { assigned_to?: string | null };

function toStatus(value: string): CaseStatus {
  return (CASE_STATUSES as readonly string[]).includes(value) ? (value as CaseStatus) : 'open';
}

function toCase(row: CaseRow): SupportCase {
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

/** A short reference people can quote on the phone: "CS-" and eight characters without look-alikes. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return `CS-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** What a reader knows a stored history value of a case by. */
export function describeCaseChange(field: string, value: string | null, names: Map<string, string>) {
  if (value === null) return null;
  if (field === 'status') return statusLabel(value);
  if (field === 'assignedTo') return names.get(value) ?? value;
  return value;
}

/**
 * The staff member reading or answering cases: an approver sees the cases of the people they manage
 * (users.manager_id), an admin every case.
 */
export interface CaseStaffViewer extends InboxActor {
  isAdmin: boolean;
}

export type CaseReplyResult = { replied: true } | { notFound: true };

/** A case as a change reads it: its fields and its author's (locked until the end on PostgreSQL). */
interface LockedCase extends CaseRow {
  author_name: string;
  author_email: string;
}

function recordLabel(row: LockedCase): string {
  return `${row.reference} (${row.author_name})`;
}

function mailFacts(row: LockedCase): CaseMailFacts {
  return { authorName: row.author_name, reference: row.reference, title: row.title };
}

/**
 * Support cases raised by employees and partners, their threads, and the staff's answers: replies, status
 * and assignee, each change with its history row, its audit line and the author's e-mail in one transaction.
 */
export function createCaseRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  /** The cases the viewer may see, with their author as `author`. */
  function visibleCases(trx: Kysely<Database>, viewer: CaseStaffViewer) {
    const query = trx
      .selectFrom('support_cases')
      .innerJoin('users as author', 'author.id', 'support_cases.user_id');
    return viewer.isAdmin ? query : query.where('author.manager_id', '=', viewer.id);
  }

  /** The case, when `scope` lets the caller change it, locked on PostgreSQL until the transaction ends. */
  function lockedCase(
    trx: Kysely<Database>,
    id: string,
    scope: { viewer: CaseStaffViewer } | { authorId: string },
  ): Promise<LockedCase | undefined> {
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
  }

  async function messagesOf(caseId: string): Promise<CaseMessage[]> {
    const rows = await db
      .selectFrom('case_messages')
      .leftJoin('users', 'users.id', 'case_messages.author_id')
      .select([
        'case_messages.id',
        'case_messages.body',
        'case_messages.from_staff',
        'case_messages.created_at',
        'users.name as author_name',
      ])
      .where('case_messages.case_id', '=', caseId)
      .orderBy('case_messages.created_at')
      .orderBy('case_messages.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      authorName: row.author_name ?? 'Unknown',
      fromStaff: Number(row.from_staff) === 1,
      body: row.body,
      createdAt: row.created_at,
    }));
  }

  /** Inside the transaction: a message, the new status (if any) and the case's updated_at. */
  async function addMessage(
    trx: Kysely<Database>,
    row: LockedCase,
    message: { authorId: string; fromStaff: boolean; body: string },
    newStatus: CaseStatus | undefined,
    now: Date,
  ): Promise<FieldChange[]> {
    const at = now.toISOString();
    await trx
      .insertInto('case_messages')
      .values({
        id: randomUUID(),
        case_id: row.id,
        author_id: message.authorId,
        from_staff: message.fromStaff ? 1 : 0,
        body: message.body,
        created_at: at,
      })
      .execute();
    const changes: FieldChange[] =
      newStatus && newStatus !== row.status
        ? [{ field: 'status', oldValue: row.status, newValue: newStatus }]
        : [];
    await trx
      .updateTable('support_cases')
      .set({ updated_at: at, ...(changes.length > 0 ? { status: newStatus } : {}) })
      .where('id', '=', row.id)
      .execute();
    await createRecordHistoryRepository(trx).addChanges(
      { kind: RECORD_KINDS.case, id: row.id },
      message.authorId,
      changes,
      now,
    );
    return changes;
  }

  async function audit(
    trx: Kysely<Database>,
    row: LockedCase,
    actor: InboxActor,
    actions: readonly string[],
    now: Date,
  ): Promise<void> {
    const log = createAuditLogRepository(trx);
    for (const action of actions) {
      await log.record(
        {
          actorId: actor.id,
          actorName: actor.name,
          action,
          recordKind: RECORD_KINDS.case,
          recordId: row.id,
          recordLabel: recordLabel(row),
        },
        now,
      );
    }
  }

  /** Into the outbox, when the author has an e-mail address. */
  async function mailAuthor(
    trx: Kysely<Database>,
    row: LockedCase,
    causeKind: string,
    content: { subject: string; text: string },
    now: Date,
  ): Promise<void> {
    const to = row.author_email.trim();
    if (!to) return;
    await createMailOutboxRepository(trx).enqueue([{ ...content, to, causeKind, causeId: row.id }], now);
  }

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
          assigned_to: null,
        };
        try {
          await db.insertInto('support_cases').values(row).execute();
          return toCase(row);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 2) throw error;
        }
      }
    },

    /** One of the author's own cases with its thread; undefined for anyone else's. */
    async findMine(userId: string, id: string): Promise<CaseThread | undefined> {
      const row = await db
        .selectFrom('support_cases')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return { ...toCase(row), messages: await messagesOf(id) };
    },

    /**
     * The author's reply on their own case. A resolved (or closed) case opens again: the author's answer
     * says it still needs work. False when the case is not theirs (nothing is written).
     */
    addAuthorReply(author: InboxActor, id: string, body: string, now: Date = new Date()): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await lockedCase(trx, id, { authorId: author.id });
        if (!row) return false;
        const reopen = row.status === 'resolved' || row.status === 'closed';
        const changes = await addMessage(
          trx,
          row,
          { authorId: author.id, fromStaff: false, body },
          reopen ? 'open' : undefined,
          now,
        );
        await audit(trx, row, author, ['replied to case', ...changes.map(() => 'changed case status')], now);
        return true;
      });
    },

    /** The staff's inbox: urgent first, then oldest. */
    async listInbox(
      viewer: CaseStaffViewer,
      filters: CaseInboxFilters,
      page: PageRequest,
    ): Promise<Page<CaseSummary>> {
      let query = visibleCases(db, viewer);
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
      const [rows, count] = await Promise.all([
        query
          .leftJoin('users as assignee', 'assignee.id', 'support_cases.assigned_to')
          .selectAll('support_cases')
          .select(['author.name as author_name', 'assignee.name as assignee_name'])
          .orderBy(
            sql`case when ${sql.ref('support_cases.priority')} = ${URGENT_CASE_PRIORITY} then 0 else 1 end`,
          )
          .orderBy('support_cases.created_at')
          .orderBy('support_cases.id')
          .limit(page.pageSize)
          .offset(pageOffset(page))
          .execute(),
        query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
      ]);
      const items = rows.map((row): CaseSummary => ({
        ...toCase(row),
        author: { id: row.user_id, name: row.author_name },
        assignedTo: row.assigned_to
          ? { id: row.assigned_to, name: row.assignee_name ?? row.assigned_to }
          : null,
      }));
      return toPage(items, toCount(count?.total as number | undefined), page);
    },

    /** Every field, the author, the thread, the assignee and the history; undefined outside the viewer's scope. */
    async findForStaff(viewer: CaseStaffViewer, id: string): Promise<CaseDetail | undefined> {
      const row = await visibleCases(db, viewer)
        .leftJoin('users as assignee', 'assignee.id', 'support_cases.assigned_to')
        .selectAll('support_cases')
        .select([
          'author.name as author_name',
          'author.email as author_email',
          'assignee.name as assignee_name',
        ])
        .where('support_cases.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const [messages, history] = await Promise.all([
        messagesOf(id),
        createRecordHistoryRepository(db).listChanges({ kind: RECORD_KINDS.case, id }, describeCaseChange),
      ]);
      return {
        ...toCase(row),
        author: { id: row.user_id, name: row.author_name, email: row.author_email.trim() || null },
        assignedTo: row.assigned_to
          ? { id: row.assigned_to, name: row.assignee_name ?? row.assigned_to }
          : null,
        messages,
        history,
      };
    },

    /**
     * A staff reply, e-mailed to the author. An Open case moves to In progress: someone is on it now. A case
     * in any other status keeps it.
     */
    reply(
      viewer: CaseStaffViewer,
      id: string,
      body: string,
      mails: CaseMails,
      now: Date = new Date(),
    ): Promise<CaseReplyResult> {
      return db.transaction().execute(async (trx) => {
        const row = await lockedCase(trx, id, { viewer });
        if (!row) return { notFound: true };
        const changes = await addMessage(
          trx,
          row,
          { authorId: viewer.id, fromStaff: true, body },
          row.status === 'open' ? 'in-progress' : undefined,
          now,
        );
        await audit(trx, row, viewer, ['replied to case', ...changes.map(() => 'changed case status')], now);
        await mailAuthor(trx, row, 'case-reply', mails.reply(mailFacts(row), body, viewer.name), now);
        return { replied: true };
      });
    },

    /**
     * Changes the status and/or the assignee (an active staff member), with a history row and an audit line
     * per changed field; resolving e-mails the author. A patch that changes nothing writes nothing.
     */
    update(
      viewer: CaseStaffViewer,
      id: string,
      patch: { status?: CaseStaffStatus | undefined; assignedTo?: string | null | undefined },
      mails: CaseMails,
      now: Date = new Date(),
    ): Promise<InboxUpdateResult> {
      return db.transaction().execute(async (trx) => {
        const row = await lockedCase(trx, id, { viewer });
        if (!row) return { notFound: true };
        if (patch.assignedTo && !(await isActiveStaffMember(trx, patch.assignedTo))) {
          return { invalidAssignee: true };
        }
        const assignedTo = row.assigned_to ?? null;
        const changes: FieldChange[] = [];
        if (patch.status !== undefined && patch.status !== row.status) {
          changes.push({ field: 'status', oldValue: row.status, newValue: patch.status });
        }
        if (patch.assignedTo !== undefined && patch.assignedTo !== assignedTo) {
          changes.push({ field: 'assignedTo', oldValue: assignedTo, newValue: patch.assignedTo });
        }
        if (changes.length === 0) return { updated: true };
        await trx
          .updateTable('support_cases')
          .set({
            updated_at: now.toISOString(),
            ...(patch.status !== undefined ? { status: patch.status } : {}),
            ...(patch.assignedTo !== undefined ? { assigned_to: patch.assignedTo } : {}),
          })
          .where('id', '=', id)
          .execute();
        await createRecordHistoryRepository(trx).addChanges(
          { kind: RECORD_KINDS.case, id },
          viewer.id,
          changes,
          now,
        );
        await audit(
          trx,
          row,
          viewer,
          changes.map((change) =>
            change.field === 'status'
              ? 'changed case status'
              : change.newValue
                ? 'assigned case'
                : 'unassigned case',
          ),
          now,
        );
        if (changes.some((change) => change.field === 'status' && change.newValue === 'resolved')) {
          await mailAuthor(trx, row, 'case-resolved', mails.resolved(mailFacts(row), viewer.name), now);
        }
        return { updated: true };
      });
    },
  };
}

export type CaseRepository = ReturnType<typeof createCaseRepository>;
