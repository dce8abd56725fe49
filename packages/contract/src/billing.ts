import { formatDate } from './display-format.js';
import { OFFICE_CODES, type OfficeCode } from './holidays.js';
import { PORTAL_MESSAGES } from './portal.js';
import { isIsoDate } from './portal-dates.js';
import { filledText, lineOfText, multilineText, requiredText } from './schemas/fields.js';
import { PageQuerySchema, pageOf } from './schemas/pages.js';
import { z } from './zod.js';

/**
 * Billing (docs/product.md#billing): clients, placements with dated rates, and invoices made from approved
 * hours, numbered at issue, taxed, sent and paid. Money is an integer number of minor units beside its
 * `currency`; hours are numbers with at most two decimals.
 */

/** The currencies clients are billed in. */
export const BILLING_CURRENCIES = ['USD', 'INR'] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];

/** The office that bills a client: Seattle bills in USD, Pune in INR (or in USD for a client outside India). */
export const BILLING_ENTITIES = OFFICE_CODES;
export type BillingEntity = OfficeCode;

export const INVOICE_PERIODS = ['weekly', 'monthly'] as const;
export type InvoicePeriod = (typeof INVOICE_PERIODS)[number];
export const INVOICE_PERIOD_LABELS: Record<InvoicePeriod, string> = { weekly: 'Weekly', monthly: 'Monthly' };

export const PAY_TYPES = ['w2', '1099', 'c2c', 'salaried'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const PAY_TYPE_LABELS: Record<PayType, string> = {
  w2: 'W-2',
  '1099': '1099',
  c2c: 'C2C',
  salaried: 'Salaried',
};

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
};

export const INVOICE_STATUSES = ['draft', 'issued', 'sent', 'partly_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  sent: 'Sent',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
};
/** What an invoice past its due date with a balance shows instead of its status. */
export const OVERDUE_LABEL = 'Overdue';
/** The statuses of an invoice that is numbered and awaits (more) payment. */
export const PAYABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['issued', 'sent', 'partly_paid'];

