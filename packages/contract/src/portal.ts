/** Constants of the signed-in portal: leave figures and types, categories, statuses, limits and messages. */

/** Paid time off figures from the employee handbook (docs/product.md#limits); the leave screen and API use them. */
export const HANDBOOK_LEAVE_FIGURES = { ptoDaysPerYear: 20, ptoAccrualPerMonth: 1.7, ptoCap: 25 } as const;

/** Leave types of the handbook. `maxWorkingDays` caps one request; only paid time off draws on the balance. */
export const LEAVE_TYPES = [
  { code: 'pto', label: 'Paid time off', usesBalance: true },
  {
    code: 'sick',
    label: 'Sick leave',
    hint: 'More than three working days need a medical certificate (handbook: sick leave).',
  },
  {
    code: 'bereavement',
    label: 'Bereavement leave',
    maxWorkingDays: 5,
    hint: 'Three paid days plus up to two unpaid days.',
  },
  { code: 'jury-duty', label: 'Jury duty', hint: 'One paid day; further days are unpaid.' },
  { code: 'voting', label: 'Voting', maxWorkingDays: 1, hint: 'Up to two hours on election day.' },
  {
    code: 'parental',
    label: 'Parental / maternity leave',
    maxWorkingDays: 130,
    hint: 'Paternity two weeks; maternity up to 6 months after 12 months of service.',
  },
  { code: 'unpaid', label: 'Unpaid leave' },
] as const satisfies ReadonlyArray<{
  code: string;
  label: string;
  usesBalance?: boolean;
  maxWorkingDays?: number;
  hint?: string;
}>;

export type LeaveTypeCode = (typeof LEAVE_TYPES)[number]['code'];
export const LEAVE_TYPE_CODES = LEAVE_TYPES.map((type) => type.code) as [LeaveTypeCode, ...LeaveTypeCode[]];

export function getLeaveType(code: string) {
  return LEAVE_TYPES.find((type) => type.code === code) as
    | { code: LeaveTypeCode; label: string; usesBalance?: boolean; maxWorkingDays?: number; hint?: string }
    | undefined;
}

/**
 * A leave request's lifecycle, the one table of its states: it waits for a decision (pending), is approved or
 * rejected, or its author cancels it while it waits.
 */
