import {
  computePtoBalance,
  countLeaveDays,
  DEFAULT_OFFICE,
  getLeaveType,
  HANDBOOK_LEAVE_FIGURES,
  holidayWindow,
  LEAVE_STATE,
  leaveTypeLimitMessage,
  needsSickCertificate,
  PORTAL_MESSAGES,
  rangesOverlap,
  RECORD_KINDS,
  todayIsoDate,
  type ApplyLeave,
  type Leave,
  type LeaveBalance,
  type LeavesResponse,
  type LeaveStatus,
} from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ReceivedUpload } from '../after-commit.js';
import { queueApprovalAlerts, voidDecisionLinks } from './approval-alerts.js';
import { recordChange } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';
import type { PageRequest } from '../../repositories/pagination.js';
import {
  createHolidayQueries,
  createHolidayRepository,
} from '../../repositories/approvals/holiday-repository.js';
import { createLeaveQueries, createLeaveRepository } from '../../repositories/approvals/leave-repository.js';
import {
  createUsersQueries,
  createUsersRepository,
  type UsersRepository,
} from '../../repositories/people/users-repository.js';

export type ApplyLeaveResult =
  | { applied: Leave; balance: LeaveBalance }
  | {
      /** overlap and balance: 409; the others: 400. */
      refused: 'overlap' | 'balance' | 'no-working-days' | 'type-limit' | 'certificate';
      message: string;
      field: keyof ApplyLeave | 'certificate';
    };

export type CancelLeaveResult =
  { cancelled: Leave } | { notFound: true } | { notPending: true; status: LeaveStatus };

const messages = PORTAL_MESSAGES.leave;

function describeBalance(balance: { availableDays: number }, needed: number): string {
  const days = (value: number) => `${value} working ${value === 1 ? 'day' : 'days'}`;
  return `${messages.insufficientBalance}: you have ${days(balance.availableDays)} left and this request needs ${days(needed)}`;
}

/** The day employment started, from which paid time off accrues: the day the account was created. */
const employmentStart = (createdAt: string) => createdAt.slice(0, 10);

async function findEmployedSince(users: UsersRepository, userId: string): Promise<string | undefined> {
  const user = await users.findById(userId);
  return user && employmentStart(user.createdAt);
}

/** The paid time off balance of someone employed since `employedSince`, given their pending and approved requests. */
function balanceOf(employedSince: string, active: Leave[], today: string): LeaveBalance {
  const pto = active.filter((leave) => getLeaveType(leave.leaveType)?.usesBalance);
  const balance = computePtoBalance({ employedSince, today, requests: pto });
  return {
    ...balance,
    daysPerYear: HANDBOOK_LEAVE_FIGURES.ptoDaysPerYear,
    accrualPerMonth: HANDBOOK_LEAVE_FIGURES.ptoAccrualPerMonth,
    cap: HANDBOOK_LEAVE_FIGURES.ptoCap,
  };
}

/**
 * A person's paid time off balance as it stands (pending and approved requests counted): what their leave
 * page shows and what their approver sees beside a waiting request.
 */
export async function readLeaveBalance(
  db: Kysely<Database>,
  userId: string,
  now = new Date(),
): Promise<LeaveBalance> {
  return (await readLeaveBalances(db, [userId], now))(userId);
}

/** The balances of several people (a page of approvals), read in two queries whatever their number. */
export async function readLeaveBalances(
  db: Kysely<Database>,
  userIds: readonly string[],
  now = new Date(),
): Promise<(userId: string) => LeaveBalance> {
  const today = todayIsoDate(now);
  const people = [...new Set(userIds)];
  const [employed, active] = await Promise.all([
    people.length === 0
      ? []
      : db.selectFrom('users').select(['id', 'created_at']).where('id', 'in', people).execute(),
    createLeaveQueries(db).listActiveOf(people),
  ]);
  const since = new Map(employed.map((user) => [user.id, employmentStart(user.created_at)]));
  return (userId) => balanceOf(since.get(userId) ?? today, active.get(userId) ?? [], today);
}