export const INVOICE_LINE_KINDS = ['time', 'overtime', 'expense', 'adjustment'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** The services accounting code of IT consulting and support, printed on Pune invoices unless a client has its own. */
export const DEFAULT_SAC = '998314';
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
/** A week's hours of one placement above this are overtime (billed at the overtime rate when one is set). */
export const WEEKLY_REGULAR_HOURS = 40;
/** The Indian state of the Pune office: a client there pays CGST and SGST, elsewhere in India IGST. */
export const GST_HOME_STATE = 'Maharashtra';
export const INDIA_COUNTRY_CODE = 'IN';
/** What a Pune invoice to a client outside India says in place of GST. */
export const LUT_WORDING = 'Supply meant for export under LUT without payment of IGST';
/** Each tax of a Pune invoice in INR and its rate in basis points. */
export const GST_RATES = { CGST: 900, SGST: 900, IGST: 1800 } as const;

/** Why approved hours are on no invoice ("Not billable"). */
export const UNBILLABLE_REASONS = {
  noPlacement: 'no-placement',
  outsidePlacement: 'outside-placement',
} as const;
export type UnbillableReason = (typeof UNBILLABLE_REASONS)[keyof typeof UNBILLABLE_REASONS];
export const UNBILLABLE_REASON_LABELS: Record<UnbillableReason, string> = {
  'no-placement': 'No placement covers this consultant and project',
  'outside-placement': "Outside the placement's dates",
};
export const NOT_BILLABLE_LABEL = 'Not billable';

export const BILLING_MESSAGES = {
  clientName: 'Please enter the client name',
  billingEmails: 'Please enter at least one billing e-mail',
  billingEmailInvalid: 'Please enter valid billing e-mails',
  address: 'Please enter the address',
  country: 'Please enter the country as a two-letter ISO code (US, IN)',
  state: 'Please enter the state',
  gstin: 'A GSTIN has 15 characters, such as 27AAPFU0939F1ZV',
  sac: 'A SAC code has 6 digits',
  entity: 'Please choose the office that bills this client',
  currency: 'Please choose the currency',
  entityCurrency: 'Seattle bills in USD; Pune bills in INR, or in USD for a client outside India',
  paymentTerms: 'Payment terms are a number of days from 0 to 365',
  invoicePeriod: 'Please choose weekly or monthly',
  clientTaken: 'A client with this name already exists',
  clientNotFound: 'This client does not exist',
  clientInvoiced: 'The office and currency of a client with invoices cannot change',
  consultant: 'Please choose an active employee',
  project: 'Please enter the time-sheet project this placement bills',
  payType: 'Please choose the pay type',
  vendor: 'A C2C placement needs the partner who is paid for it',
  vendorNotC2c: 'Only a C2C placement has a partner paid for it',
  vendorNotPartner: 'Please choose an active partner',
  startDate: 'Please enter the start date',
  endDate: 'The end date cannot be before the start date',
  rate: 'Please enter the rate in minor units (cents or paise), greater than 0',
  placementOverlap: 'This consultant already has a placement on this project for these dates',
  placementNotFound: 'This placement does not exist',
  placementEnded: 'This placement has ended',
  rateFrom: 'Please enter the date the rates take effect from',
  rateBeforeStart: 'Rates cannot take effect before the placement starts',
  rateInvoiced: 'Rates cannot change for days already on an issued invoice',
  endInvoiced: 'The placement cannot end before days already on an issued invoice',
  periodEnd: 'Please enter the period end',
  invoiceNotFound: 'This invoice does not exist',
  notDraft: 'Only a draft can be issued or voided',
  emptyDraft: 'This draft has no lines to issue',
  notIssued: 'Issue the invoice first',
  notPayable: 'Only an issued invoice with a balance can take a payment',
  paymentAmount: 'Please enter the amount paid in minor units, greater than 0',
  overpaid: 'The payment is more than the balance',
  paymentDate: 'Please enter the payment date',
  reference: 'Please enter the payment reference',
  notCreditable: 'Only an issued invoice can be credited',
  creditTooLarge: 'The credit note is more than what is left to credit on the invoice',
  creditLines: 'Please enter what each credited line is for and its amount',
  noBillingEmails: 'This client has no billing e-mail',
} as const;

/** The audit lines of billing. */
export const BILLING_AUDIT = {
  addedClient: 'added client',
  changedClient: 'changed client',
  addedPlacement: 'added placement',
  changedRates: 'changed placement rates',
  endedPlacement: 'ended placement',
  generatedInvoice: 'generated invoice',
  removedDraft: 'removed empty draft',
  issuedInvoice: 'issued invoice',
  sentInvoice: 'sent invoice',
  voidedInvoice: 'voided invoice',
  issuedCreditNote: 'issued credit note',
  recordedPayment: 'recorded payment',
} as const;

/** The first day of the Indian financial year (1 April) that holds `date`, as its two-digit years: "26-27". */
export function indianFinancialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  const two = (value: number) => String(value % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/**
 * The series an invoice or credit note issued on `issueDate` takes its number from, and how a number of it
 * reads: Seattle `SMUS-2026-0001` / `SMUS-CN-2026-0001` (calendar year), Pune `SMIN/26-27/0001` /
 * `SMINCN/26-27/0001` (Indian financial year).
 */
export function invoiceSeries(entity: BillingEntity, kind: InvoiceKind, issueDate: string) {
  const credit = kind === 'credit_note';
  const series =
    entity === 'pune'
      ? `${credit ? 'SMINCN' : 'SMIN'}/${indianFinancialYear(issueDate)}/`
      : `${credit ? 'SMUS-CN' : 'SMUS'}-${issueDate.slice(0, 4)}-`;
  return { series, numberOf: (sequence: number) => `${series}${String(sequence).padStart(4, '0')}` };
}

/** The week a line names: "week of Nov 16, 2026". */
export function weekLabel(weekStart: string): string {
  return `week of ${formatDate(weekStart)}`;
}

// Schemas -------------------------------------------------------------------------------------------

const messages = BILLING_MESSAGES;
/** An address with a domain of any length of top level ("ap@contoso.example"). */
const BILLING_EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[a-zA-Z]{2,63}$/;
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const RATE_MAX = 100_000_000;
const COST_RATE_MESSAGE = 'A salaried placement needs its cost rate per hour';
export const BILLING_EMAILS_MAX = 10;

function billingDate(message: string) {
  return filledText(message).refine(isIsoDate, { error: PORTAL_MESSAGES.date });
}

/** A rate per hour in minor units. */
function rate() {
  return z
    .number({ error: messages.rate })
    .int({ error: messages.rate })
    .min(1, { error: messages.rate })
    .max(RATE_MAX, { error: messages.rate });
}

function optionalRate() {
  return rate().nullable().optional();
}

const billingEmails = z
  .array(z.string().trim().max(254), { error: messages.billingEmails })
  .transform((emails) => emails.filter((email) => email !== ''))
  .refine((emails) => emails.length > 0, { error: messages.billingEmails })
  .refine((emails) => emails.length <= BILLING_EMAILS_MAX, { error: messages.billingEmailInvalid })
  .refine((emails) => emails.every((email) => BILLING_EMAIL_PATTERN.test(email)), {
    error: messages.billingEmailInvalid,
  });

/** Whether an office may bill a client of that country in that currency. */
export function entityBillsIn(entity: BillingEntity, currency: BillingCurrency, country: string): boolean {
  if (entity === 'seattle') return currency === 'USD';
  return currency === 'INR' || country !== INDIA_COUNTRY_CODE;
}

const clientFields = z.object({
  name: requiredText(messages.clientName, 200),
  billingEmails,
  address: multilineText(messages.address, 500),
  country: z
    .string({ error: messages.country })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: messages.country }),
  state: lineOfText(100).default(''),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || GSTIN_PATTERN.test(value), { error: messages.gstin })
    .nullable()
    .optional()
    .transform((value) => value || null),
  sac: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: messages.sac })
    .optional()
    .default(DEFAULT_SAC),
  entity: z.enum(BILLING_ENTITIES, { error: messages.entity }),
  currency: z.enum(BILLING_CURRENCIES, { error: messages.currency }),
  paymentTermsDays: z
    .number({ error: messages.paymentTerms })
    .int({ error: messages.paymentTerms })
    .min(0, { error: messages.paymentTerms })
    .max(365, { error: messages.paymentTerms })
    .default(DEFAULT_PAYMENT_TERMS_DAYS),
  invoicePeriod: z.enum(INVOICE_PERIODS, { error: messages.invoicePeriod }).default('monthly'),
});

