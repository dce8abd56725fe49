import {
  API_PATHS,
  ApplyLeaveSchema,
  CancelLeaveSchema,
  LEAVE_CERTIFICATE_FIELD,
  LEAVE_CERTIFICATE_MAX_BYTES,
  LEAVE_CERTIFICATE_MIME_TYPES,
  LeaveCertificateQuerySchema,
  LeaveSchema,
  LeavesResponseSchema,
  PageQuerySchema,
  PORTAL_MESSAGES,
  USER_TYPES,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/application/auth.js';
import { HttpError, toFieldErrors } from '../../errors.js';
import { acceptUploads } from '../../plugins/infrastructure/uploads.js';
import type { ReceivedUpload } from '../../services/after-commit.js';
import { receiveUpload, type UploadKind } from '../shared/receive-upload.js';
import { sendDownload } from '../shared/send-download.js';
import { COSTLY_READ } from '../shared/rate-limits.js';

const messages = PORTAL_MESSAGES.leave;
const CERTIFICATE_UPLOAD: UploadKind = {
  field: LEAVE_CERTIFICATE_FIELD,
  folder: 'certificates',
  maxBytes: LEAVE_CERTIFICATE_MAX_BYTES,
  mimeTypes: LEAVE_CERTIFICATE_MIME_TYPES,
  messages: {
    tooLarge: messages.certificateTooBig,
    wrongType: messages.certificateType,
    tooManyFiles: 'Please attach one certificate only',
    notMultipart: 'Send the request as JSON or as multipart form data',
  },
  fieldLimits: { fields: 10 },
  quota: 'person',
  name: { maxLength: 200, fallback: (extension) => `certificate.${extension}` },
};
/** 409 for a clash with what is already booked; 400 for a request that cannot be booked as it is. */
const REFUSAL_STATUS = {
  overlap: 409,
  balance: 409,
  'no-working-days': 400,
  'type-limit': 400,
  certificate: 400,
} as const;

/** Employees' leave requests and paid time off balance. */
export const portalLeaveRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const employeeOnly = app.requireRole(USER_TYPES.employee);

  app.get(
    API_PATHS.getLeaves,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary: "The caller's leave requests, paid time off balance, office and its holidays",
        security: [{ bearerAuth: [] }],
        querystring: PageQuerySchema,
        response: { 200: LeavesResponseSchema },
      },
    },
    (request) => app.services.leaves.listWithBalance(requireUser(request).id, request.query),
  );

  app.post(
    API_PATHS.applyLeave,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary:
          'Request leave, as JSON or multipart with a medical certificate (PDF, JPEG or PNG; sick leave of ' +
          'more than three working days needs one). Office holidays are not counted; dates in the past need ' +
          'confirmPastDates. Overlapping dates and an insufficient balance are refused with 409',
        security: [{ bearerAuth: [] }],
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: LeaveSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const apply = async (fields: unknown, certificate: ReceivedUpload | undefined) => {
        const parsed = ApplyLeaveSchema.safeParse(fields ?? {});
        if (!parsed.success) {
          const errors = toFieldErrors(parsed.error.issues);
          throw new HttpError(400, Object.values(errors)[0] ?? messages.type, errors);
        }
        const result = await app.services.leaves.apply(user.id, parsed.data, certificate);
        if ('refused' in result) {
          throw new HttpError(REFUSAL_STATUS[result.refused], result.message, {
            [result.field]: result.message,
          });
        }
        return result.applied;
      };
      // A JSON body was checked before validation; a multipart one is checked as it is read.
      const applied = request.isMultipart()
        ? await receiveUpload(request, CERTIFICATE_UPLOAD, ({ fields, file }) => apply(fields, file))
        : await apply(request.body, undefined);
      return reply.code(201).send(applied);
    },
  );

  app.post(
    API_PATHS.cancelLeave,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary: "Cancel one of the caller's pending leave requests (409 once approved or rejected)",
        security: [{ bearerAuth: [] }],
        body: CancelLeaveSchema,
        response: { 200: LeaveSchema },
      },
    },
    async (request) => {
      const result = await app.services.leaves.cancel(requireUser(request), request.body.id);
      if ('notFound' in result) throw new HttpError(404, messages.notFound);
      if ('notPending' in result) {
        throw new HttpError(409, `${messages.notPending}: this one is already ${result.status}`);
      }
      return result.cancelled;
    },
  );

  app.get(
    API_PATHS.getLeaveCertificate,
    {
      config: COSTLY_READ,
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary:
          "A leave request's medical certificate, for its author, their approver and admins (404 for anybody else)",
        security: [{ bearerAuth: [] }],
        querystring: LeaveCertificateQuerySchema,
      },
    },
    async (request, reply) => {
      const certificate = await app.queries.leaves.findCertificate(requireUser(request), request.query.id);
      const file = certificate ? await app.fileStorage.open(certificate.storedName) : undefined;
      if (!certificate || !file) throw new HttpError(404, messages.certificateNotFound);
      return sendDownload(reply, file, {
        fileName: certificate.originalName,
        mimeType: certificate.mimeType,
        disposition: request.query.disposition,
      });
    },
  );
};
