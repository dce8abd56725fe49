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
import { assertCleanText } from '../../plugins/infrastructure/input-hygiene.js';
import { acceptUploads } from '../../plugins/infrastructure/uploads.js';
import type { StoredFile } from '../../services/file-storage.js';
import { requireMultipart, toUploadError, type UploadMessages } from '../shared/upload-errors.js';

const UPLOAD_MESSAGES: UploadMessages = {
  tooLarge: PAYSLIP_MESSAGES.fileTooBig,
  tooManyFiles: 'Please attach one payslip only',
  notMultipart: 'Send the payslip as multipart form data',
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
      requireMultipart(request, UPLOAD_MESSAGES);
      const fields: Record<string, string> = {};
      let file: (StoredFile & { originalName: string }) | undefined;
      let bodyRead = false;
      let saved = false;
      try {
        await app.uploadQuota.requireRoom({ personId: user.id });
        const parts = request.parts({ limits: { fileSize: PAYSLIP_MAX_BYTES, files: 1, fields: 10 } });
        for await (const part of parts) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
          } else if (part.fieldname === PAYSLIP_FILE_FIELD && !file) {
            // Recognised by its content (the PDF signature), never by the name or the client's claim.
            const stored = await app.fileStorage.save(
              part.file,
              {
                folder: 'payslips',
                maxBytes: PAYSLIP_MAX_BYTES,
                allowedMimeTypes: PAYSLIP_MIME_TYPES,
                tooLargeMessage: PAYSLIP_MESSAGES.fileTooBig,
                wrongTypeMessage: PAYSLIP_MESSAGES.fileType,
                fieldName: PAYSLIP_FILE_FIELD,
                meter: app.uploadQuota.meter({ personId: user.id }),
              },
              () => part.file.truncated,
            );
            file = { ...stored, originalName: part.filename.slice(0, 200) || 'payslip.pdf' };
          } else {
            part.file.resume();
          }
        }
        bodyRead = true;
        assertCleanText({ ...fields, [PAYSLIP_FILE_FIELD]: file?.originalName });
        const parsed = UploadPayslipFieldsSchema.safeParse(fields);
        const errors = parsed.success ? {} : toFieldErrors(parsed.error.issues);
        if (!file) errors[PAYSLIP_FILE_FIELD] = PAYSLIP_MESSAGES.file;
        if (!parsed.success || !file) {
          throw new HttpError(400, Object.values(errors)[0] ?? PAYSLIP_MESSAGES.file, errors);
        }
        const result = await app.services.payslips.upload(
          {
            employeeId: parsed.data.employee,
            month: parsed.data.month,
            storedName: file.storedName,
            originalName: file.originalName,
            size: file.size,
          },
          { id: user.id, name: user.name },
        );
        if ('invalidEmployee' in result) {
          throw new HttpError(400, PAYSLIP_MESSAGES.employee, { employee: PAYSLIP_MESSAGES.employee });
        }
        saved = true;
        app.mail.wake();
        if (result.replacedFile && result.replacedFile !== file.storedName) {
          await app.fileStorage.remove(result.replacedFile).catch((error: unknown) => {
            request.log.warn({ err: error }, 'could not remove a replaced payslip file');
          });
        }
        return await reply.code(201).send({ ...result.saved, replaced: result.replaced });
      } catch (error) {
        // A refused or failed upload leaves no file behind.
        if (file && !saved) await app.fileStorage.remove(file.storedName);
        throw bodyRead ? error : toUploadError(error, UPLOAD_MESSAGES);
      }
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
      // The row is gone for good: its file goes once that has committed (a failure here leaves an orphan
      // file, never a listed payslip without its PDF).
      await app.fileStorage.remove(result.removed.storedName).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not remove a removed payslip file');
      });
      return { id: result.removed.id, removed: true as const };
    },
  );
};