function checkClient(value: z.infer<typeof clientFields>, context: z.RefinementCtx) {
  if (!entityBillsIn(value.entity, value.currency, value.country)) {
    context.addIssue({ code: 'custom', message: messages.entityCurrency, path: ['currency'] });
  }
  if (value.entity === 'pune' && value.country === INDIA_COUNTRY_CODE && value.state === '') {
    context.addIssue({ code: 'custom', message: messages.state, path: ['state'] });
  }
}

/** POST /CRM/AddClient */
export const AddClientSchema = clientFields.superRefine(checkClient);
export type AddClient = z.infer<typeof AddClientSchema>;
export type AddClientInput = z.input<typeof AddClientSchema>;
/** POST /CRM/UpdateClient: every field again, with the client's `id`. */
export const UpdateClientSchema = clientFields.extend({ id: z.uuid() }).superRefine(checkClient);
export type UpdateClient = z.infer<typeof UpdateClientSchema>;

export const ClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  billingEmails: z.array(z.string()),
  address: z.string(),
  country: z.string(),
  state: z.string(),
  gstin: z.string().nullable(),
  sac: z.string(),
  entity: z.enum(BILLING_ENTITIES),
  currency: z.enum(BILLING_CURRENCIES),
  paymentTermsDays: z.number().int(),
  invoicePeriod: z.enum(INVOICE_PERIODS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof ClientSchema>;
export const ClientPageSchema = pageOf(ClientSchema);
/** GET /CRM/GetClients: by name; `search` in the name. */
export const ClientsQuerySchema = PageQuerySchema.extend({ search: lineOfText(100).optional() });

/** GET /CRM/GetClientNames (the same query): a client as a job names it, without its billing data. */
export const ClientNameSchema = z.object({ id: z.string(), name: z.string() });
export type ClientName = z.infer<typeof ClientNameSchema>;
export const ClientNamePageSchema = pageOf(ClientNameSchema);

/** The rates of a placement from one date on (until the next change). */
export const PlacementRatesSchema = z.object({
  from: z.string(),
  billRate: z.number().int(),
  payRate: z.number().int(),
  overtimeBillRate: z.number().int().nullable(),
  overtimePayRate: z.number().int().nullable(),
});
export type PlacementRates = z.infer<typeof PlacementRatesSchema>;

export const PlacementSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  /** The consultant, who keeps time sheets here. */
  userId: z.string(),
  userName: z.string(),
  /** The time-sheet project whose hours it bills. */
  project: z.string(),
  payType: z.enum(PAY_TYPES),
  vendorUserId: z.string().nullable(),
  vendorName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  currency: z.enum(BILLING_CURRENCIES),
  /** The rates in force on the latest of its periods (`rates`' last). */
  billRate: z.number().int(),
  payRate: z.number().int(),
  overtimeBillRate: z.number().int().nullable(),
  overtimePayRate: z.number().int().nullable(),
  /** What an hour of a salaried consultant costs (minor units), for the margin; null for other pay types. */
  costRate: z.number().int().nullable(),
  /** Every rate period, oldest first: each holds from its `from` until the next one's. */
  rates: z.array(PlacementRatesSchema),
});
export type Placement = z.infer<typeof PlacementSchema>;
export const PlacementPageSchema = pageOf(PlacementSchema);
/** GET /CRM/GetPlacements */
export const PlacementsQuerySchema = PageQuerySchema.extend({
  clientId: z.uuid().optional(),
  userId: z.uuid().optional(),
});

