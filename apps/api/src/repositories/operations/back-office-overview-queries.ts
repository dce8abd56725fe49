import { type BackOfficeCount, type BackOfficeOverview } from '@smartmove/contract';
import type { AliasedExpression, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { approvableItems, WAITING_STATUSES, type Approver } from '../approvals/approval-queries.js';
import { seenBy } from '../cases/case-queries.js';
import { toCount } from '../pagination.js';

/** The list each count is about, counted as the list's own filter selects it (so the link shows the same). */
type CountQuery = (
  db: Kysely<Database>,
  viewer: Approver,
) => { as<Name extends string>(name: Name): AliasedExpression<unknown, Name> };

const COUNTS: Record<BackOfficeCount, CountQuery> = {
  // Inquiries with the status "New" (?status=new): contact messages, consultations and know-your-worth leads.
  newInquiries: (db) =>
    db
      .selectFrom(
        db
          .selectFrom('contact_messages')
          .select('id')
          .where('status', '=', 'new')
          .unionAll(db.selectFrom('candidate_leads').select('id').where('status', '=', 'new'))
          .as('inquiries'),
      )
      .select((eb) => eb.fn.countAll().as('count')),
  newApplications: (db) =>
    db
      .selectFrom('job_applications')
      .where('status', '=', 'new')
      .select((eb) => eb.fn.countAll().as('count')),
  // What the approvals page lists as waiting for a decision (approved claims waiting to be paid aside).
  waitingApprovals: (db, viewer) => {
    const items = approvableItems(db, viewer);
    return db
      .selectFrom(
        items.sheets
          .select('time_sheets.id')
          .where('time_sheets.status', '=', WAITING_STATUSES['time-sheet'])
          .unionAll(
            items.leave
              .select('leave_requests.id')
              .where('leave_requests.status', '=', WAITING_STATUSES.leave),
          )
          .unionAll(items.claims.select('expenses.id').where('expenses.status', '=', WAITING_STATUSES.claim))
          .as('waiting'),
      )
      .select((eb) => eb.fn.countAll().as('count'));
  },
  // Cases with the status "Open" (?status=open) among those the viewer sees.
  openCases: (db, viewer) =>
    db
      .selectFrom('support_cases')
      .innerJoin('users as author', 'author.id', 'support_cases.user_id')
      .where('support_cases.status', '=', 'open')
      .where(seenBy(viewer))
      .select((eb) => eb.fn.countAll().as('count')),
  // Partners' candidates not yet on the hot list (the bench list's "Waiting for review").
  benchWaiting: (db) =>
    db
      .selectFrom('bench_candidates')
      .where('published_at', 'is', null)
      .where('sent_back_at', 'is', null)
      .select((eb) => eb.fn.countAll().as('count')),
};

/**
 * The back office's front page (docs/product.md#back-office): how many records wait in each of the lists
 * asked for, in one round trip (one SELECT of scalar counts, each served by an index on its status).
 */
export function createBackOfficeOverviewQueries(db: Kysely<Database>) {
  return {
    async counts(viewer: Approver, which: readonly BackOfficeCount[]): Promise<BackOfficeOverview> {
      if (which.length === 0) return {};
      const row: Record<string, unknown> = await db
        .selectNoFrom(which.map((name) => COUNTS[name](db, viewer).as(name)))
        .executeTakeFirstOrThrow();
      return Object.fromEntries(
        which.map((name) => [name, toCount(row[name] as string | number | undefined)]),
      );
    },
  };
}

export type BackOfficeOverviewQueries = ReturnType<typeof createBackOfficeOverviewQueries>;
