import {
  BACK_OFFICE_ROUTES,
  hasFakeEmail,
  PORTAL_ROUTES,
  RECORD_KINDS,
  statusLabel,
  type AddCase,
  type CaseDetail,
  type CaseStaffStatus,
  type CaseStatus,
  type CaseThread,
  type SupportCase,
} from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { CASE_MAILS, newCaseAlertMail, type CaseMailFacts } from '../../mail/mail-messages.js';
import {
  createCaseMessageQueries,
  createCaseMessageRepository,
} from '../../repositories/cases/case-message-repository.js';
import { assigneeOf, toCase, type CaseStaffViewer } from '../../repositories/cases/case-queries.js';
import {
  createCaseRepository,
  type CaseScope,
  type LockedCase,
} from '../../repositories/cases/case-repository.js';
import { isUniqueViolation } from '../../repositories/pagination.js';
import { createRecordChangeRepository } from '../../repositories/record-change-repository.js';
import { createUsersRepository } from '../../repositories/people/users-repository.js';
import { pageUrl } from '../site-links.js';
import { alertApprovers } from '../approvals/approval-alerts.js';
import { queueMail, type OutgoingMail } from '../mail/mail-queue.js';
import { changedFromTo, recordChange, type Actor, type FieldChange } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

/** The outbox's cause of the staff alert of a new case. */
export const NEW_CASE_MAIL_CAUSE = 'case-new';

export type CaseReplyResult = { replied: true } | { notFound: true };
export type CaseUpdateResult = { updated: true } | { notFound: true } | { invalidAssignee: true };

/** What a reader knows a stored history value of a case by. */
export function describeCaseChange(field: string, value: string | null, names: Map<string, string>) {
  if (value === null) return null;
  if (field === 'status') return statusLabel(value);
  if (field === 'assignedTo') return names.get(value) ?? value;
  return value;
}

const NO_NAMES = new Map<string, string>();

/** The audit line of one changed field of a case: a status from what to what. */
function actionOf(change: FieldChange): string {
  if (change.field === 'status') {
    return changedFromTo(
      'changed case status',
      describeCaseChange('status', change.oldValue, NO_NAMES),
      describeCaseChange('status', change.newValue, NO_NAMES),
    );
  }
  return change.newValue ? 'assigned case' : 'unassigned case';
}

function recordOf(row: LockedCase) {
  return { kind: RECORD_KINDS.case, id: row.id, label: `${row.reference} (${row.author_name})` };
}

/**
 * Support cases: employees and partners raise them and answer on them; staff reply, set the status and
 * the assignee. Each change commits with its history, its audit lines and the author's e-mail, or not at all.
 */