/** POST /CRM/AddPlacement */
export const AddPlacementSchema = z
  .object({
    clientId: z.uuid({ error: messages.clientNotFound }),
    userId: z.uuid({ error: messages.consultant }),
    project: requiredText(messages.project, 100),
    payType: z.enum(PAY_TYPES, { error: messages.payType }),
    vendorUserId: z.uuid({ error: messages.vendorNotPartner }).nullable().optional(),
    startDate: billingDate(messages.startDate),
    endDate: billingDate(messages.endDate).nullable().optional(),
    billRate: rate(),
    payRate: rate(),
    overtimeBillRate: optionalRate(),
    overtimePayRate: optionalRate(),
    /** A salaried placement's cost per hour (the margin's cost); required for `salaried`. */
    costRate: optionalRate(),
  })
  .superRefine((value, context) => {
    if (value.payType === 'salaried' && !value.costRate) {
      context.addIssue({ code: 'custom', message: COST_RATE_MESSAGE, path: ['costRate'] });
    }
    if (value.payType === 'c2c' && !value.vendorUserId) {
      context.addIssue({ code: 'custom', message: messages.vendor, path: ['vendorUserId'] });
    }
    if (value.payType !== 'c2c' && value.vendorUserId) {
      context.addIssue({ code: 'custom', message: messages.vendorNotC2c, path: ['vendorUserId'] });
    }
    if (value.endDate && value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', message: messages.endDate, path: ['endDate'] });
    }
  });
export type AddPlacement = z.infer<typeof AddPlacementSchema>;

/** POST /CRM/ChangePlacementRates: the rates from `from` on; the days before it keep theirs. */
export const ChangePlacementRatesSchema = z.object({
  id: z.uuid({ error: messages.placementNotFound }),
  from: billingDate(messages.rateFrom),
  billRate: rate(),
  payRate: rate(),
  overtimeBillRate: optionalRate(),
  overtimePayRate: optionalRate(),
});
export type ChangePlacementRates = z.infer<typeof ChangePlacementRatesSchema>;

/** POST /CRM/EndPlacement: its last day (today when not given). */
export const EndPlacementSchema = z.object({
  id: z.uuid({ error: messages.placementNotFound }),
  endDate: billingDate(messages.endDate).optional(),
});

export const InvoiceLineSchema = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  /** The consultant whose hours (or claim) it bills; null on a credit note's own lines. */
  userId: z.string().nullable(),
  /** The Monday of the week it bills; null for an expense or a credit note's own line. */
  weekStart: z.string().nullable(),
  /** Hours with at most two decimals; null for an expense or a credit note's own line. */
  hours: z.number().nullable(),
  /** Per hour, in minor units; null where hours are. */
  rate: z.number().int().nullable(),
  /** hours × rate rounded half up, in minor units (an expense at cost). */
  amount: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceTaxSchema = z.object({
  name: z.string(),
  /** Percent: 9 for CGST 9%. */
  ratePercent: z.number(),
  amount: z.number().int(),
});
export type InvoiceTax = z.infer<typeof InvoiceTaxSchema>;

export const InvoicePaymentSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  date: z.string(),
  reference: z.string(),
  recordedAt: z.string(),
});
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

