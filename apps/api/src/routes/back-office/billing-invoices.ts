import {
  API_PATHS,
  ApiErrorSchema,
  BILLING_MESSAGES,
  GenerateInvoicesResultSchema,
  GenerateInvoicesSchema,
  InvoiceIdSchema,
  InvoicePageSchema,
  InvoiceSchema,
  InvoicesQuerySchema,
  IssueCreditNoteSchema,
  RecordPaymentSchema,
  STAFF_ROLES,
  UnbillableHoursListSchema,
  UnbillableHoursQuerySchema,
  addDays,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import { officeDate } from '../../services/billing/office-day.js';
import { refuse } from './billing.js';

/** How far back "Not billable" looks when no `from` is given. */
const UNBILLABLE_WINDOW_DAYS = 92;

/** Invoices and credit notes (finance and admins; docs/product.md#billing). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const finance = app.requireStaffRole(STAFF_ROLES.finance);
  const invoices = app.services.invoices;
  const common = { tags: ['billing'], security: [{ bearerAuth: [] }] };
  const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

  app.get(
    API_PATHS.getInvoices,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: 'Invoices and credit notes, newest first (overdue: past due with a balance)',
        querystring: InvoicesQuerySchema,
        response: { 200: InvoicePageSchema },
      },
    },
    (request) => invoices.list(request.query),
  );

  app.get(
    API_PATHS.getInvoice,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: 'One invoice or credit note with its lines, taxes and payments',
        querystring: InvoiceIdSchema,
        response: { 200: InvoiceSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const invoice = await invoices.find(request.query.id);
      if (!invoice) throw new HttpError(404, BILLING_MESSAGES.invoiceNotFound);
      return invoice;
    },
  );

  app.get(
    API_PATHS.getUnbillableHours,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: 'Approved hours no placement bills ("Not billable"), with the reason, up to periodEnd',
        querystring: UnbillableHoursQuerySchema,
        response: { 200: UnbillableHoursListSchema },
      },
    },
    async (request) => {
      const periodEnd = request.query.periodEnd ?? officeDate('seattle', new Date());
      const from = request.query.from ?? addDays(periodEnd, -UNBILLABLE_WINDOW_DAYS);
      return { items: await invoices.unbillableHours(periodEnd, from) };
    },
  );

  app.post(
    API_PATHS.generateInvoices,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary:
          'Make or refresh one draft per client from approved hours up to periodEnd that no invoice bills',
        body: GenerateInvoicesSchema,
        response: { 200: GenerateInvoicesResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await invoices.generate(request.body, requireUser(request));
      return Array.isArray(result) ? { items: result } : refuse(result);
    },
  );

  const action = (
    path: string,
    summary: string,
    run: (id: string, actor: ReturnType<typeof requireUser>) => ReturnType<typeof invoices.issue>,
  ) =>
    app.post(
      path,
      {
        onRequest: finance,
        schema: { ...common, summary, body: InvoiceIdSchema, response: { 200: InvoiceSchema, ...errors } },
      },
      async (request) => {
        const result = await run(request.body.id, requireUser(request));
        return 'refused' in result ? refuse(result) : result;
      },
    );
  action(API_PATHS.issueInvoice, "Number a draft from its office's series and issue it", (id, actor) =>
    invoices.issue(id, actor),
  );
  action(
    API_PATHS.sendInvoice,
    "E-mail an issued invoice (PDF attached) to the client's billing e-mails",
    (id, actor) => invoices.send(id, actor),
  );
  action(API_PATHS.voidInvoice, 'Void a draft: its hours and claims go back to be billed', (id, actor) =>
    invoices.void(id, actor),
  );

  app.post(
    API_PATHS.recordPayment,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: 'Record a payment (minor units): partly paid, or paid once the balance is 0',
        body: RecordPaymentSchema,
        response: { 200: InvoiceSchema, ...errors },
      },
    },
    async (request) => {
      const result = await invoices.recordPayment(request.body, requireUser(request));
      return 'refused' in result ? refuse(result) : result;
    },
  );

  app.post(
    API_PATHS.issueCreditNote,
    {
      onRequest: finance,
      schema: {
        ...common,
        summary: 'Issue a credit note against an issued invoice: all its lines, or the lines given',
        body: IssueCreditNoteSchema,
        response: { 200: InvoiceSchema, ...errors },
      },
    },
    async (request) => {
      const result = await invoices.issueCreditNote(request.body, requireUser(request));
      return 'refused' in result ? refuse(result) : result;
    },
  );
};
