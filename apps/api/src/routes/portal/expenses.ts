import {
  API_PATHS,
  AddExpenseFieldsSchema,
  ExpensePageSchema,
  ExpenseReceiptQuerySchema,
  ExpenseSchema,
  ExpensesQuerySchema,
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
import type { StoredUpload } from '../../repositories/stored-upload.js';
import { requireUser } from '../../plugins/application/auth.js';
import { HttpError, toFieldErrors } from '../../errors.js';
import { assertCleanText } from '../../plugins/infrastructure/input-hygiene.js';
import { requireMultipart, toUploadError, type UploadMessages } from '../shared/upload-errors.js';
import { acceptUploads } from '../../plugins/infrastructure/uploads.js';
import { sendDownload } from '../shared/send-download.js';
import type { StoredFile } from '../../services/file-storage.js';
import { COSTLY_READ } from '../shared/rate-limits.js';

const messages = PORTAL_MESSAGES.expense;
const RECEIPT_FIELD = 'receipt';
const UPLOAD_MESSAGES: UploadMessages = {
  tooLarge: messages.receiptTooBig,
  tooManyFiles: 'Please attach one receipt only',
  notMultipart: 'Send the claim as multipart form data',
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
   * Reads a claim's multipart body (its text fields and at most one receipt, stored as it streams), checks
   * the fields with `schema` and hands them to `save`; a refused or failed claim leaves no file behind.
   */
  async function receiveClaim<Fields>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType<Fields>,
    receiptRequired: boolean,
    save: (
      fields: Fields,
      receipt: StoredUpload | undefined,
    ) => Promise<{ status: number; expense: Expense }>,
  ) {
    const user = requireUser(request);
    requireMultipart(request, UPLOAD_MESSAGES);
    const fields: Record<string, string> = {};
    let receipt: (StoredFile & { originalName: string }) | undefined;
    // Until every part is read, a failure may be the body's (toUploadError tells); after, it is the claim's.
    let bodyRead = false;
    try {
      await app.uploadQuota.requireRoom({ personId: user.id });
      const parts = request.parts({ limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 10 } });
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
        } else if (part.fieldname === RECEIPT_FIELD && !receipt) {
          const stored = await app.fileStorage.save(
            part.file,
            {
              folder: 'receipts',
              maxBytes: RECEIPT_MAX_BYTES,
              allowedMimeTypes: RECEIPT_MIME_TYPES,
              tooLargeMessage: messages.receiptTooBig,
              wrongTypeMessage: messages.receiptType,
              fieldName: RECEIPT_FIELD,
              meter: app.uploadQuota.meter({ personId: user.id }),
            },
            () => part.file.truncated,
          );
          receipt = {
            ...stored,
            originalName: part.filename.slice(0, 200) || `receipt.${stored.extension}`,
          };
        } else {
          part.file.resume();
        }
      }
      bodyRead = true;
      assertCleanText({ ...fields, [RECEIPT_FIELD]: receipt?.originalName });
      const parsed = schema.safeParse(fields);
      const errors = parsed.success ? {} : toFieldErrors(parsed.error.issues);
      if (!receipt && receiptRequired) errors[RECEIPT_FIELD] = messages.receipt;
      if (!parsed.success || Object.keys(errors).length > 0) {
        throw new HttpError(400, Object.values(errors)[0] ?? messages.receipt, errors);
      }
      const saved = await save(
        parsed.data,
        receipt && {
          storedName: receipt.storedName,
          originalName: receipt.originalName,
          mimeType: receipt.mimeType,
          size: receipt.size,
        },
      );
      return await reply.code(saved.status).send(saved.expense);
    } catch (error) {
      // A refused or failed claim leaves no file behind.
      if (receipt) await app.fileStorage.remove(receipt.storedName);
      throw bodyRead ? error : toUploadError(error, UPLOAD_MESSAGES);
    }
  }

  app.post(
    API_PATHS.addExpense,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary:
          'Claim an expense (multipart: expenseDate, category, amount, currency, description, receipt)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: ExpenseSchema },
      },
    },
    (request, reply) =>
      receiveClaim(request, reply, AddExpenseFieldsSchema, true, async (fields, receipt) => {
        if (!receipt) throw new HttpError(400, messages.receipt, { [RECEIPT_FIELD]: messages.receipt });
        const expense = await app.services.expenses.submit(requireUser(request).id, fields, receipt);
        app.mail.wake();
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
        if (result.replacedReceipt) {
          await app.fileStorage.remove(result.replacedReceipt).catch((error: unknown) => {
            request.log.warn({ err: error }, 'could not remove a replaced receipt file');
          });
        }
        app.mail.wake();
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
