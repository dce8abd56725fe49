import {
  API_PATHS,
  ApiErrorSchema,
  ExportInvoicesQuerySchema,
  GenerateVendorBillsResultSchema,
  GenerateVendorBillsSchema,
  MARGIN_CSV_COLUMNS,
  MarginReportQuerySchema,
  MarginReportSchema,
  PAYROLL_CSV_COLUMNS,
  PayPeriodQuerySchema,
  QUICKBOOKS_CSV_COLUMNS,
  STAFF_ROLES,
  VendorBillIdSchema,
  VendorBillSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import type { VendorBillRefusal } from '../../services/billing/vendor-bill-service.js';
import { CSV_MIME_TYPE, csvFileName, toCsv } from '../../services/csv-export.js';
import { COSTLY_READ } from '../shared/rate-limits.js';
import { sendDownload } from '../shared/send-download.js';

const REFUSAL_STATUS = { 'not-found': 404, conflict: 409 } as const;

function refuse(result: VendorBillRefusal): never {
  throw new HttpError(REFUSAL_STATUS[result.refused], result.message);
}

/**
 * Vendor bills' changes, payroll hours, the margin report and the accountant's export (finance and admins;
 * docs/product.md#pay-and-margin). GET /CRM/GetVendorBills, which partners call too, is the portal's.
 */
export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  const finance = app.requireStaffRole(STAFF_ROLES.finance);
  const vendorBills = app.services.vendorBills;
  const reports = app.services.payReports;
  const common = { tags: ['billing'], security: [{ bearerAuth: [] }] };
  const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

  app.post(
    API_PATHS.generateVendorBills,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary:
          'Make or refresh one draft per partner and currency from approved C2C hours up to periodEnd, at the pay rates',
        body: GenerateVendorBillsSchema,
        response: { 200: GenerateVendorBillsResultSchema, ...errors },
      },
    },
    async (request) => ({ items: await vendorBills.generate(request.body, requireUser(request)) }),
  );

  const action = (path: string, summary: string, run: typeof vendorBills.approve) =>
    app.post(
      path,
      {
        onRequest: finance,
        schema: {
          ...common,
          summary,
          body: VendorBillIdSchema,
          response: { 200: VendorBillSchema, ...errors },
        },
      },
      async (request) => {
        const result = await run(request.body.id, requireUser(request));
        return 'refused' in result ? refuse(result) : result;
      },
    );
  action(
    API_PATHS.approveVendorBill,
    'Approve a draft vendor bill: from here on it never changes',
    (id, actor) => vendorBills.approve(id, actor),
  );
  action(API_PATHS.markVendorBillPaid, 'Mark an approved vendor bill paid', (id, actor) =>
    vendorBills.markPaid(id, actor),
  );

  app.get(
    API_PATHS.exportPayroll,
    {
      config: COSTLY_READ,
      onRequest: finance,
      schema: {
        ...common,
        summary: 'W-2 and 1099 hours per person and week (weeks whose Monday is from `from` to `to`), as CSV',
        querystring: PayPeriodQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await reports.payroll(request.query.from, request.query.to);
      const csv = toCsv(PAYROLL_CSV_COLUMNS, rows.map(reports.payrollCells));
      return sendDownload(reply, csv, { fileName: csvFileName('payroll'), mimeType: CSV_MIME_TYPE });
    },
  );

  app.get(
    API_PATHS.getMarginReport,
    {
      config: COSTLY_READ,
      onRequest: finance,
      schema: {
        ...common,
        summary:
          'Hours, billed, cost and margin by client, consultant or month, per currency (format=csv: the CSV)',
        querystring: MarginReportQuerySchema,
        response: { 200: MarginReportSchema },
      },
    },
    async (request, reply) => {
      const { from, to, groupBy, format } = request.query;
      const items = await reports.margin(from, to, groupBy);
      if (format === 'json') return { items };
      const csv = toCsv(MARGIN_CSV_COLUMNS, items.map(reports.marginCells));
      return sendDownload(reply, csv, { fileName: csvFileName('margin'), mimeType: CSV_MIME_TYPE });
    },
  );

  app.get(
    API_PATHS.exportInvoices,
    {
      config: COSTLY_READ,
      onRequest: finance,
      schema: {
        ...common,
        summary:
          "Invoices and credit notes issued from `from` to `to` in QuickBooks Online's invoice import layout (CSV)",
        querystring: ExportInvoicesQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await reports.quickbooks(request.query.from, request.query.to);
      const csv = toCsv(QUICKBOOKS_CSV_COLUMNS, rows);
      return sendDownload(reply, csv, {
        fileName: csvFileName('invoices-quickbooks'),
        mimeType: CSV_MIME_TYPE,
      });
    },
  );
};
