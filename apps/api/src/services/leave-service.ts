import {
  HANDBOOK_LEAVE_FIGURES,
  PORTAL_MESSAGES,
  computePtoBalance,
  countWorkingDays,
  getLeaveType,
  rangesOverlap,
  todayIsoDate,
  type ApplyLeave,
  type Leave,
  type LeaveBalance,
  type LeavesResponse,
} from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { PageRequest } from '../repositories/pagination.js';
import { createLeaveRepository } from '../repositories/leave-repository.js';
import { createUsersRepository, type UsersRepository } from '../repositories/users-repository.js';

export type ApplyLeaveResult =
  | { applied: Leave; balance: LeaveBalance }
  | { refused: 'overlap' | 'balance'; message: string; field: keyof ApplyLeave };

const messages = PORTAL_MESSAGES.leave;

function describeBalance(balance: { availableDays: number }, needed: number): string {
  const days = (value: number) => `${value} working ${value === 1 ? 'day' : 'days'}`;
  return `${messages.insufficientBalance}: you have ${days(balance.availableDays)} left and this request needs ${days(needed)}`;
}

/** The day employment started, from which paid time off accrues: the day the account was created. */
async function findEmployedSince(users: UsersRepository, userId: string): Promise<string | undefined> {
  return (await users.findById(userId))?.createdAt.slice(0, 10);
}

/** Paid time off balance and leave requests: overlapping requests and an insufficient balance are refused. */
export function createLeaveService(db: Kysely<Database>, engine: DatabaseEngine) {
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

  async function getBalance(userId: string, now = new Date()): Promise<LeaveBalance> {
    const leaves = createLeaveRepository(db);
    const today = todayIsoDate(now);
    const employedSince = (await findEmployedSince(createUsersRepository(db), userId)) ?? today;
    return balanceOf(employedSince, await leaves.listActive(userId), today);
  }

  return {
    getBalance,

    /** One page of the user's requests, newest first, with the balance as it stands. */
    async listWithBalance(userId: string, request: PageRequest): Promise<LeavesResponse> {
      const [page, balance] = await Promise.all([
        createLeaveRepository(db).list(userId, request),
        getBalance(userId),
      ]);
      return { ...page, balance };
    },

    async apply(userId: string, input: ApplyLeave, now = new Date()): Promise<ApplyLeaveResult> {
      return db.transaction().execute(async (trx) => {
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
        const days = countWorkingDays(input.fromDate, input.toDate);
        if (getLeaveType(input.leaveType)?.usesBalance) {
          const balance = balanceOf(employedSince, active, today);
          if (days > balance.availableDays) {
            return { refused: 'balance', field: 'toDate', message: describeBalance(balance, days) } as const;
          }
        }
        const applied = await leaves.create(userId, input, days, now);
        return { applied, balance: balanceOf(employedSince, [...active, applied], today) };
      });
    },
  };
}

export type LeaveService = ReturnType<typeof createLeaveService>;
