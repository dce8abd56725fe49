import { FileDispositionSchema } from './stored-files.js';
import { z } from '../zod.js';
import { LEAVE_STATUSES, LEAVE_TYPE_CODES, PORTAL_MESSAGES, getLeaveType } from '../portal.js';
import { OFFICE_CODES, countLeaveDays, type HolidayDate } from '../holidays.js';
import { countWorkingDays, daysBetween, isIsoDate, todayIsoDate } from '../portal-dates.js';
import { DecisionSchema } from './approvals.js';
import { HolidayDateSchema, LeaveBalanceSchema } from './leave-balance.js';
import { multilineText } from './fields.js';
import { pageOf } from './pages.js';
import { isoDate } from './portal-fields.js';

/** The portal's leave requests and balance (employees). */

const messages = PORTAL_MESSAGES;

/** Sick leave of more than this many working days needs a medical certificate (handbook). */
export const SICK_CERTIFICATE_AFTER_DAYS = 3;
/** A request covers at most this many calendar days from its first to its last (one year). */
export const LEAVE_REQUEST_MAX_DAYS = 366;
export const LEAVE_CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const LEAVE_CERTIFICATE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The multipart field of the certificate in POST /CRM/ApplyLeave. */
export const LEAVE_CERTIFICATE_FIELD = 'certificate';

/** Whether a request of this type and length needs a medical certificate. */
export function needsSickCertificate(leaveType: string, days: number): boolean {
  return leaveType === 'sick' && days > SICK_CERTIFICATE_AFTER_DAYS;
}

/** A start before today needs the author's confirmation (a typo in the year is caught here). */
export function isPastLeaveStart(fromDate: string, today: string = todayIsoDate()): boolean {
  return fromDate < today;
}

/** A checkbox's value as JSON sends it (true) or a multipart form does ('true'). */
const confirmation = z
  .union([z.boolean(), z.enum(['true', 'false', 'on']).transform((value) => value !== 'false')])
  .optional()
  .transform((value) => value ?? false);

/**
 * The refusal of a request of `leaveType` over `days` leave days (weekdays less the office's holidays, as
 * `countLeaveDays` counts them) when the type caps one request, e.g. "… at most 5 working days".
 */
export function leaveTypeLimitMessage(leaveType: string, days: number): string | undefined {
  const limit = getLeaveType(leaveType)?.maxWorkingDays;
  if (limit === undefined || days <= limit) return undefined;
  return `${messages.leave.overTypeLimit}: at most ${limit} working ${limit === 1 ? 'day' : 'days'}`;
}

const ApplyLeaveFields = z.object({
  leaveType: z.enum(LEAVE_TYPE_CODES, { error: messages.leave.type }),
  fromDate: isoDate(messages.leave.fromDate),
  toDate: isoDate(messages.leave.toDate),
  reason: multilineText(messages.leave.reason, 1000),
  /** Set when the author confirmed dates that start in the past. */
  confirmPastDates: confirmation,
});

/**
 * The request's own checks; with the office's `holidays` also the leave type's cap, which counts leave days
 * (a holiday inside the range is not a day of leave). The server checks the cap once it knows the office.
 */
function checkLeaveRequest(
  leave: z.output<typeof ApplyLeaveFields>,
  context: z.RefinementCtx,
  holidays: ReadonlyArray<HolidayDate> | undefined,
): void {
  if (!isIsoDate(leave.fromDate) || !isIsoDate(leave.toDate)) return;
  if (isPastLeaveStart(leave.fromDate) && !leave.confirmPastDates) {
    context.addIssue({ code: 'custom', message: messages.leave.pastDates, path: ['confirmPastDates'] });
  }
  if (leave.toDate < leave.fromDate) {
    context.addIssue({ code: 'custom', message: messages.leave.endBeforeStart, path: ['toDate'] });
    return;
  }
  if (daysBetween(leave.fromDate, leave.toDate) > LEAVE_REQUEST_MAX_DAYS) {
    context.addIssue({ code: 'custom', message: messages.leave.tooLong, path: ['toDate'] });
    return;
  }
  if (countWorkingDays(leave.fromDate, leave.toDate) === 0) {
    context.addIssue({ code: 'custom', message: messages.leave.noWorkingDays, path: ['toDate'] });
    return;
  }
  if (!holidays) return;
  const overLimit = leaveTypeLimitMessage(
    leave.leaveType,
    countLeaveDays(leave.fromDate, leave.toDate, holidays).days,
  );
  if (overLimit) context.addIssue({ code: 'custom', message: overLimit, path: ['toDate'] });
}

/** POST /CRM/ApplyLeave: the server counts the leave type's cap with the author's office holidays. */
export const ApplyLeaveSchema = ApplyLeaveFields.superRefine((leave, context) =>
  checkLeaveRequest(leave, context, undefined),
);

/** The leave form's checks: the request's own and the leave type's cap over the office's holidays. */
export function applyLeaveSchemaWith(holidays: ReadonlyArray<HolidayDate>) {
  return ApplyLeaveFields.superRefine((leave, context) => checkLeaveRequest(leave, context, holidays));
}
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
  /** The medical certificate's file name, when one was attached. */
  certificateName: z.string().nullable(),
});
export type Leave = z.infer<typeof LeaveSchema>;

export const LeavesResponseSchema = pageOf(LeaveSchema).extend({
  balance: LeaveBalanceSchema,
  /** The caller's office and its holidays (holidayWindow), which leave requests do not count. */
  office: z.enum(OFFICE_CODES),
  holidays: z.array(HolidayDateSchema),
});
export type LeavesResponse = z.infer<typeof LeavesResponseSchema>;

/** POST /CRM/CancelLeave: the author withdraws a pending request. */
export const CancelLeaveSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** GET /CRM/GetLeaveCertificate?id=: the author's, their approver's and an admin's only. */
export const LeaveCertificateQuerySchema = z.object({
  id: z.string().trim().min(1).max(100),
  disposition: FileDispositionSchema,
});
