import { z } from '../zod.js';
import { VISA_STATUSES } from '../codes.js';
import { NAME_FIELD_MAX } from '../limits.js';
import { EMAIL_PATTERN } from '../patterns.js';
import {
  ADDRESS_COUNTRIES,
  BENCH_UPLOAD_MAX_ROWS,
  CASE_CATEGORIES,
  CASE_PRIORITIES,
  CASE_STATUSES,
  EXPENSE_AMOUNT_MAX,
  EXPENSE_CATEGORIES,
  EXPENSE_CURRENCIES,
  EXPENSE_STATUSES,
  LEAVE_STATUSES,
  LEAVE_TYPE_CODES,
  MARITAL_STATUSES,
  PORTAL_MESSAGES,
  TIME_SHEET_LIMITS,
  TIME_SHEET_STATUSES,
  WEEK_DAYS,
  getLeaveType,
} from '../portal.js';
import {
  addDays,
  countWorkingDays,
  daysBetween,
  isIsoDate,
  isMonday,
  todayIsoDate,
} from '../portal-dates.js';
import { email, filledText, personName, requiredText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';
import { isOfferedPhoneNumber } from './phone.js';

const messages = PORTAL_MESSAGES;

/** A 'YYYY-MM-DD' calendar date. */
export function isoDate(requiredMessage: string) {
  return filledText(requiredMessage).refine(isIsoDate, { error: messages.date });
}

/** Optional text sent empty when not given. */
function optionalField(max: number) {
  return z.string().trim().max(max, { error: 'This value is too long' }).optional().default('');
}

/** A date no later than today anywhere in the world (the server's clock may be a day behind the user's). */
function isNotInFuture(value: string): boolean {
  return value <= addDays(todayIsoDate(new Date()), 1);
}

// Time sheets -------------------------------------------------------------------------------------

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
    weekStart: isoDate(messages.timeSheet.weekStart).refine(isMonday, {
      error: messages.timeSheet.notMonday,
    }),
    status: z.enum(TIME_SHEET_STATUSES),
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
});
export type TimeSheet = z.infer<typeof TimeSheetSchema>;
export const TimeSheetPageSchema = pageOf(TimeSheetSchema);
export const TimeSheetsQuerySchema = PageQuerySchema.extend({
  weekStart: z.string().refine(isMonday, { error: messages.timeSheet.notMonday }).optional(),
});

// Leave ------------------------------------------------------------------------------------------

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

// Expense claims ----------------------------------------------------------------------------------

/** The text fields of POST /CRM/AddExpense (multipart; the receipt travels as `receipt`). */
export const AddExpenseFieldsSchema = z.object({
  expenseDate: isoDate(messages.expense.date).refine(isNotInFuture, { error: messages.expense.future }),
  category: z.enum(EXPENSE_CATEGORIES, { error: messages.expense.category }),
  // Multipart and form fields arrive as text: empty means missing, anything else must be a number.
  amount: z
    .preprocess(
      (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
      z.number({ error: messages.expense.amount }),
    )
    .refine(Number.isFinite, { error: messages.expense.amount })
    .refine((amount) => amount > 0, { error: messages.expense.amountPositive })
    .refine((amount) => amount <= EXPENSE_AMOUNT_MAX, { error: messages.expense.amountTooLarge })
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, {
      error: messages.expense.amountDecimals,
    }),
  currency: z.enum(EXPENSE_CURRENCIES, { error: messages.expense.currency }),
  description: requiredText(messages.expense.description, 1000),
});
export type AddExpenseFields = z.infer<typeof AddExpenseFieldsSchema>;

