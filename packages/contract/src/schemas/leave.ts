import { z } from '../zod.js';
import { LEAVE_STATUSES, LEAVE_TYPE_CODES, PORTAL_MESSAGES, getLeaveType } from '../portal.js';
import { countWorkingDays, daysBetween, isIsoDate } from '../portal-dates.js';
import { DecisionSchema } from './approvals.js';
import { requiredText } from './fields.js';
import { pageOf } from './pages.js';
import { isoDate } from './portal-fields.js';

/** The portal's leave requests and balance (employees). */

const messages = PORTAL_MESSAGES;

/** POST /CRM/ApplyLeave. */
export const ApplyLeaveSchema = z
  .object({
    leaveType: z.enum(LEAVE_TYPE_CODES, { error: messages.leave.type }),
    fromDate: isoDate(messages.leave.fromDate),
    toDate: isoDate(messages.leave.toDate),
    reason: requiredText(messages.leave.reason, 1000),
  })
  .superRefine((leave, context) => {
    if (!isIsoDate(leave.fromDate) || !isIsoDate(leave.toDate)) return;
    if (leave.toDate < leave.fromDate) {
      context.addIssue({ code: 'custom', message: messages.leave.endBeforeStart, path: ['toDate'] });
      return;
    }
    if (daysBetween(leave.fromDate, leave.toDate) > 366) {
      context.addIssue({ code: 'custom', message: messages.leave.tooLong, path: ['toDate'] });
      return;
    }
    const workingDays = countWorkingDays(leave.fromDate, leave.toDate);
    if (workingDays === 0) {
      context.addIssue({ code: 'custom', message: messages.leave.noWorkingDays, path: ['toDate'] });
      return;
    }
    const limit = getLeaveType(leave.leaveType)?.maxWorkingDays;
    if (limit !== undefined && workingDays > limit) {
      context.addIssue({
        code: 'custom',
        message: `${messages.leave.overTypeLimit}: at most ${limit} working ${limit === 1 ? 'day' : 'days'}`,
        path: ['toDate'],
      });
    }
  });
export type ApplyLeave = z.infer<typeof ApplyLeaveSchema>;

export const LeaveSchema = z.object({
  id: z.string(),
  leaveType: z.enum(LEAVE_TYPE_CODES),
  fromDate: z.string(),
  toDate: z.string(),
  days: z.number(),
  reason: z.string(),
  status: z.enum(LEAVE_STATUSES),
  createdAt: z.string(),
  /** The approver's decision on an approved or rejected request; null while it is pending. */
  decision: DecisionSchema.nullable(),
});
export type Leave = z.infer<typeof LeaveSchema>;

export const LeaveBalanceSchema = z.object({
  accruedDays: z.number(),
  usedDays: z.number(),
  availableDays: z.number(),
  daysPerYear: z.number(),
  accrualPerMonth: z.number(),
  cap: z.number(),
});
export type LeaveBalance = z.infer<typeof LeaveBalanceSchema>;
export const LeavesResponseSchema = pageOf(LeaveSchema).extend({ balance: LeaveBalanceSchema });
export type LeavesResponse = z.infer<typeof LeavesResponseSchema>;
