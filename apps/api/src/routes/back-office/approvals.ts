import {
  API_PATHS,
  APPROVAL_MESSAGES,
  ApprovalPageSchema,
  ApprovalsQuerySchema,
  ClaimReceiptQuerySchema,
  DecideApprovalResultSchema,
  DecideApprovalSchema,
  MarkClaimPaidResultSchema,
  MarkClaimPaidSchema,
  STAFF_ROLES,
} from '@smartmove/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { requireUser } from '../../plugins/application/auth.js';
import type { Approver } from '../../repositories/approvals/approval-queries.js';
import { sendDownload } from '../shared/send-download.js';
import { COSTLY_READ } from '../shared/rate-limits.js';

function approverOf(request: FastifyRequest): Approver {
  const user = requireUser(request);
  return { id: user.id, name: user.name, isAdmin: user.staffRoles.includes(STAFF_ROLES.admin) };
}

/**
 * Approvals (docs/product.md#back-office): an approver decides on the time sheets, leave requests and
 * claims of the people they manage (an admin: everyone's), sees a claim's receipt and marks it paid. Each
 * decision is audited and e-mailed to its author in the decision's transaction.
 */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  const approvals = app.queries.approvals;
  const approverOnly = app.requireStaffRole(STAFF_ROLES.approver);

  app.get(
    API_PATHS.getApprovals,
    {
      onRequest: approverOnly,
      schema: {
        tags: ['back-office'],
        summary:
          "One kind's items waiting for the caller's decision (time-sheet, leave or claim), oldest first",
        security: [{ bearerAuth: [] }],
        querystring: ApprovalsQuerySchema,
        response: { 200: ApprovalPageSchema },
      },
    },
    (request) => {
      const { kind, page, pageSize } = request.query;
      return app.services.approvals.list(approverOf(request), kind, { page, pageSize });
    },
  );

  app.post(
    API_PATHS.decideApproval,
    {
      onRequest: approverOnly,
      schema: {
        tags: ['back-office'],
        summary: 'Approve or reject waiting items of one kind (a rejection needs a reason); all or none',
        security: [{ bearerAuth: [] }],
        body: DecideApprovalSchema,
        response: { 200: DecideApprovalResultSchema },
      },
    },
    async (request) => {
      const { kind, ids, decision, reason } = request.body;
      const result = await app.services.approvals.decide(approverOf(request), kind, ids, decision, reason);
      if ('notFound' in result) throw new HttpError(404, APPROVAL_MESSAGES.notFound);
      if ('notWaiting' in result) throw new HttpError(409, APPROVAL_MESSAGES.notWaiting);
      return { kind, ...result.decided };
    },
  );

  app.post(
    API_PATHS.markClaimPaid,
    {
      onRequest: approverOnly,
      schema: {
        tags: ['back-office'],
        summary: 'An approved claim is paid',
        security: [{ bearerAuth: [] }],
        body: MarkClaimPaidSchema,
        response: { 200: MarkClaimPaidResultSchema },
      },
    },
    async (request) => {
      const result = await app.services.approvals.markPaid(approverOf(request), request.body.id);
      if ('notFound' in result) throw new HttpError(404, APPROVAL_MESSAGES.claimNotFound);
      if ('notApproved' in result) throw new HttpError(409, APPROVAL_MESSAGES.notApproved);
      return result.paid;
    },
  );

  app.get(
    API_PATHS.getClaimReceipt,
    {
      config: COSTLY_READ,
      onRequest: approverOnly,
      schema: {
        tags: ['back-office'],
        summary:
          "A claim's receipt, for the approver of its author (404 for anybody else's); disposition=inline to view it",
        security: [{ bearerAuth: [] }],
        querystring: ClaimReceiptQuerySchema,
      },
    },
    async (request, reply) => {
      const receipt = await approvals.findReceipt(approverOf(request), request.query.id);
      const file = receipt ? await app.fileStorage.open(receipt.storedName) : undefined;
      if (!receipt || !file) throw new HttpError(404, APPROVAL_MESSAGES.receiptNotFound);
      return sendDownload(reply, file, {
        fileName: receipt.originalName,
        mimeType: receipt.mimeType,
        disposition: request.query.disposition,
      });
    },
  );
};