/** An invoice or credit note on the list (GET /CRM/GetInvoices): everything but its lines and payments. */
export const InvoiceSummarySchema = z.object({
  id: z.string(),
  /** Null while it is a draft. */
  number: z.string().nullable(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  /** Past its due date with a balance: shown as "Overdue". */
  overdue: z.boolean(),
  clientId: z.string(),
  clientName: z.string(),
  entity: z.enum(BILLING_ENTITIES),
  currency: z.enum(BILLING_CURRENCIES),
  /** The last day of approved hours it bills; null on a credit note. */
  periodEnd: z.string().nullable(),
  /** Null while it is a draft. */
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  subtotal: z.number().int(),
  taxes: z.array(InvoiceTaxSchema),
  total: z.number().int(),
  paid: z.number().int(),
  /** What credit notes took off it. */
  credited: z.number().int(),
  /** total − paid − credited (0 on a credit note). */
  balance: z.number().int(),
  /** A credit note's invoice. */
  creditedInvoiceId: z.string().nullable(),
  /** The LUT sentence of a Pune invoice to a client outside India; null otherwise. */
  taxNote: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export const InvoicePageSchema = pageOf(InvoiceSummarySchema);

/** GET /CRM/GetInvoice?id=: the invoice with its lines and payments. */
export const InvoiceSchema = InvoiceSummarySchema.extend({
  lines: z.array(InvoiceLineSchema),
  payments: z.array(InvoicePaymentSchema),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** GET /CRM/GetInvoices: newest first; optionally one status, kind or client. */
export const InvoicesQuerySchema = PageQuerySchema.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  clientId: z.uuid().optional(),
});
export const InvoiceIdSchema = z.object({ id: z.uuid({ error: messages.invoiceNotFound }) });
export type InvoiceId = z.infer<typeof InvoiceIdSchema>;

/** POST /CRM/GenerateInvoices: one draft per client made or refreshed from approved hours up to `periodEnd`. */
export const GenerateInvoicesSchema = z.object({
  periodEnd: billingDate(messages.periodEnd),
  clientId: z.uuid({ error: messages.clientNotFound }).optional(),
});
export type GenerateInvoices = z.infer<typeof GenerateInvoicesSchema>;
export const GenerateInvoicesResultSchema = z.object({ items: z.array(InvoiceSummarySchema) });

/** POST /CRM/RecordPayment */
export const RecordPaymentSchema = z.object({
  id: z.uuid({ error: messages.invoiceNotFound }),
  amount: z
    .number({ error: messages.paymentAmount })
    .int({ error: messages.paymentAmount })
    .min(1, { error: messages.paymentAmount }),
  date: billingDate(messages.paymentDate),
  reference: requiredText(messages.reference, 100),
});
export type RecordPayment = z.infer<typeof RecordPaymentSchema>;

/** A credit note's own line: what it is for and its amount before tax (minor units). */
export const CreditLineSchema = z.object({
  description: requiredText(messages.creditLines, 300),
  amount: z
    .number({ error: messages.creditLines })
    .int({ error: messages.creditLines })
    .min(1, { error: messages.creditLines }),
});

/**
 * POST /CRM/IssueCreditNote: a credit note against an issued invoice, numbered from the credit-note series;
 * without `lines` it credits every line of the invoice, with them it credits those amounts (taxed as the
 * invoice was).
 */
export const IssueCreditNoteSchema = z.object({
  id: z.uuid({ error: messages.invoiceNotFound }),
  lines: z.array(CreditLineSchema).min(1, { error: messages.creditLines }).max(50).optional(),
});
export type IssueCreditNote = z.infer<typeof IssueCreditNoteSchema>;

/** Approved hours on no invoice, and why (GET /CRM/GetUnbillableHours): "Not billable". */
export const UnbillableHoursSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  project: z.string(),
  weekStart: z.string(),
  hours: z.number(),
  reason: z.enum([UNBILLABLE_REASONS.noPlacement, UNBILLABLE_REASONS.outsidePlacement]),
  reasonLabel: z.string(),
});
export type UnbillableHours = z.infer<typeof UnbillableHoursSchema>;
export const UnbillableHoursListSchema = z.object({ items: z.array(UnbillableHoursSchema) });
/** GET /CRM/GetUnbillableHours: approved days from `from` (92 days before `periodEnd`) to `periodEnd` (today). */
export const UnbillableHoursQuerySchema = z.object({
  from: billingDate(messages.periodEnd).optional(),
  periodEnd: billingDate(messages.periodEnd).optional(),
});

/** A client the signed-in employee is placed with (GET /CRM/GetMyClients), for a claim's "Bill to client". */
export const MyClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.enum(BILLING_CURRENCIES),
});
export const MyClientListSchema = z.object({ items: z.array(MyClientSchema) });