export const ExpenseSchema = z.object({
  id: z.string(),
  expenseDate: z.string(),
  category: z.string(),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  receiptName: z.string(),
  status: z.enum(EXPENSE_STATUSES),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof ExpenseSchema>;
export const ExpensePageSchema = pageOf(ExpenseSchema);
/** GET /CRM/GetExpenseReceipt?id= */
export const ExpenseReceiptQuerySchema = z.object({ id: z.uuid() });
export const ExpensesQuerySchema = PageQuerySchema.extend({ status: z.enum(EXPENSE_STATUSES).optional() });

// Cases ------------------------------------------------------------------------------------------

/** POST /CRM/AddCase. */
export const AddCaseSchema = z.object({
  title: requiredText(messages.case.title, 150),
  category: z.enum(CASE_CATEGORIES, { error: messages.case.category }),
  priority: z.enum(CASE_PRIORITIES, { error: messages.case.priority }),
  description: requiredText(messages.case.description, 4000),
});
export type AddCase = z.infer<typeof AddCaseSchema>;

export const CaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  category: z.string(),
  priority: z.string(),
  description: z.string(),
  status: z.enum(CASE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportCase = z.infer<typeof CaseSchema>;
export const CasePageSchema = pageOf(CaseSchema);
/** `status=open` lists the cases that still need work (open and in progress). */
export const CasesQuerySchema = PageQuerySchema.extend({ status: z.enum(['open']).optional() });

// Profile ----------------------------------------------------------------------------------------

function isAdultBirthDate(value: string): boolean {
  const today = todayIsoDate(new Date());
  const sixteenYearsAgo = `${Number(today.slice(0, 4)) - 16}${today.slice(4)}`;
  return value >= '1900-01-01' && value <= sixteenYearsAgo;
}

/** POST /CRM/UpdatePersonalInformation. */
export const PersonalInformationSchema = z.object({
  name: personName(messages.profile.name),
  email: email({ required: messages.profile.emailRequired, invalid: messages.profile.emailInvalid }),
  dateOfBirth: z
    .string()
    .trim()
    .refine((value) => value === '' || (isIsoDate(value) && isAdultBirthDate(value)), {
      error: messages.profile.dateOfBirth,
    })
    .optional()
    .default(''),
  maritalStatus: z
    .union([z.enum(MARITAL_STATUSES), z.literal('')], { error: messages.profile.maritalStatus })
    .optional()
    .default(''),
  emergencyContactName: optionalField(NAME_FIELD_MAX),
  emergencyContactPhone: z
    .string()
    .trim()
    .refine((value) => value === '' || isOfferedPhoneNumber(value), {
      error: 'Please enter a valid phone number',
    })
    .optional()
    .default(''),
});
export type PersonalInformation = z.infer<typeof PersonalInformationSchema>;
export type PersonalInformationInput = z.input<typeof PersonalInformationSchema>;

/** POST /CRM/UpdateAddress. */
export const AddressSchema = z.object({
  street: requiredText(messages.profile.street, 200),
  city: requiredText(messages.profile.city, 100),
  state: requiredText(messages.profile.state, 100),
  zipCode: z
    .string({ error: messages.profile.zipCode })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, { error: messages.profile.zipCode }),
  country: z.enum(ADDRESS_COUNTRIES, { error: messages.profile.country }),
});
export type Address = z.infer<typeof AddressSchema>;

export const PersonalInformationResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  dateOfBirth: z.string(),
  maritalStatus: z.string(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
});
export type PersonalInformationResponse = z.infer<typeof PersonalInformationResponseSchema>;
export const AddressResponseSchema = AddressSchema.extend({ country: z.string() });
/** GET /CRM/GetAddress: null until the user saved an address. */
export const AddressLookupSchema = z.object({ address: AddressResponseSchema.nullable() });

// Bench lists ------------------------------------------------------------------------------------

const VISA_LABELS = VISA_STATUSES.map((status) => status.label) as [string, ...string[]];

/** The visa label a typed or uploaded value stands for, whatever its letter case and spacing. */
export function normaliseVisaStatus(value: string): string | undefined {
  const compact = value.replace(/[\s_-]/g, '').toLowerCase();
  return VISA_LABELS.find((label) => label.toLowerCase() === compact);
}

/** One consultant of a bench upload (a spreadsheet row or a typed row). */
export const BenchUploadRowSchema = z.object({
  title: requiredText(messages.bench.title, 100),
  name: personName(messages.bench.name),
  exp: z.coerce
    .number({ error: messages.bench.experience })
    .int({ error: messages.bench.experience })
    .min(0, { error: messages.bench.experience })
    .max(60, { error: messages.bench.experience }),
  location: requiredText(messages.bench.location, 100),
  visaStatus: z
    .string({ error: messages.bench.visaStatus })
    .transform((value) => normaliseVisaStatus(value) ?? '')
    .pipe(z.enum(VISA_LABELS, { error: messages.bench.visaStatus })),
  skills: requiredText(messages.bench.skills, 500),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: messages.bench.email })
    .optional()
    .default(''),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isOfferedPhoneNumber(value), {
      error: 'Please enter a valid phone number in international format (+1…)',
    })
    .optional()
    .default(''),
});
export type BenchUploadRow = z.infer<typeof BenchUploadRowSchema>;
export type BenchUploadRowInput = z.input<typeof BenchUploadRowSchema>;

/** POST /CRM/UploadBenchList: `dryRun` only reports which rows are duplicates. */
export const UploadBenchListSchema = z.object({
  candidates: z
    .array(BenchUploadRowSchema)
    .min(1, { error: messages.bench.noRows })
    .max(BENCH_UPLOAD_MAX_ROWS, { error: messages.bench.tooManyRows }),
  dryRun: z.boolean().optional().default(false),
});
export type UploadBenchList = z.input<typeof UploadBenchListSchema>;

export const UploadBenchListResultSchema = z.object({
  added: z.number().int(),
  duplicates: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});
export type UploadBenchListResult = z.infer<typeof UploadBenchListResultSchema>;

/** The keys that make two bench rows the same consultant: the e-mail, or name, title and location. */
export function benchDuplicateKeys(row: {
  name: string;
  title: string;
  location: string;
  email?: string | null;
}): string[] {
  const norm = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  const keys = [`person:${norm(row.name)}|${norm(row.title)}|${norm(row.location)}`];
  if (row.email) keys.push(`email:${norm(row.email)}`);
  return keys;
}

// Submissions ------------------------------------------------------------------------------------

export const SubmissionSchema = z.object({
  id: z.string(),
  candidateName: z.string(),
  email: z.string(),
  jobName: z.string(),
  jobTitle: z.string(),
  visaStatus: z.string(),
  status: z.string(),
  submittedAt: z.string(),
});
export type Submission = z.infer<typeof SubmissionSchema>;
export const SubmissionPageSchema = pageOf(SubmissionSchema);
