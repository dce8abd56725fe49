import {
  API_PATHS,
  PAYSLIP_MESSAGES,
  PageQuerySchema,
  PayslipPageSchema,
  PayslipQuerySchema,
  USER_TYPES,
  payslipFileName,
} from '@smartmove/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import { sendDownload } from '../shared/send-download.js';
import { COSTLY_READ } from '../shared/rate-limits.js';

/**
 * An employee's own payslips. Only ever the caller's: anyone else's payslip answers 404, whoever asks
 * (an admin included: the back office lists payslips, it never serves one through this path).
 */
export const portalPayslipRoutes: FastifyPluginAsyncZod = async (app) => {
  const payslips = app.queries.payslips;
  const employeeOnly = app.requireRole(USER_TYPES.employee);

  app.get(
    API_PATHS.getPayslips,
    {
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary: "The caller's payslips, newest month first",
        security: [{ bearerAuth: [] }],
        querystring: PageQuerySchema,
        response: { 200: PayslipPageSchema },
      },
    },
    (request) => payslips.listOwn(requireUser(request).id, request.query),
  );

  app.get(
    API_PATHS.getPayslip,
    {
      config: COSTLY_READ,
      onRequest: employeeOnly,
      schema: {
        tags: ['portal'],
        summary:
          "One of the caller's payslips as a PDF download named payslip-YYYY-MM.pdf (404 for anybody else's)",
        security: [{ bearerAuth: [] }],
        querystring: PayslipQuerySchema,
      },
    },
    async (request, reply) => {
      const payslip = await payslips.findOwnFile(requireUser(request).id, request.query.id);
      const file = payslip ? await app.fileStorage.open(payslip.storedName) : undefined;
      if (!payslip || !file) throw new HttpError(404, PAYSLIP_MESSAGES.notFound);
      return sendDownload(reply, file, {
        fileName: payslipFileName(payslip.month),
        mimeType: 'application/pdf',
      });
    },
  );
};
