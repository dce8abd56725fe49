import type { PAY_TYPES } from './billing.js';
import { BILLING_CURRENCIES, INVOICE_LINE_KINDS } from './billing.js';
import { PORTAL_MESSAGES } from './portal.js';
import { isIsoDate } from './portal-dates.js';
import { filledText } from './schemas/fields.js';
import { PageQuerySchema, pageOf } from './schemas/pages.js';
import { z } from './zod.js';

/**
 * Pay and margin (docs/product.md#pay-and-margin): vendor bills for the partners paid for C2C placements,
 * payroll hours of W-2 and 1099 placements, the margin report, and the accountant's QuickBooks export. Money
 * is an integer number of minor units beside its `currency`; hours are numbers with at most two decimals.
 */

export const VENDOR_BILL_STATUSES = ['draft', 'approved', 'paid'] as const;
export type VendorBillStatus = (typeof VENDOR_BILL_STATUSES)[number];
export const VENDOR_BILL_STATUS_LABELS: Record<VendorBillStatus, string> = {
  draft: 'Draft',
  approved: 'Approved',
  paid: 'Paid',
};

/** The pay types whose hours go to the payroll provider (a C2C vendor bills; a salaried person is paid a salary). */
export const PAYROLL_PAY_TYPES = ['w2', '1099'] as const satisfies readonly (typeof PAY_TYPES)[number][];

export const MARGIN_GROUPS = ['client', 'consultant', 'month'] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];
export const MARGIN_GROUP_LABELS: Record<MarginGroup, string> = {
  client: 'Client',
  consultant: 'Consultant',
  month: 'Month',
};

/** The columns of GET /CRM/ExportPayroll, in order. */
export const PAYROLL_CSV_COLUMNS = [
  'Employee',
  'Pay type',
  'Week',
  'Regular hours',
  'Overtime hours',
  'Pay rate',
  'Overtime pay rate',
  'Gross',
  'Currency',
] as const;

/** The columns of QuickBooks Online's invoice import (GET /CRM/ExportInvoices?format=quickbooks), in order. */
export const QUICKBOOKS_CSV_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'Service Date',
] as const;

/** The columns of the margin report's CSV (GET /CRM/GetMarginReport?format=csv), in order. */
export const MARGIN_CSV_COLUMNS = [
  'Group',
  'Currency',
  'Hours',
  'Billed',
  'Cost',
  'Margin',
  'Margin %',
] as const;

export const INVOICE_EXPORT_FORMATS = ['quickbooks'] as const;

export const PAY_MESSAGES = {
  vendorBillNotFound: 'This vendor bill does not exist',
  notDraftBill: 'Only a draft vendor bill can be approved',
  notApprovedBill: 'Only an approved vendor bill can be marked paid',
  from: 'Please enter the first day',
  to: 'Please enter the last day',
  range: 'The last day cannot be before the first day',
  groupBy: 'Please choose client, consultant or month',
} as const;

/** The audit lines of vendor bills. */
export const PAY_AUDIT = {
  generatedVendorBill: 'generated vendor bill',
  removedVendorDraft: 'removed empty vendor bill draft',
  approvedVendorBill: 'approved vendor bill',
  paidVendorBill: 'marked vendor bill paid',
} as const;

// Schemas -------------------------------------------------------------------------------------------

function payDate(message: string) {
  return filledText(message).refine(isIsoDate, { error: PORTAL_MESSAGES.date });
}

export const VendorBillLineSchema = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  /** The consultant whose hours it pays. */
  userId: z.string().nullable(),
  /** The Monday of the week it pays. */
  weekStart: z.string().nullable(),
  hours: z.number().nullable(),
  /** The pay rate per hour, in minor units. */
  rate: z.number().int().nullable(),
  /** hours × rate rounded half up, in minor units. */
  amount: z.number().int(),
});
export type VendorBillLine = z.infer<typeof VendorBillLineSchema>;

/** A vendor bill: the partner's approved C2C hours of a period at the pay rates, in the invoices' shape. */
export const VendorBillSchema = z.object({
  id: z.string(),
  vendorUserId: z.string(),
  vendorName: z.string(),
  status: z.enum(VENDOR_BILL_STATUSES),
  currency: z.enum(BILLING_CURRENCIES),
  /** The last day of approved hours it pays. */
  periodEnd: z.string(),
  lines: z.array(VendorBillLineSchema),
  total: z.number().int(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type VendorBill = z.infer<typeof VendorBillSchema>;
export const VendorBillPageSchema = pageOf(VendorBillSchema);

/** GET /CRM/GetVendorBills: newest first; a partner gets only their own. */
export const VendorBillsQuerySchema = PageQuerySchema.extend({
  status: z.enum(VENDOR_BILL_STATUSES).optional(),
});
export const VendorBillIdSchema = z.object({ id: z.uuid({ error: PAY_MESSAGES.vendorBillNotFound }) });

/** POST /CRM/GenerateVendorBills: one draft per partner and currency, from approved C2C hours up to `periodEnd`. */
export const GenerateVendorBillsSchema = z.object({ periodEnd: payDate('Please enter the period end') });
export type GenerateVendorBills = z.infer<typeof GenerateVendorBillsSchema>;
export const GenerateVendorBillsResultSchema = z.object({ items: z.array(VendorBillSchema) });

/** A date range of weeks: every week whose Monday is from `from` to `to`. */
export const PayPeriodQuerySchema = z
  .object({ from: payDate(PAY_MESSAGES.from), to: payDate(PAY_MESSAGES.to) })
  .refine((value) => value.from <= value.to, { error: PAY_MESSAGES.range, path: ['to'] });
export type PayPeriodQuery = z.infer<typeof PayPeriodQuerySchema>;

/** GET /CRM/ExportInvoices?from=&to=&format=quickbooks: issued invoices and credit notes issued in the range. */
export const ExportInvoicesQuerySchema = z
  .object({
    from: payDate(PAY_MESSAGES.from),
    to: payDate(PAY_MESSAGES.to),
    format: z.enum(INVOICE_EXPORT_FORMATS).default('quickbooks'),
  })
  .refine((value) => value.from <= value.to, { error: PAY_MESSAGES.range, path: ['to'] });

/** GET /CRM/GetMarginReport?from=&to=&groupBy=: JSON, or its CSV with `format=csv`. */
export const MarginReportQuerySchema = z
  .object({
    from: payDate(PAY_MESSAGES.from),
    to: payDate(PAY_MESSAGES.to),
    groupBy: z.enum(MARGIN_GROUPS, { error: PAY_MESSAGES.groupBy }).default('client'),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((value) => value.from <= value.to, { error: PAY_MESSAGES.range, path: ['to'] });
export type MarginReportQuery = z.infer<typeof MarginReportQuerySchema>;

/** One group's margin in one currency (never summed across currencies). */
export const MarginRowSchema = z.object({
  /** The client's or consultant's id, or the month (`2026-11`). */
  key: z.string(),
  /** The client's or consultant's name, or the month ("November 2026"). */
  label: z.string(),
  currency: z.enum(BILLING_CURRENCIES),
  hours: z.number(),
  billed: z.number().int(),
  cost: z.number().int(),
  margin: z.number().int(),
  /** margin ÷ billed × 100 with two decimals (33.33); 0 when nothing is billed. */
  marginPercent: z.number(),
});
export type MarginRow = z.infer<typeof MarginRowSchema>;
export const MarginReportSchema = z.object({ items: z.array(MarginRowSchema) });
export type MarginReport = z.infer<typeof MarginReportSchema>;
