import {
  ACCOUNT_STATUSES,
  DECIDED_STATUSES,
  DECISION_TOKEN_PATTERN,
  hasStaffRole,
  STAFF_ROLES,
  type ApprovalDecision,
  type EmailDecision,
} from '@smartmove/contract';
import {
  createApprovalQueries,
  WAITING_STATUSES,
  type Approver,
} from '../../repositories/approvals/approval-queries.js';
import { createDecisionLinkQueries } from '../../repositories/approvals/decision-link-queries.js';
import {
  createDecisionLinkRepository,
  type DecisionLink,
} from '../../repositories/approvals/decision-link-repository.js';
import { createLeaveQueries } from '../../repositories/approvals/leave-repository.js';
import type { StoredUpload } from '../../repositories/stored-upload.js';
import { createUsersQueries } from '../../repositories/people/users-repository.js';
import type { ApprovalService } from './approval-service.js';
import { hashLinkToken } from '../mail/mail-links.js';
import type { ServiceDeps } from '../service-deps.js';

/** A link that can still be used, with its approver as the back office knows them. */
interface OpenLink {
  link: DecisionLink;
  approver: Approver;
}

export type EmailDecisionResult = { decided: { status: 'approved' | 'rejected' } } | { unusable: true };

/**
 * Approve from the e-mail (docs/product.md#approve-from-the-e-mail): an approval link shows its item and
 * decides it, without signing in. A link works for its approver while they may decide the item (active, an
 * approver of its author), once, for 7 days, and only for the item as it was when the link was made: any
 * change deletes its links, and the item's version is compared besides. Opening it changes nothing; the
 * decision goes through the approval service, in whose transaction a conditional update uses the link up (one
 * process wins).
 */
export function createDecisionLinkService({ db }: ServiceDeps, approvals: ApprovalService) {
  async function open(token: string, now: Date): Promise<OpenLink | undefined> {
    if (!DECISION_TOKEN_PATTERN.test(token)) return undefined;
    const link = await createDecisionLinkRepository(db).findByTokenHash(hashLinkToken(token));
    if (!link || link.usedAt !== null || link.expiresAt <= now.toISOString()) return undefined;
    const user = await createUsersQueries(db).findById(link.approverId);
    if (
      !user ||
      user.status !== ACCOUNT_STATUSES.active ||
      !hasStaffRole(user.staffRoles, STAFF_ROLES.approver)
    ) {
      return undefined;
    }
    const version = await createDecisionLinkQueries(db).versionOf(link.kind, link.itemId);
    if (version !== link.itemVersion) return undefined;
    const approver = { id: user.id, name: user.name, isAdmin: user.staffRoles.includes(STAFF_ROLES.admin) };
    return { link, approver };
  }

  return {
    /** What the link's page shows; undefined when the link can no longer be used. Changes nothing. */
    async view(token: string, now: Date = new Date()): Promise<EmailDecision | undefined> {
      const opened = await open(token, now);
      if (!opened) return undefined;
      const item = await approvals.find(opened.approver, opened.link.kind, opened.link.itemId, now);
      if (item?.status !== WAITING_STATUSES[opened.link.kind]) return undefined;
      return { approverName: opened.approver.name, item };
    },

    /** Approves or rejects the link's item as its approver, audited "(from e-mail)"; the link is used up. */
    async decide(
      token: string,
      decision: ApprovalDecision,
      reason: string | undefined,
      now: Date = new Date(),
    ): Promise<EmailDecisionResult> {
      const opened = await open(token, now);
      if (!opened) return { unusable: true };
      const { link, approver } = opened;
      const result = await approvals.decide(approver, link.kind, [link.itemId], decision, reason, now, {
        claim: async (trx) =>
          (await createDecisionLinkQueries(trx).versionOf(link.kind, link.itemId)) === link.itemVersion &&
          (await createDecisionLinkRepository(trx).consume(link.id, now)),
      });
      if (!('decided' in result)) return { unusable: true };
      return { decided: { status: DECIDED_STATUSES[decision] } };
    },

    /** The file of the link's waiting item: a claim's receipt or a sick-leave request's certificate. */
    async file(token: string, now: Date = new Date()): Promise<StoredUpload | undefined> {
      const opened = await open(token, now);
      if (!opened || opened.link.kind === 'time-sheet') return undefined;
      const { approver, link } = opened;
      const item = await approvals.find(approver, link.kind, link.itemId, now);
      if (item?.status !== WAITING_STATUSES[link.kind]) return undefined;
      if (link.kind === 'claim') return createApprovalQueries(db).findReceipt(approver, link.itemId);
      const reader = { id: approver.id, staffRoles: approver.isAdmin ? [STAFF_ROLES.admin] : [] };
      return createLeaveQueries(db).findCertificate(reader, link.itemId);
    },
  };
}

export type DecisionLinkService = ReturnType<typeof createDecisionLinkService>;
