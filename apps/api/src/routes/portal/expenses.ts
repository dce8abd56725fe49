import {
  API_PATHS,
  AddExpenseFieldsSchema,
  ExpensePageSchema,
  ExpenseReceiptQuerySchema,
  ExpenseSchema,
  ExpensesQuerySchema,
  MyClientListSchema,
  PORTAL_MESSAGES,
  RECEIPT_MAX_BYTES,
  RECEIPT_MIME_TYPES,
  ResubmitExpenseFieldsSchema,
  USER_TYPES,
  WithdrawExpenseSchema,
  type Expense,
  type z,
} from '@smartmove/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/application/auth.js';
import { HttpError, toFieldErrors } from '../../errors.js';
import { receiveUpload, type UploadKind } from '../shared/receive-upload.js';
import { acceptUploads } from '../../plugins/infrastructure/uploads.js';
import { sendDownload } from '../shared/send-download.js';
import type { ReceivedUpload } from '../../services/after-commit.js';
import { COSTLY_READ } from '../shared/rate-limits.js';

const messages = PORTAL_MESSAGES.expense;
const RECEIPT_FIELD = 'receipt';
const RECEIPT_UPLOAD: UploadKind = {
  field: RECEIPT_FIELD,
  folder: 'receipts',
  maxBytes: RECEIPT_MAX_BYTES,
  mimeTypes: RECEIPT_MIME_TYPES,
  messages: {
    tooLarge: messages.receiptTooBig,
    wrongType: messages.receiptType,
    tooManyFiles: 'Please attach one receipt only',
    notMultipart: 'Send the claim as multipart form data',
  },
  fieldLimits: { fields: 10 },
  quota: 'person',
  name: { maxLength: 200, fallback: (extension) => `receipt.${extension}` },
};

/**
 * Employees' expense claims; a claim is multipart with its receipt (image or PDF). A rejected claim is
 * corrected and sent again (ResubmitExpense), with a new receipt or keeping its own; a waiting one can be
 * withdrawn (WithdrawExpense).
 */
export const portalExpenseRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const expenses = app.queries.expenses;
  const employeeOnly = app.requireRole(USER_TYPES.employee);

  app.get(
    API_PATHS.getExpenses,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary: "The caller's expense claims, newest first",
        security: [{ bearerAuth: [] }],
        querystring: ExpensesQuerySchema,
        response: { 200: ExpensePageSchema },
      },
    },
    (request) => expenses.list(requireUser(request).id, request.query),
  );

  app.get(
    API_PATHS.getMyClients,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary: 'The clients of the caller\'s placements, for a claim\'s "Bill to client"',
        security: [{ bearerAuth: [] }],
        response: { 200: MyClientListSchema },
      },
    },
    async (request) => {
      const clients = await app.queries.clients.listOfConsultant(requireUser(request).id);
      return {
        items: clients.map((client) => ({
          id: client.id,
          name: client.name,
          currency: client.currency === 'INR' ? ('INR' as const) : ('USD' as const),
        })),
      };
    },
  );

  app.get(
    API_PATHS.getExpenseReceipt,
    {
      config: COSTLY_READ,
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary:
          "The receipt of one of the caller's claims, as a download or, with disposition=inline, to view (404 for anybody else's)",
        security: [{ bearerAuth: [] }],
        querystring: ExpenseReceiptQuerySchema,
      },
    },
    async (request, reply) => {
      const receipt = await expenses.findReceipt(requireUser(request).id, request.query.id);
      const file = receipt ? await app.fileStorage.open(receipt.storedName) : undefined;
      if (!receipt || !file) throw new HttpError(404, messages.receiptNotFound);
      return sendDownload(reply, file, {
        fileName: receipt.originalName,
        mimeType: receipt.mimeType,
        disposition: request.query.disposition,
      });
    },
  );

  /**
   * Reads a claim's multipart body (its text fields and at most one receipt), checks the fields with
   * `schema` and hands them to `save`; a refused or failed claim leaves no file behind.
   */
  async function receiveClaim<Fields>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType<Fields>,
    receiptRequired: boolean,
    save: (
      fields: Fields,
      receipt: ReceivedUpload | undefined,
    ) => Promise<{ status: number; expense: Expense }>,
  ) {
    const saved = await receiveUpload(request, RECEIPT_UPLOAD, async ({ fields, file: receipt }) => {
      const parsed = schema.safeParse(fields);
      const errors = parsed.success ? {} : toFieldErrors(parsed.error.issues);
      if (!receipt && receiptRequired) errors[RECEIPT_FIELD] = messages.receipt;
      if (!parsed.success || Object.keys(errors).length > 0) {
        throw new HttpError(400, Object.values(errors)[0] ?? messages.receipt, errors);
      }
      return save(parsed.data, receipt);
    });
    return reply.code(saved.status).send(saved.expense);
  }

  app.post(
    API_PATHS.addExpense,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary:
          'Claim an expense (multipart: expenseDate, category, amount as typed ("12.50"; answered in minor units), currency, description, billToClientId, receipt)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: ExpenseSchema },
      },
    },
    (request, reply) =>
      receiveClaim(request, reply, AddExpenseFieldsSchema, true, async (fields, receipt) => {
        if (!receipt) throw new HttpError(400, messages.receipt, { [RECEIPT_FIELD]: messages.receipt });
        const expense = await app.services.expenses.submit(requireUser(request).id, fields, receipt);
        if ('refused' in expense) {
          throw new HttpError(400, expense.message, { billToClientId: expense.message });
        }
        return { status: 201, expense };
      }),
  );

  app.post(
    API_PATHS.resubmitExpense,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary:
          "Correct one of the caller's rejected claims and send it again (multipart: id and the claim's fields; receipt optional, kept when absent)",
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: ExpenseSchema },
      },
    },
    (request, reply) =>
      receiveClaim(request, reply, ResubmitExpenseFieldsSchema, false, async (fields, receipt) => {
        const user = requireUser(request);
        const result = await app.services.expenses.resubmit(
          { id: user.id, name: user.name },
          fields,
          receipt,
        );
        if ('notFound' in result) throw new HttpError(404, messages.notFound);
        if ('notRejected' in result) throw new HttpError(409, messages.notRejected);
        if ('refused' in result) throw new HttpError(400, result.message, { billToClientId: result.message });
        return { status: 200, expense: result.resubmitted };
      }),
  );

  app.post(
    API_PATHS.withdrawExpense,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary: "Withdraw one of the caller's claims while it waits for approval (409 once decided)",
        security: [{ bearerAuth: [] }],
        body: WithdrawExpenseSchema,
        response: { 200: ExpenseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await app.services.expenses.withdraw({ id: user.id, name: user.name }, request.body.id);
      if ('notFound' in result) throw new HttpError(404, messages.notFound);
      if ('notWaiting' in result) {
        throw new HttpError(409, `${messages.notWaiting}: this one is already ${result.status}`);
      }
      return result.withdrawn;
    },
  );
};