export function createCaseService({ db, changes, engine, env, queries }: ServiceDeps) {
  const messages = createCaseMessageQueries(db);

  /** What a case's e-mail says about it, with the author's Support page it links. */
  function factsOf(row: LockedCase): CaseMailFacts {
    return {
      authorName: row.author_name,
      reference: row.reference,
      title: row.title,
      supportUrl: pageUrl(env, PORTAL_ROUTES.support),
    };
  }

  /** Inside the transaction: records each changed field as its own audit line, with its history row. */
  async function recordFields(
    trx: Transaction<Database>,
    row: LockedCase,
    actor: Actor,
    changes: readonly FieldChange[],
    at: Date,
  ): Promise<void> {
    for (const change of changes) {
      await recordChange(trx, {
        actor,
        action: actionOf(change),
        record: recordOf(row),
        fields: [change],
        at,
      });
    }
  }

  /** Into the outbox, when the author has an e-mail address. */
  async function mailAuthor(
    trx: Transaction<Database>,
    row: LockedCase,
    causeKind: string,
    content: { subject: string; text: string },
    at: Date,
  ): Promise<void> {
    const to = row.author_email.trim();
    if (to) await queueMail(trx, [{ ...content, to, causeKind, causeId: row.id }], at);
  }

  /**
   * A reply on the case, with the status it moves to (if any), its audit lines and, from staff, the
   * author's e-mail. Not found when `scope` does not reach the case (nothing is written).
   */
  function addReply(
    actor: Actor & { id: string },
    id: string,
    scope: CaseScope,
    reply: { body: string; fromStaff: boolean; statusAfter: (status: string) => CaseStatus | undefined },
    at: Date,
  ): Promise<CaseReplyResult> {
    return changes.run(async (trx) => {
      const cases = createCaseRepository(trx, engine);
      const row = await cases.lock(id, scope);
      if (!row) return { notFound: true };
      const status = reply.statusAfter(row.status);
      await createCaseMessageRepository(trx).create(
        row.id,
        { authorId: actor.id, fromStaff: reply.fromStaff, body: reply.body },
        at,
      );
      await cases.update(row.id, { status }, at);
      await recordChange(trx, { actor, action: 'replied to case', record: recordOf(row), at });
      if (status) {
        const change = { field: 'status', oldValue: row.status, newValue: status };
        await recordFields(trx, row, actor, [change], at);
      }
      if (reply.fromStaff) {
        await mailAuthor(trx, row, 'case-reply', CASE_MAILS.reply(factsOf(row), reply.body, actor.name), at);
      }
      return { replied: true };
    });
  }

  return {
    /**
     * A new case, Open, and its alert to the author's approver (without one, the admins), linking the case in
     * the back office, in one transaction. A clash of references tries again under another.
     */
    async create(userId: string, input: AddCase, at = new Date()): Promise<SupportCase> {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await changes.run(async (trx) => {
            const created = await createCaseRepository(trx, engine).create(userId, input, at);
            const author = await createUsersRepository(trx).findById(userId);
            const caseUrl = pageUrl(env, BACK_OFFICE_ROUTES.case, { id: created.id });
            const mails: OutgoingMail[] = [];
            for (const staff of author ? await alertApprovers(trx, author.id) : []) {
              if (!staff.email || hasFakeEmail(staff.email)) continue;
              const mail = newCaseAlertMail(staff.name, created, author?.name ?? '', caseUrl);
              mails.push({ ...mail, to: staff.email, causeKind: NEW_CASE_MAIL_CAUSE, causeId: created.id });
            }
            if (mails.length > 0) await queueMail(trx, mails, at);
            return created;
          });
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 2) throw error;
        }
      }
    },

    /** One of the author's own cases with its thread; undefined for anyone else's. */
    async findThread(userId: string, id: string): Promise<CaseThread | undefined> {
      const found = await queries.cases.findMine(userId, id);
      return found && { ...found, messages: await messages.list(id) };
    },

    /** Every field, the author, the thread, the assignee and the history; undefined outside the viewer's scope. */
    async findDetail(viewer: CaseStaffViewer, id: string): Promise<CaseDetail | undefined> {
      const row = await queries.cases.findForStaff(viewer, id);
      if (!row) return undefined;
      const [thread, history] = await Promise.all([
        messages.list(id),
        createRecordChangeRepository(db).list({ kind: RECORD_KINDS.case, id }, describeCaseChange),
      ]);
      return {
        ...toCase(row),
        author: { id: row.user_id, name: row.author_name, email: row.author_email.trim() || null },
        assignedTo: assigneeOf(row),
        messages: thread,
        history,
      };
    },

    /**
     * The author's reply on their own case. A resolved (or closed) case opens again: the author's answer
     * says it still needs work.
     */
    addAuthorReply(author: Actor & { id: string }, id: string, body: string, at = new Date()) {
      return addReply(
        author,
        id,
        { authorId: author.id },
        {
          body,
          fromStaff: false,
          statusAfter: (status) => (status === 'resolved' || status === 'closed' ? 'open' : undefined),
        },
        at,
      );
    },

    /**
     * A staff reply, e-mailed to the author. An Open case moves to In progress: someone is on it now. A case
     * in any other status keeps it.
     */
    reply(viewer: CaseStaffViewer, id: string, body: string, at = new Date()) {
      return addReply(
        viewer,
        id,
        { viewer },
        { body, fromStaff: true, statusAfter: (status) => (status === 'open' ? 'in-progress' : undefined) },
        at,
      );
    },

    /**
     * Changes the status and/or the assignee (an active staff member), with a history row and an audit line
     * per changed field; resolving e-mails the author. A patch that changes nothing writes nothing.
     */
    update(
      viewer: CaseStaffViewer,
      id: string,
      patch: { status?: CaseStaffStatus | undefined; assignedTo?: string | null | undefined },
      at = new Date(),
    ): Promise<CaseUpdateResult> {
      return changes.run(async (trx) => {
        const cases = createCaseRepository(trx, engine);
        const row = await cases.lock(id, { viewer });
        if (!row) return { notFound: true };
        if (patch.assignedTo && !(await createUsersRepository(trx).isActiveStaff(patch.assignedTo))) {
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
        await cases.update(id, patch, at);
        await recordFields(trx, row, viewer, changes, at);
        if (changes.some((change) => change.field === 'status' && change.newValue === 'resolved')) {
          await mailAuthor(trx, row, 'case-resolved', CASE_MAILS.resolved(factsOf(row), viewer.name), at);
        }
        return { updated: true };
      });
    },
  };
}

export type CaseService = ReturnType<typeof createCaseService>;
