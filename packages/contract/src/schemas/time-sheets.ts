import { z } from '../zod.js';
import {
  PORTAL_MESSAGES,
  TIME_SHEET_LIMITS,
  TIME_SHEET_SAVE_STATUSES,
  TIME_SHEET_STATUSES,
  WEEK_DAYS,
} from '../portal.js';
import { addDays, isIsoDate, isMonday, latestTimeSheetWeek, todayIsoDate } from '../portal-dates.js';
import { DecisionSchema } from './approvals.js';
import { requiredText } from './fields.js';
import { HolidayDateSchema } from './leave-balance.js';
import { PageQuerySchema, pageOf } from './pages.js';
import { isoDate } from './portal-fields.js';

/** The portal's weekly time sheets (employees). */

const messages = PORTAL_MESSAGES;

const hoursOfDay = z
  .number({ error: messages.timeSheet.hours })
  .min(0, { error: messages.timeSheet.hours })
  .max(TIME_SHEET_LIMITS.maxHoursPerDay, { error: messages.timeSheet.hours })
  .refine((hours) => Number.isInteger(hours * 4), { error: messages.timeSheet.quarterHours });

export const TimeSheetEntrySchema = z.object({
  project: requiredText(messages.timeSheet.project, 100),
  /** Hours from Monday to Sunday. */
  hours: z.array(hoursOfDay).length(WEEK_DAYS.length),
});
export type TimeSheetEntry = z.infer<typeof TimeSheetEntrySchema>;

export function timeSheetTotal(entries: ReadonlyArray<{ hours: readonly number[] }>): number {
  return entries.reduce(
    (sum, entry) => sum + entry.hours.reduce((day, hours) => day + (Number.isFinite(hours) ? hours : 0), 0),
    0,
  );
}

/** POST /CRM/AddTimeSheet: saves the week as a draft (again and again) or submits it. */
export const AddTimeSheetSchema = z
  .object({
    weekStart: isoDate(messages.timeSheet.weekStart)
      .refine(isMonday, { error: messages.timeSheet.notMonday })
      .refine((weekStart) => weekStart <= latestTimeSheetWeek(), { error: messages.timeSheet.tooFarAhead }),
    status: z.enum(TIME_SHEET_SAVE_STATUSES),
    entries: z
      .array(TimeSheetEntrySchema)
      .min(1, { error: messages.timeSheet.noEntries })
      .max(TIME_SHEET_LIMITS.maxProjects, { error: messages.timeSheet.tooManyProjects }),
  })
  .superRefine((sheet, context) => {
    const seen = new Set<string>();
    sheet.entries.forEach((entry, index) => {
      const key = entry.project.trim().toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          message: messages.timeSheet.duplicateProject,
          path: ['entries', index, 'project'],
        });
      }
      seen.add(key);
    });
    WEEK_DAYS.forEach((_day, dayIndex) => {
      const dayTotal = sheet.entries.reduce((sum, entry) => sum + (entry.hours[dayIndex] ?? 0), 0);
      if (dayTotal > TIME_SHEET_LIMITS.maxHoursPerDay) {
        context.addIssue({
          code: 'custom',
          message: messages.timeSheet.dayOver24,
          path: ['entries', 0, 'hours', dayIndex],
        });
      }
    });
    if (sheet.status === 'submitted') {
      if (timeSheetTotal(sheet.entries) === 0) {
        context.addIssue({ code: 'custom', message: messages.timeSheet.emptySubmit, path: ['entries'] });
      }
      if (isIsoDate(sheet.weekStart) && sheet.weekStart > addDays(todayIsoDate(new Date()), 1)) {
        context.addIssue({ code: 'custom', message: messages.timeSheet.futureSubmit, path: ['weekStart'] });
      }
    }
  });
export type AddTimeSheet = z.infer<typeof AddTimeSheetSchema>;

export const TimeSheetSchema = z.object({
  id: z.string(),
  weekStart: z.string(),
  status: z.enum(TIME_SHEET_STATUSES),
  totalHours: z.number(),
  entries: z.array(TimeSheetEntrySchema),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The approver's decision on an approved or rejected sheet; null while it is a draft or waits. */
  decision: DecisionSchema.nullable(),
});
export type TimeSheet = z.infer<typeof TimeSheetSchema>;
export const TimeSheetPageSchema = pageOf(TimeSheetSchema).extend({
  /**
   * The caller's office holidays in the weeks asked for (the one week of `weekStart`, else the weeks of the
   * page), which the grid marks.
   */
  holidays: z.array(HolidayDateSchema),
});
export type TimeSheetPage = z.infer<typeof TimeSheetPageSchema>;
export const TimeSheetsQuerySchema = PageQuerySchema.extend({
  weekStart: z.string().refine(isMonday, { error: messages.timeSheet.notMonday }).optional(),
});