/** Paid time off balance and leave requests: overlapping requests and an insufficient balance are refused. */
export function createLeaveService({ db, changes, engine, env, mailLinks }: ServiceDeps) {
  const getBalance = (userId: string, now = new Date()) => readLeaveBalance(db, userId, now);

  return {
    getBalance,

    /** One page of the user's requests, newest first, with the balance as it stands and their office's holidays. */
    async listWithBalance(userId: string, request: PageRequest, now = new Date()): Promise<LeavesResponse> {
      const office = (await createUsersQueries(db).findById(userId))?.office ?? DEFAULT_OFFICE;
      const window = holidayWindow(todayIsoDate(now));
      const [page, balance, holidays] = await Promise.all([
        createLeaveQueries(db).list(userId, request),
        getBalance(userId, now),
        createHolidayQueries(db).between(office, window.from, window.to),
      ]);
      return { ...page, balance, office, holidays };
    },

    /**
     * Requests leave. The days counted are the weekdays that are not the user's office holidays; sick leave
     * of more than three of them needs `certificate` (already stored: kept only with a request that is made).
     */
    async apply(
      userId: string,
      input: ApplyLeave,
      certificate?: ReceivedUpload,
      now = new Date(),
    ): Promise<ApplyLeaveResult> {
      return changes.run(async (trx, after) => {
        const leaves = createLeaveRepository(trx);
        const users = createUsersRepository(trx);
        await users.lock(userId, engine);
        const active = await leaves.listActive(userId);
        const clash = active.find((leave) =>
          rangesOverlap(
            { from: leave.fromDate, to: leave.toDate },
            { from: input.fromDate, to: input.toDate },
          ),
        );
        if (clash) {
          return {
            refused: 'overlap',
            field: 'fromDate',
            message: `${messages.overlap} (${clash.fromDate} to ${clash.toDate})`,
          } as const;
        }
        const today = todayIsoDate(now);
        const employedSince = (await findEmployedSince(users, userId)) ?? today;
        const office = (await users.findById(userId))?.office ?? DEFAULT_OFFICE;
        const holidays = await createHolidayRepository(trx).between(office, input.fromDate, input.toDate);
        const { days } = countLeaveDays(input.fromDate, input.toDate, holidays);
        if (days === 0) {
          return { refused: 'no-working-days', field: 'toDate', message: messages.noWorkingDays } as const;
        }
        const overLimit = leaveTypeLimitMessage(input.leaveType, days);
        if (overLimit) return { refused: 'type-limit', field: 'toDate', message: overLimit } as const;
        if (needsSickCertificate(input.leaveType, days) && !certificate) {
          return { refused: 'certificate', field: 'certificate', message: messages.certificate } as const;
        }
        if (getLeaveType(input.leaveType)?.usesBalance) {
          const balance = balanceOf(employedSince, active, today);
          if (days > balance.availableDays) {
            return { refused: 'balance', field: 'toDate', message: describeBalance(balance, days) } as const;
          }
        }
        const applied = await leaves.create(userId, input, days, certificate, now);
        if (certificate) after.keep(certificate);
        await queueApprovalAlerts(trx, env, mailLinks, 'leave', applied.id, now);
        return { applied, balance: balanceOf(employedSince, [...active, applied], today) };
      });
    },

    /** The author cancels a pending request: it leaves the approver's queue and the balance. */
    async cancel(
      author: { id: string; name: string },
      id: string,
      now = new Date(),
    ): Promise<CancelLeaveResult> {
      return changes.run(async (trx): Promise<CancelLeaveResult> => {
        const leaves = createLeaveRepository(trx);
        const leave = await leaves.findOwn(author.id, id);
        if (!leave) return { notFound: true };
        if (leave.status !== LEAVE_STATE.waiting) return { notPending: true, status: leave.status };
        if (!(await leaves.cancel(id, now.toISOString()))) {
          // Decided in the meantime.
          return {
            notPending: true,
            status: (await leaves.findOwn(author.id, id))?.status ?? LEAVE_STATE.approved,
          };
        }
        await recordChange(trx, {
          actor: author,
          action: 'cancelled leave',
          record: {
            kind: RECORD_KINDS.leave,
            id,
            label: `${author.name}, ${leave.fromDate} to ${leave.toDate}`,
          },
          fields: [{ field: 'status', oldValue: LEAVE_STATE.waiting, newValue: LEAVE_STATE.cancelled }],
          at: now,
        });
        await voidDecisionLinks(trx, 'leave', [id]);
        return { cancelled: { ...leave, status: LEAVE_STATE.cancelled } };
      });
    },
  };
}

export type LeaveService = ReturnType<typeof createLeaveService>;
