import { z } from '../zod.js';
import { addDays, todayIsoDate } from '../portal-dates.js';
import { filledText } from './fields.js';
import { PageQuerySchema, pageOf } from './pages.js';

/**
 * Payslips (docs/product.md#back-office): an admin uploads an employee's monthly payslip PDF; the employee
 * lists and downloads their own. One payslip per employee and month: uploading a month again replaces it.
 */

export const PAYSLIP_MAX_BYTES = 10 * 1024 * 1024;
export const PAYSLIP_MIME_TYPES = ['application/pdf'] as const;
/** The multipart field of the PDF in POST /CRM/UploadPayslip. */
export const PAYSLIP_FILE_FIELD = 'file';

export const PAYSLIP_MESSAGES = {
  employee: 'Please choose an active employee',
  month: 'Please choose a month',
  monthFuture: 'The month cannot be later than this month',
  file: 'Please attach the payslip as a PDF',
  fileType: 'The payslip must be a PDF',
  fileTooBig: 'The payslip is too big, it should be less than 10MB',
  notFound: 'This payslip does not exist.',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** This month ('YYYY-MM') where the user is; anywhere in the world (the server's clock may be a day behind). */
export function latestPayslipMonth(now: Date = new Date()): string {
  return addDays(todayIsoDate(now), 1).slice(0, 7);
}

/** 'YYYY-MM' as its month's name, e.g. "May 2026". */
export function formatPayslipMonth(month: string): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The name a payslip is listed and downloaded under, for its employee and in the back office alike
 * ("payslip-2026-05.pdf"): never the uploader's own file name.
 */
export function payslipFileName(month: string): string {
  return `payslip-${month}.pdf`;
}

/** The text fields of POST /CRM/UploadPayslip (multipart; the PDF travels as `file`). */
export const UploadPayslipFieldsSchema = z.object({
  employee: filledText(PAYSLIP_MESSAGES.employee).max(100, { error: PAYSLIP_MESSAGES.employee }),
  month: filledText(PAYSLIP_MESSAGES.month)
    .regex(MONTH, { error: PAYSLIP_MESSAGES.month })
    .refine((month) => month >= '2000-01', { error: PAYSLIP_MESSAGES.month })
    .refine((month) => month <= latestPayslipMonth(), { error: PAYSLIP_MESSAGES.monthFuture }),
});
export type UploadPayslipFields = z.infer<typeof UploadPayslipFieldsSchema>;

/** A payslip as its employee sees it (GET /CRM/GetPayslips). */
export const PayslipSchema = z.object({
  id: z.string(),
  month: z.string(),
  /** payslipFileName(month): the name it is listed and downloaded under. */
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type Payslip = z.infer<typeof PayslipSchema>;
export const PayslipPageSchema = pageOf(PayslipSchema);

/** A payslip on the back office's list (GET /CRM/GetPayslipsAdmin), and the answer to an upload. */
export const AdminPayslipSchema = PayslipSchema.extend({
  /** The name of the file as the uploader chose it (to spot one filed by mistake); never shown to the employee. */
  uploadedFileName: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  uploadedByName: z.string(),
});
export type AdminPayslip = z.infer<typeof AdminPayslipSchema>;
export const AdminPayslipPageSchema = pageOf(AdminPayslipSchema);
/** POST /CRM/UploadPayslip: the payslip, and whether it replaced one already there for that month. */
export const UploadPayslipResultSchema = AdminPayslipSchema.extend({ replaced: z.boolean() });
export type UploadPayslipResult = z.infer<typeof UploadPayslipResultSchema>;

/** GET /CRM/GetPayslipsAdmin: newest month first, optionally one employee's. */
export const AdminPayslipsQuerySchema = PageQuerySchema.extend({
  employee: z.string().trim().min(1).max(100).optional(),
});
/** POST /CRM/RemovePayslip (admin). */
export const RemovePayslipSchema = z.object({ id: z.uuid() });
export const RemovePayslipResultSchema = z.object({ id: z.string(), removed: z.literal(true) });

/** GET /CRM/GetPayslip?id= */
export const PayslipQuerySchema = z.object({ id: z.uuid() });
