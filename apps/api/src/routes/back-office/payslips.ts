import {
  AdminPayslipPageSchema,
  AdminPayslipsQuerySchema,
  API_PATHS,
  PAYSLIP_FILE_FIELD,
  PAYSLIP_MAX_BYTES,
  PAYSLIP_MESSAGES,
  PAYSLIP_MIME_TYPES,
  RemovePayslipResultSchema,
  RemovePayslipSchema,
  STAFF_ROLES,
  UploadPayslipFieldsSchema,
  UploadPayslipResultSchema,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, toFieldErrors } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import { acceptUploads } from '../../plugins/infrastructure/uploads.js';
import { receiveUpload, type UploadKind } from '../shared/receive-upload.js';

/** A payslip is a PDF, recognised by its content (the PDF signature), never by the name or the client's claim. */
const PAYSLIP_UPLOAD: UploadKind = {
  field: PAYSLIP_FILE_FIELD,
  folder: 'payslips',
  maxBytes: PAYSLIP_MAX_BYTES,
  mimeTypes: PAYSLIP_MIME_TYPES,
  messages: {
    tooLarge: PAYSLIP_MESSAGES.fileTooBig,
    wrongType: PAYSLIP_MESSAGES.fileType,
    tooManyFiles: 'Please attach one payslip only',
    notMultipart: 'Send the payslip as multipart form data',
  },
  fieldLimits: { fields: 10 },
  quota: 'person',
  name: { maxLength: 200, fallback: () => 'payslip.pdf' },
};

/**
 * Payslips (admin): upload an employee's monthly PDF (multipart: employee, month, file) and list every
 * payslip uploaded. A month uploaded again replaces that month's payslip; the replaced file is removed.
 * A payslip filed by mistake is removed, its file with it.
 */
export const payslipAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const payslips = app.queries.payslips;
  const adminOnly = app.requireStaffRole(STAFF_ROLES.admin);

  app.get(
    API_PATHS.getPayslipsAdmin,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary: "Every payslip uploaded, newest month first (optionally one employee's) (admin)",
        security: [{ bearerAuth: [] }],
        querystring: AdminPayslipsQuerySchema,
        response: { 200: AdminPayslipPageSchema },
      },
    },
    (request) => payslips.listAll(request.query),
  );

  app.post(
    API_PATHS.uploadPayslip,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary:
          "Upload an employee's payslip PDF for a month (multipart: employee, month, file); replaces that month's (admin)",
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: UploadPayslipResultSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await receiveUpload(request, PAYSLIP_UPLOAD, async ({ fields, file }) => {
        const parsed = UploadPayslipFieldsSchema.safeParse(fields);
        const errors = parsed.success ? {} : toFieldErrors(parsed.error.issues);
        if (!file) errors[PAYSLIP_FILE_FIELD] = PAYSLIP_MESSAGES.file;
        if (!parsed.success || !file) {
          throw new HttpError(400, Object.values(errors)[0] ?? PAYSLIP_MESSAGES.file, errors);
        }
        const result = await app.services.payslips.upload(
          { employeeId: parsed.data.employee, month: parsed.data.month, file },
          { id: user.id, name: user.name },
        );
        if ('invalidEmployee' in result) {
          throw new HttpError(400, PAYSLIP_MESSAGES.employee, { employee: PAYSLIP_MESSAGES.employee });
        }
        return { ...result.saved, replaced: result.replaced };
      });
      return reply.code(201).send(answer);
    },
  );

  app.post(
    API_PATHS.removePayslip,
    {
      onRequest: adminOnly,
      schema: {
        tags: ['back-office'],
        summary: 'Remove an uploaded payslip and its file, e.g. one filed under the wrong person (admin)',
        security: [{ bearerAuth: [] }],
        body: RemovePayslipSchema,
        response: { 200: RemovePayslipResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await app.services.payslips.remove(request.body.id, { id: user.id, name: user.name });
      if ('notFound' in result) throw new HttpError(404, PAYSLIP_MESSAGES.notFound);
      return { id: result.removed.id, removed: true as const };
    },
  );
};
