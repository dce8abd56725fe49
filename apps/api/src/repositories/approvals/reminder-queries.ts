import {
  ACCOUNT_STATUSES,
  FAKE_EMAIL_DOMAIN,
  STAFF_ROLES,
  TIME_SHEET_STATE,
  USER_TYPES,
  type OfficeCode,
} from '@smartmove/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { WAITING_STATUSES } from './approval-queries.js';

/** Someone a reminder goes to. */
export interface Recipient {
  id: string;
  name: string;
  email: string;
}

/** What waits for an approver. */
export interface WaitingCounts {
  timeSheets: number;
  leave: number;
  claims: number;
}

/** Time sheets that count as sent for their week. */
const SENT_SHEET_STATUSES = [TIME_SHEET_STATE.waiting, TIME_SHEET_STATE.approved] as const;

/**
 * The reading side of reminders (docs/product.md#reminders): who of an office gets the Friday reminder or the
 * Monday digest. Only active people with a real e-mail address and their reminders on.
 */
export function createReminderQueries(db: Kysely<Database>) {
  const reachable = (office: OfficeCode) =>
    db
      .selectFrom('users')
      .select(['users.id', 'users.name', 'users.email'])
      .where('users.office', '=', office)
      .where('users.status', '=', ACCOUNT_STATUSES.active)
      .where('users.reminders_enabled', '=', 1)
      .where('users.email', 'not like', `%${FAKE_EMAIL_DOMAIN}%`)
      .where('users.email', '<>', '');

  const count = async (query: Promise<{ count: string | number | bigint } | undefined>) =>
    Number((await query)?.count ?? 0);

  return {
    /** When the install first started (migration 0044): no slot before it runs. */
    async firstStartedAt(): Promise<string> {
      const row = await db.selectFrom('installation').select('first_started_at').executeTakeFirstOrThrow();
      return row.first_started_at;
    },

    /**
     * The office's employees assigned to a project (who keep time sheets: without one there is nothing to enter)
     * without a submitted (or approved) time sheet for the week starting `weekStart`.
     */
    listMissingTimeSheets(office: OfficeCode, weekStart: string): Promise<Recipient[]> {
      return reachable(office)
        .where('users.user_type', '=', USER_TYPES.employee)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('project_assignments')
              .select('project_assignments.user_id')
              .whereRef('project_assignments.user_id', '=', 'users.id'),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('time_sheets')
                .select('time_sheets.id')
                .whereRef('time_sheets.user_id', '=', 'users.id')
                .where('time_sheets.week_start', '=', weekStart)
                .where('time_sheets.status', 'in', SENT_SHEET_STATUSES),
            ),
          ),
        )
        .orderBy('users.id')
        .execute();
    },

    /** The office's approvers and admins (those who decide on others' items). */
    listApprovers(office: OfficeCode): Promise<(Recipient & { staffRoles: string })[]> {
      return reachable(office)
        .select('users.staff_roles as staffRoles')
        .where('users.staff_roles', '<>', '')
        .where((eb) =>
          eb.or([
            eb(sql<string>`(',' || users.staff_roles || ',')`, 'like', `%,${STAFF_ROLES.approver},%`),
            eb(sql<string>`(',' || users.staff_roles || ',')`, 'like', `%,${STAFF_ROLES.admin},%`),
          ]),
        )
        .orderBy('users.id')
        .execute() as Promise<(Recipient & { staffRoles: string })[]>;
    },

    /** What waits for the approver's decision: their people's items (an admin: everyone's but their own). */
    async countWaiting(approverId: string, isAdmin: boolean): Promise<WaitingCounts> {
      const mine = (ref: 'time_sheets.user_id' | 'leave_requests.user_id' | 'expenses.user_id') =>
        sql<boolean>`${sql.ref(ref)} <> ${approverId} and ${
          isAdmin
            ? sql`1 = 1`
            : sql`(select manager_id from users where users.id = ${sql.ref(ref)}) = ${approverId}`
        }`;
      const [timeSheets, leave, claims] = await Promise.all([
        count(
          db
            .selectFrom('time_sheets')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('time_sheets.status', '=', WAITING_STATUSES['time-sheet'])
            .where(mine('time_sheets.user_id'))
            .executeTakeFirst(),
        ),
        count(
          db
            .selectFrom('leave_requests')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('leave_requests.status', '=', WAITING_STATUSES.leave)
            .where(mine('leave_requests.user_id'))
            .executeTakeFirst(),
        ),
        count(
          db
            .selectFrom('expenses')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('expenses.status', '=', WAITING_STATUSES.claim)
            .where(mine('expenses.user_id'))
            .executeTakeFirst(),
        ),
      ]);
      return { timeSheets, leave, claims };
    },

    /** The office's holidays between two dates, inclusive. */
    async listHolidayDates(office: OfficeCode, from: string, to: string): Promise<string[]> {
      const rows = await db
        .selectFrom('office_holidays')
        .select('date')
        .where('office', '=', office)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute();
      return rows.map((row) => row.date);
    },
  };
}
