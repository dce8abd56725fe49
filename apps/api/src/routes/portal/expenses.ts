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
  USER_TYPES,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

/** Employees' expense claims; a claim is multipart with its receipt (image or PDF). */
export const portalExpenseRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const expenses = app.repositories.expenses;
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
        summary: "The receipt of one of the caller's claims, as a download (404 for anybody else's)",
        security: [{ bearerAuth: [] }],
        querystring: ExpenseReceiptQuerySchema,
      },
    },
    async (request, reply) => {
      const receipt = await expenses.findReceipt(requireUser(request).id, request.query.id);
      const file = receipt ? await app.fileStorage.open(receipt.storedName) : undefined;
      if (!receipt || !file) throw new HttpError(404, messages.receiptNotFound);
      return sendDownload(reply, file, { fileName: receipt.originalName, mimeType: receipt.mimeType });
    },
  );

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
    async (request, reply) => {
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
        const parsed = AddExpenseFieldsSchema.safeParse(fields);
        const errors = parsed.success ? {} : toFieldErrors(parsed.error.issues);
        if (!receipt) errors[RECEIPT_FIELD] = messages.receipt;
        if (!parsed.success || !receipt) {
          throw new HttpError(400, Object.values(errors)[0] ?? messages.receipt, errors);
        }
        const expense = await app.services.expenses.submit(user.id, parsed.data, {
          storedName: receipt.storedName,
          originalName: receipt.originalName,
          mimeType: receipt.mimeType,
          size: receipt.size,
        });
        return await reply.code(201).send(expense);
      } catch (error) {
        // A refused or failed claim leaves no file behind.
        if (receipt) await app.fileStorage.remove(receipt.storedName);
        throw bodyRead ? error : toUploadError(error, UPLOAD_MESSAGES);
      }
    },
  );
};
