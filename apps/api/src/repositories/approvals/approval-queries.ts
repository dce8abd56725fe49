import {
  ACTIVE_LEAVE_STATUSES,
  addDays,
  DEFAULT_OFFICE,
  EXPENSE_STATE,
  hasFakeEmail,
  LEAVE_STATE,
  TIME_SHEET_STATE,
  WEEK_DAYS,
  type AlsoOut,
  type ApprovalItem,
  type ApprovalKind,
  type ClaimApproval,
  type LeaveApproval,
  type Page,
  type TimeSheetApproval,
} from '@smartmove/contract';
import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pageOffset, toCount, toPage, type PageRequest } from '../pagination.js';
import { claimFields, leaveFields } from '../recruiting/request-fields.js';
import { DAY_COLUMNS } from './time-sheet-days.js';
import { RECEIPT_COLUMNS, receiptOf, type StoredUpload } from '../stored-upload.js';

/** The approver looking at the list: an admin sees everyone's items, an approver those of their people. */
export interface Approver {
  id: string;
  name: string;
  isAdmin: boolean;
}

/** A waiting item as the queries read it: a leave request's balance is the leave service's to add. */
export type ListedApproval = Exclude<ApprovalItem, LeaveApproval> | Omit<LeaveApproval, 'balance'>;

/** The state in which the items of each kind wait for a decision. */
export const WAITING_STATUSES = {
  'time-sheet': TIME_SHEET_STATE.waiting,
  leave: LEAVE_STATE.waiting,
  claim: EXPENSE_STATE.waiting,
} as const;

/** Claims on the approvals page: waiting for a decision, or approved and waiting to be paid. */
const OPEN_CLAIM_STATUSES = [EXPENSE_STATE.waiting, EXPENSE_STATE.approved] as const;

/** What a decision is about, as its audit line and its e-mail to the author name it. */
export type DecidableItem =
  | { kind: 'time-sheet'; weekStart: string }
  | { kind: 'leave'; fromDate: string; toDate: string }
  | { kind: 'claim'; amount: number; currency: string; category: string };

/** A row the approver may decide on, with its author. */
export interface DecidableRow {
  id: string;
  status: string;
  authorName: string;
  /** Null for an account without a real address (signed up by phone alone, or erased). */
  authorEmail: string | null;
  item: DecidableItem;
}

/**
 * Whose items (joined to their `author`) the approver decides on: their people's (an admin: anybody's),
 * never their own.
 */
export function decidedBy(approver: Approver): Expression<SqlBool> {
  const notOwn = sql<SqlBool>`${sql.ref('author.id')} <> ${approver.id}`;
  return approver.isAdmin
    ? notOwn
    : sql<SqlBool>`${notOwn} and ${sql.ref('author.manager_id')} = ${approver.id}`;
}

/** The tables of the items an approver decides on. */
type DecidedTable = 'time_sheets' | 'leave_requests' | 'expenses';

/**
 * Whose items of `table` the approver decides on, as decidedBy says. An admin's are everybody's but their own,
 * told by the item's user_id alone: a count or a page's ids then read the item's (status, …) index only, not
 * every author joined (10,684 waiting time sheets at ten years: 59 → 12 ms on PostgreSQL). An approver's
 * items need their `author` joined (decidedBy).
 */
function decidedFor(approver: Approver, table: DecidedTable): Expression<SqlBool> {
  return approver.isAdmin
    ? sql<SqlBool>`${sql.ref(`${table}.user_id`)} <> ${approver.id}`
    : decidedBy(approver);
}

/**
 * The items of each kind the approver may decide for, as a count or a page's ids read them: an admin's without
 * their authors (decidedFor), an approver's with them. A page's rows are then read by id and joined.
 */
export function approvableItems(db: Kysely<Database>, approver: Approver) {
  return {
    sheets: db
      .selectFrom('time_sheets')
      .$if(!approver.isAdmin, (query) =>
        query.innerJoin('users as author', 'author.id', 'time_sheets.user_id'),
      )
      .where(decidedFor(approver, 'time_sheets')),
    leave: db
      .selectFrom('leave_requests')
      .$if(!approver.isAdmin, (query) =>
        query.innerJoin('users as author', 'author.id', 'leave_requests.user_id'),
      )
      .where(decidedFor(approver, 'leave_requests')),
    claims: db
      .selectFrom('expenses')
      .$if(!approver.isAdmin, (query) => query.innerJoin('users as author', 'author.id', 'expenses.user_id'))
      .where(decidedFor(approver, 'expenses')),
  };
}

