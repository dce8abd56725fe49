import { z } from '../zod.js';

/**
 * The paid time off balance and an office's holiday dates: the portal's leave page and the approver's
 * view of a leave request or time sheet read the same shapes (a file of their own, so that approvals.ts
 * can use them without importing leave.ts, which imports approvals.ts).
 */
export const LeaveBalanceSchema = z.object({
  accruedDays: z.number(),
  usedDays: z.number(),
  availableDays: z.number(),
  daysPerYear: z.number(),
  accrualPerMonth: z.number(),
  cap: z.number(),
});
export type LeaveBalance = z.infer<typeof LeaveBalanceSchema>;
export const HolidayDateSchema = z.object({ date: z.string(), name: z.string() });