export const LEAVE_STATE = {
  waiting: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const;
export const LEAVE_STATUSES = [
  LEAVE_STATE.waiting,
  LEAVE_STATE.approved,
  LEAVE_STATE.rejected,
  LEAVE_STATE.cancelled,
] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
/** Requests in these states hold their dates and their days. */
export const ACTIVE_LEAVE_STATUSES: readonly LeaveStatus[] = [LEAVE_STATE.waiting, LEAVE_STATE.approved];

/**
 * A time sheet's lifecycle, the one table of its states: saved as a draft, submitted (waiting for a decision),
 * then approved (locked for its author) or rejected (editable again).
 */
export const TIME_SHEET_STATE = {
  draft: 'draft',
  waiting: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
} as const;
export const TIME_SHEET_STATUSES = [
  TIME_SHEET_STATE.draft,
  TIME_SHEET_STATE.waiting,
  TIME_SHEET_STATE.approved,
  TIME_SHEET_STATE.rejected,
] as const;
export type TimeSheetStatus = (typeof TIME_SHEET_STATUSES)[number];
/** What the author may save a sheet as (AddTimeSheet); the other states are an approver's decision. */
export const TIME_SHEET_SAVE_STATUSES = [TIME_SHEET_STATE.draft, TIME_SHEET_STATE.waiting] as const;
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const TIME_SHEET_LIMITS = {
  maxHoursPerDay: 24,
  /** Above this a week is flagged, not refused (full-time is at least 40 hours a week). */
  weeklyWarningHours: 40,
  maxProjects: 10,
} as const;

export const EXPENSE_CATEGORIES = [
  'Travel',
  'Meals',
  'Lodging',
  'Internet',
  'Equipment',
  'Training',
  'Client entertainment',
  'Other',
] as const;
export const EXPENSE_CURRENCIES = ['USD', 'INR', 'CAD'] as const;
/**
 * A claim's lifecycle, the one table of its states: it waits (submitted), is decided (approved, rejected), paid,
 * or withdrawn by its author while it waited.
 */
export const EXPENSE_STATE = {
  waiting: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
  paid: 'paid',
  withdrawn: 'withdrawn',
} as const;
export const EXPENSE_STATUSES = [
  EXPENSE_STATE.waiting,
  EXPENSE_STATE.approved,
  EXPENSE_STATE.rejected,
  EXPENSE_STATE.paid,
  EXPENSE_STATE.withdrawn,
] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export const EXPENSE_AMOUNT_MAX = 1_000_000;
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export const CASE_CATEGORIES = [
  'Payroll',
  'Time sheets',
  'Leave',
  'Expense claims',
  'IT and equipment',
  'Account and access',
  'Bench and submissions',
  'Other',
] as const;
export const CASE_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export const CASE_STATUSES = ['open', 'in-progress', 'resolved', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** Cases that still need work. */
export const OPEN_CASE_STATUSES: readonly CaseStatus[] = ['open', 'in-progress'];
/**
 * The statuses staff set on a case (docs/product.md#back-office); "closed" remains for cases closed before.
 */
export const CASE_STAFF_STATUSES = [
  'open',
  'in-progress',
  'resolved',
] as const satisfies readonly CaseStatus[];
export type CaseStaffStatus = (typeof CASE_STAFF_STATUSES)[number];
/** The priority that sorts first in the staff's case inbox. */
export const URGENT_CASE_PRIORITY: (typeof CASE_PRIORITIES)[number] = 'Urgent';
export const CASE_REPLY_MAX_LENGTH = 4000;

export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed', 'Prefer not to say'] as const;
export const ADDRESS_COUNTRIES = ['United States', 'India', 'Canada'] as const;

export const SUBMISSION_STATUSES = ['submitted', 'screening', 'interview', 'offered', 'rejected'] as const;

/** Bench uploads: rows per request and the spreadsheet column names the template uses. */
export const BENCH_UPLOAD_MAX_ROWS = 500;
export const BENCH_UPLOAD_COLUMNS = [
  'title',
  'name',
  'experience',
  'location',
  'visaStatus',
  'skills',
  'email',
  'phone',
] as const;

export const PAGE_SIZE_DEFAULT = 10;
/** Every list endpoint answers at most this many items a page (docs/product.md#api); a larger pageSize is a 400. */
export const PAGE_SIZE_MAX = 100;

/** Human-readable labels of status codes. */
export const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  withdrawn: 'Withdrawn',
  paid: 'Paid',
  open: 'Open',
  'in-progress': 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
  screening: 'Screening',
  interview: 'Interview',
  offered: 'Offered',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** Portal messages (the spec shows none for these screens; each says what is wrong and how to fix it). */
export const PORTAL_MESSAGES = {
  roleNotAllowed: 'This page is not available for your role',
  date: 'Please enter a valid date',
  dateOutOfRange: 'Please choose a date from 1 January 2000 up to two years from today',
  timeSheet: {
    weekStart: 'Please choose the week',
    notMonday: 'A week starts on a Monday',
    project: 'Please choose the project',
    hours: 'Enter hours between 0 and 24',
    quarterHours: 'Enter hours in steps of a quarter hour',
    dayOver24: 'The hours of one day cannot add up to more than 24',
    noEntries: 'Add at least one project',
    tooManyProjects: 'A time sheet can have at most 10 projects',
    duplicateProject: 'This project is already on the time sheet',
    emptySubmit: 'Enter the hours you worked before submitting',
    futureSubmit: 'A week that has not started yet cannot be submitted',
    tooFarAhead: 'A time sheet can be kept at most one week ahead',
    alreadySubmitted: 'The time sheet of this week is already submitted and cannot be changed',
    alreadyApproved: 'The time sheet of this week is approved and can no longer be changed',
    overWeeklyHours: 'More than 40 hours this week: please check the hours before submitting',
  },
  leave: {
    type: 'Please choose the leave type',
    fromDate: 'Please choose the first day of leave',
    toDate: 'Please choose the last day of leave',
    endBeforeStart: 'The last day cannot be before the first day',
    noWorkingDays: 'The dates you chose contain no working days',
    tooLong: 'A leave request can cover at most one year',
    reason: 'Please enter the reason',
    overlap: 'You already have leave requested for some of these dates',
    insufficientBalance: 'Insufficient paid time off balance for this request',
    overTypeLimit: 'This leave type allows fewer working days per request',
    pastDates: 'These dates are in the past: please confirm that you want to request them',
    certificate: 'Sick leave of more than three working days needs a medical certificate: please attach it',
    certificateType: 'The certificate must be a PDF, JPEG or PNG',
    certificateTooBig: 'The certificate is too big, it should be less than 10MB',
    certificateNotFound: 'Certificate not found',
    notFound: 'This leave request does not exist',
    notPending: 'Only a pending request can be cancelled',
  },
  expense: {
    date: 'Please enter the expense date',
    future: 'The expense date cannot be in the future',
    category: 'Please choose the category',
    amount: 'Please enter the amount',
    amountPositive: 'The amount must be greater than 0',
    amountTooLarge: 'The amount is too large',
    amountDecimals: 'Use at most two decimals',
    billToClient: 'Choose one of the clients you are placed with',
    billToClientCurrency: "A claim billed to a client must be in the client's currency",
    currency: 'Please choose the currency',
    description: 'Please enter the description',
    receipt: 'Please attach the receipt',
    receiptType: 'The receipt must be a JPEG, PNG or WebP image or a PDF',
    receiptTooBig: 'The receipt is too big, it should be less than 10MB',
    receiptNotFound: 'Receipt not found',
    notFound: 'This claim does not exist',
    notRejected: 'Only a rejected claim can be edited and sent again',
    notWaiting: 'Only a claim waiting for approval can be withdrawn',
  },
  case: {
    title: 'Please enter the title',
    category: 'Please choose the category',
    priority: 'Please choose the priority',
    description: 'Please describe the issue',
    reply: 'Please write a reply',
    replyTooLong: `A reply can be at most ${CASE_REPLY_MAX_LENGTH} characters`,
    notFound: 'This case does not exist.',
  },
  profile: {
    name: 'Please enter your name',
    emailRequired: 'Please enter EmailId',
    emailInvalid: 'Please enter Valid EmailId',
    dateOfBirth: 'Please enter a date of birth in the past (you must be at least 16)',
    maritalStatus: 'Please choose a marital status',
    street: 'Please enter the street address',
    city: 'Please enter the city',
    state: 'Please enter the state',
    zipCode: 'Please enter a valid ZIP or postal code',
    country: 'Please choose the country',
  },
  bench: {
    title: 'Please enter the title',
    name: 'Please enter the name',
    experience: 'Enter the years of experience (0 to 60)',
    location: 'Please enter the location',
    visaStatus: 'Please enter a visa status (F1, H1B, H1BI140Approved, GC, H4, OPT, CPT, CITIZEN or EAD)',
    skills: 'Please enter the skills',
    email: 'Please enter Valid EmailId',
    noRows: 'Add at least one consultant',
    tooManyRows: 'Upload at most 500 consultants at a time',
    duplicateInUpload: 'Duplicate of an earlier row in this upload',
    duplicateOnBench: 'Already on your bench list',
    /** Save refused while a row of the preview has an error: nothing a partner uploads is dropped. */
    fixRowsFirst: 'Fix or remove the rows with errors before saving; nothing has been saved.',
  },
} as const;