/**
 * Approvals (docs/product.md#back-office), the reading side: the time sheets, leave requests and claims
 * waiting for the approver, oldest first, and the rows a decision is about (the decision itself is
 * services/approvals/approval-service.ts). Nobody decides on their own items. Build it on the decision's transaction
 * to read the rows it changes.
 */
export function createApprovalQueries(db: Kysely<Database>) {
  /** The time sheets of the people the approver may decide for. */
  const sheetsOf = (approver: Approver) =>
    db
      .selectFrom('time_sheets')
      .innerJoin('users as author', 'author.id', 'time_sheets.user_id')
      .where(decidedBy(approver));

  /** The leave requests of the people the approver may decide for. */
  const leavesOf = (approver: Approver) =>
    db
      .selectFrom('leave_requests')
      .innerJoin('users as author', 'author.id', 'leave_requests.user_id')
      .where(decidedBy(approver));

  /** The claims of the people the approver may decide for. */
  const claimsOf = (approver: Approver) =>
    db
      .selectFrom('expenses')
      .innerJoin('users as author', 'author.id', 'expenses.user_id')
      .where(decidedBy(approver));

  async function listTimeSheets(
    approver: Approver,
    request: PageRequest,
    onlyId?: string,
  ): Promise<Page<TimeSheetApproval>> {
    const waiting = approvableItems(db, approver).sheets.where(
      'time_sheets.status',
      '=',
      WAITING_STATUSES['time-sheet'],
    );
    const query = onlyId === undefined ? waiting : waiting.where('time_sheets.id', '=', onlyId);
    const pageIds = query
      .select('time_sheets.id')
      .orderBy('time_sheets.submitted_at')
      .orderBy('time_sheets.id')
      .limit(request.pageSize)
      .offset(pageOffset(request));
    const [{ count }, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      db
        .selectFrom('time_sheets')
        .innerJoin('users as author', 'author.id', 'time_sheets.user_id')
        .select([
          'time_sheets.id',
          'time_sheets.user_id',
          'time_sheets.week_start',
          'time_sheets.total_hours',
          'time_sheets.submitted_at',
          'time_sheets.updated_at',
          'author.name as author_name',
          'author.office as author_office',
        ])
        .where('time_sheets.id', 'in', pageIds)
        .orderBy('time_sheets.submitted_at')
        .orderBy('time_sheets.id')
        .execute(),
    ]);
    const ids = rows.map((row) => row.id);
    const offices = [...new Set(rows.map((row) => row.author_office ?? DEFAULT_OFFICE))];
    const weeks = rows.map((row) => row.week_start).sort();
    const [first, last] = [weeks[0], weeks.at(-1)];
    const [entries, holidays] =
      first === undefined || last === undefined
        ? [[], []]
        : await Promise.all([
            db
              .selectFrom('time_sheet_entries')
              .select(['time_sheet_id', 'project', 'position', ...DAY_COLUMNS])
              .where('time_sheet_id', 'in', ids)
              .orderBy('position')
              .execute(),
            db
              .selectFrom('office_holidays')
              .select(['office', 'date', 'name'])
              .where('office', 'in', offices)
              .where('date', '>=', first)
              .where('date', '<=', addDays(last, WEEK_DAYS.length - 1))
              .execute(),
          ]);
    const items = rows.map((row): TimeSheetApproval => {
      const office = row.author_office ?? DEFAULT_OFFICE;
      const sheetEntries = entries
        .filter((entry) => entry.time_sheet_id === row.id)
        .map((entry) => ({
          project: entry.project,
          hours: DAY_COLUMNS.map((column) => Number(entry[column])),
        }));
      return {
        kind: 'time-sheet',
        id: row.id,
        personId: row.user_id,
        personName: row.author_name,
        submittedAt: row.submitted_at ?? row.updated_at,
        status: TIME_SHEET_STATE.waiting,
        weekStart: row.week_start,
        totalHours: Number(row.total_hours),
        projects: sheetEntries.map((entry) => entry.project),
        entries: sheetEntries,
        days: WEEK_DAYS.map((_day, index) => {
          const date = addDays(row.week_start, index);
          return {
            date,
            hours: sheetEntries.reduce((sum, entry) => sum + (entry.hours[index] ?? 0), 0),
            holiday:
              holidays.find((holiday) => holiday.office === office && holiday.date === date)?.name ?? null,
          };
        }),
      };
    });
    return toPage(items, toCount(count as string | number), request);
  }

  /**
   * For each of the leave requests `page`, the pending and approved leave that overlaps it of the people who
   * share its author's manager. Each team is read once for the page, not once per request: its people
   * (`users.manager_id`), then each one's leave ending on or after the page's first start (`user_id, to_date`),
   * so that a page of a large team's requests reads that team's current leave once.
   */
  async function colleaguesOut(
    page: readonly {
      id: string;
      user_id: string;
      from_date: string;
      to_date: string;
      manager_id: string | null | undefined;
    }[],
  ) {
    const managers = [
      ...new Set(page.flatMap((request) => (request.manager_id ? [request.manager_id] : []))),
    ];
    if (managers.length === 0) return new Map<string, AlsoOut[]>();
    const starts = page.map((request) => request.from_date).sort();
    const ends = page.map((request) => request.to_date).sort();
    // The leave of `leave` that may overlap a request of the page: pending or approved, within its dates.
    const activeInSpan = sql<SqlBool>`${sql.ref('leave.status')} in (${sql.join(
      ACTIVE_LEAVE_STATUSES,
    )}) and ${sql.ref('leave.to_date')} >= ${starts[0] ?? ''} and ${sql.ref('leave.from_date')} <= ${ends.at(-1) ?? ''}`;
    const team = db.selectFrom('users as colleague').where('colleague.manager_id', 'in', managers);
    // Each colleague's leave by (user_id, to_date), the team's people read first. SQLite keeps a cross join's
    // order (without statistics its planner started from every leave of the firm: 29 s at ten years);
    // PostgreSQL is asked per colleague (LATERAL): over a span of years it hashed every leave of the firm
    // (40 ms for a team of 608 at ten years; 14 ms probed).
    const joined =
      db.getExecutor().adapter instanceof SqliteAdapter
        ? team
            .crossJoin('leave_requests as leave')
            .whereRef('leave.user_id', '=', 'colleague.id')
            .where(activeInSpan)
        : team.crossJoinLateral((eb) =>
            eb
              .selectFrom('leave_requests as leave')
              .select(['leave.from_date', 'leave.to_date'])
              .whereRef('leave.user_id', '=', 'colleague.id')
              .where(activeInSpan)
              // OFFSET 0 keeps the subquery a subquery: flattened, it was planned as that same hash join.
              .offset(0)
              .as('leave'),
          );
    const teamLeave = await joined
      .select(['colleague.id', 'colleague.manager_id', 'colleague.name', 'leave.from_date', 'leave.to_date'])
      .orderBy('leave.from_date')
      .orderBy('colleague.name')
      .execute();
    return new Map(
      page.map((request) => [
        request.id,
        teamLeave
          .filter(
            (leave) =>
              leave.manager_id === request.manager_id &&
              leave.id !== request.user_id &&
              leave.to_date >= request.from_date &&
              leave.from_date <= request.to_date,
          )
          .map((leave): AlsoOut => ({ name: leave.name, fromDate: leave.from_date, toDate: leave.to_date })),
      ]),
    );
  }

  /** The waiting leave requests; the service adds each author's balance. */
  async function listLeave(
    approver: Approver,
    request: PageRequest,
    onlyId?: string,
  ): Promise<Page<Omit<LeaveApproval, 'balance'>>> {
    const waiting = approvableItems(db, approver).leave.where(
      'leave_requests.status',
      '=',
      WAITING_STATUSES.leave,
    );
    const query = onlyId === undefined ? waiting : waiting.where('leave_requests.id', '=', onlyId);
    const pageIds = query
      .select('leave_requests.id')
      .orderBy('leave_requests.created_at')
      .orderBy('leave_requests.id')
      .limit(request.pageSize)
      .offset(pageOffset(request));
    const [{ count }, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      db
        .selectFrom('leave_requests')
        .innerJoin('users as author', 'author.id', 'leave_requests.user_id')
        .selectAll('leave_requests')
        .select(['author.name as author_name', 'author.manager_id'])
        .where('leave_requests.id', 'in', pageIds)
        .orderBy('leave_requests.created_at')
        .orderBy('leave_requests.id')
        .execute(),
    ]);
    const colleagues = await colleaguesOut(rows);
    const items = rows.map((row): Omit<LeaveApproval, 'balance'> => ({
      kind: 'leave',
      id: row.id,
      personId: row.user_id,
      personName: row.author_name,
      submittedAt: row.created_at,
      status: LEAVE_STATE.waiting,
      ...leaveFields(row),
      alsoOut: colleagues.get(row.id) ?? [],
    }));
    return toPage(items, toCount(count as string | number), request);
  }

  async function listClaims(
    approver: Approver,
    request: PageRequest,
    onlyId?: string,
  ): Promise<Page<ClaimApproval>> {
    const open = approvableItems(db, approver).claims.where('expenses.status', 'in', [
      ...OPEN_CLAIM_STATUSES,
    ]);
    const query = onlyId === undefined ? open : open.where('expenses.id', '=', onlyId);
    const pageIds = query
      .select('expenses.id')
      .orderBy('expenses.created_at')
      .orderBy('expenses.id')
      .limit(request.pageSize)
      .offset(pageOffset(request));
    const [{ count }, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      db
        .selectFrom('expenses')
        .innerJoin('users as author', 'author.id', 'expenses.user_id')
        .leftJoin('users as decider', 'decider.id', 'expenses.decided_by')
        .selectAll('expenses')
        .select(['author.name as author_name', 'decider.name as decider_name'])
        .where('expenses.id', 'in', pageIds)
        .orderBy('expenses.created_at')
        .orderBy('expenses.id')
        .execute(),
    ]);
    const items = rows.map((row): ClaimApproval => ({
      kind: 'claim',
      id: row.id,
      personId: row.user_id,
      personName: row.author_name,
      submittedAt: row.created_at,
      ...claimFields(row),
      hasReceipt: Boolean(row.receipt_file_name),
    }));
    return toPage(items, toCount(count as string | number), request);
  }

  function toRow(
    row: { id: string; status: string; author_name: string; author_email: string | null },
    item: DecidableItem,
  ): DecidableRow {
    const { id, status, author_name: authorName, author_email: email } = row;
    return { id, status, authorName, authorEmail: email && !hasFakeEmail(email) ? email : null, item };
  }

  const author = ['author.name as author_name', 'author.email as author_email'] as const;

  return {
    /**
     * One page of what waits for the approver, oldest first (leave requests without their balance); with
     * `onlyId`, that one item if it is in the list (an approval link's page).
     */
    list(
      approver: Approver,
      kind: ApprovalKind,
      request: PageRequest,
      onlyId?: string,
    ): Promise<Page<ListedApproval>> {
      switch (kind) {
        case 'time-sheet':
          return listTimeSheets(approver, request, onlyId);
        case 'leave':
          return listLeave(approver, request, onlyId);
        case 'claim':
          return listClaims(approver, request, onlyId);
      }
    },

    /** The approver's rows among `ids` (of one kind), with what the audit line and the e-mail say about each. */
    async findDecidable(
      kind: ApprovalKind,
      ids: readonly string[],
      approver: Approver,
    ): Promise<DecidableRow[]> {
      switch (kind) {
        case 'time-sheet': {
          const rows = await sheetsOf(approver)
            .select(['time_sheets.id', 'time_sheets.status', 'week_start', ...author])
            .where('time_sheets.id', 'in', [...ids])
            .execute();
          return rows.map((row) => toRow(row, { kind, weekStart: row.week_start }));
        }
        case 'leave': {
          const rows = await leavesOf(approver)
            .select(['leave_requests.id', 'leave_requests.status', 'from_date', 'to_date', ...author])
            .where('leave_requests.id', 'in', [...ids])
            .execute();
          return rows.map((row) => toRow(row, { kind, fromDate: row.from_date, toDate: row.to_date }));
        }
        case 'claim': {
          const rows = await claimsOf(approver)
            .select(['expenses.id', 'expenses.status', 'amount_minor', 'currency', 'category', ...author])
            .where('expenses.id', 'in', [...ids])
            .execute();
          return rows.map((row) =>
            toRow(row, {
              kind,
              amount: Number(row.amount_minor),
              currency: row.currency,
              category: row.category,
            }),
          );
        }
      }
    },

    /** The receipt of a claim by one of the approver's people (any state); undefined for anybody else's. */
    async findReceipt(approver: Approver, claimId: string): Promise<StoredUpload | undefined> {
      const row = await claimsOf(approver)
        .select(RECEIPT_COLUMNS)
        .where('expenses.id', '=', claimId)
        .executeTakeFirst();
      return row ? receiptOf(row) : undefined;
    },
  };
}

export type ApprovalQueries = ReturnType<typeof createApprovalQueries>;
