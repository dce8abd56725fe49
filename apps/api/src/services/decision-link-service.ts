import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_STATUSES,
  BACK_OFFICE_ROUTES,
  DECIDED_STATUSES,
  DECISION_LINK_DAYS,
  DECISION_TOKEN_PATTERN,
  hasFakeEmail,
  hasStaffRole,
  PUBLIC_ROUTES,
  STAFF_ROLES,
  type ApprovalDecision,
  type ApprovalKind,
  type EmailDecision,
} from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Env } from '../config/env.js';
import type { Database } from '../db/schema.js';
import { approvalAlertMail } from '../mail/mail-messages.js';
import { createApprovalQueries, WAITING_STATUSES, type Approver } from '../repositories/approval-queries.js';
import { createDecisionLinkQueries } from '../repositories/decision-link-queries.js';
import { createDecisionLinkRepository, type DecisionLink } from '../repositories/decision-link-repository.js';
import type { StoredUpload } from '../repositories/stored-upload.js';
import { createUsersRepository } from '../repositories/users-repository.js';
import { pageUrl } from './application-token.js';
import { createApprovalService } from './approval-service.js';
import { queueMail, type OutgoingMail } from './mail-queue.js';
import type { ServiceDeps } from './service-deps.js';

/**
 * The outbox's cause of an approval alert: its link (decision_links.id), not the item, so that the item's own
 * e-mail (the decision its author reads) stays the only one caused by the item.
 */
export const APPROVAL_ALERT_MAIL_CAUSE = 'approval-alert';

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Who gets the alert of an item by `authorId`: their manager when the manager is an active approver, otherwise
 * (no manager, or one who may not decide) the active admins, as the back office lets them decide it.
 */
async function alertApprovers(
  db: Kysely<Database>,
  authorId: string,
): Promise<(Approver & { email: string })[]> {
  const users = createUsersRepository(db);
  const author = await users.findById(authorId);
  if (!author) return [];
  const manager = author.managerId ? await users.findById(author.managerId) : undefined;
  if (
    manager &&
    manager.id !== author.id &&
    manager.status === ACCOUNT_STATUSES.active &&
    hasStaffRole(manager.staffRoles, STAFF_ROLES.approver)
  ) {
    return [
      {
        id: manager.id,
        name: manager.name,
        email: manager.email,
        isAdmin: manager.staffRoles.includes(STAFF_ROLES.admin),
      },
    ];
  }
  const admins = await createDecisionLinkQueries(db).listAdmins(author.id);
  return admins.map((admin) => ({ ...admin, isAdmin: true }));
}

/**
 * An item starts waiting (submitted, or sent again): every earlier link to it is void, and each of its approvers
 * gets an alert with a new link (decisions §15), queued in the transaction of the submission.
 */
export async function queueApprovalAlerts(
  trx: Transaction<Database>,
  env: Pick<Env, 'SITE_URL' | 'PORT'>,
  kind: ApprovalKind,
  itemId: string,
  now: Date,
): Promise<void> {
  const links = createDecisionLinkRepository(trx);
  const queries = createDecisionLinkQueries(trx);
  await links.deleteForItems(kind, [itemId]);
  const [authorId, version] = await Promise.all([
    queries.authorOf(kind, itemId),
    queries.versionOf(kind, itemId),
  ]);
  if (!authorId || !version) return;
  const approvalsUrl = pageUrl(env, BACK_OFFICE_ROUTES.approvals);
  const mails: OutgoingMail[] = [];
  for (const approver of await alertApprovers(trx, authorId)) {
    if (!approver.email || hasFakeEmail(approver.email)) continue;
    const [row] = await createApprovalQueries(trx).findDecidable(kind, [itemId], approver);
    if (row?.status !== WAITING_STATUSES[kind]) continue;
    const token = randomBytes(32).toString('base64url');
    const linkId = await links.create(
      {
        approverId: approver.id,
        kind,
        itemId,
        itemVersion: version,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + DECISION_LINK_DAYS * 86_400_000).toISOString(),
      },
      hashOf(token),
    );
    const decideUrl = pageUrl(env, PUBLIC_ROUTES.decide, { token });
    const mail = approvalAlertMail(approver.name, row.authorName, row.item, decideUrl, approvalsUrl);
    mails.push({ to: approver.email, ...mail, causeKind: APPROVAL_ALERT_MAIL_CAUSE, causeId: linkId });
  }
  if (mails.length > 0) await queueMail(trx, mails, now);
}

/** Voids every link to the items, in the transaction that changes them (a cancellation, an edit). */
export async function voidDecisionLinks(
  trx: Transaction<Database>,
  kind: ApprovalKind,
  itemIds: readonly string[],
): Promise<void> {
  await createDecisionLinkRepository(trx).deleteForItems(kind, itemIds);
}

/** A link that can still be used, with its approver as the back office knows them. */
interface OpenLink {
  link: DecisionLink;
  approver: Approver;
}

export type EmailDecisionResult = { decided: { status: 'approved' | 'rejected' } } | { unusable: true };

/**
 * Approve from the e-mail (decisions §15): an approval link shows its item and decides it, without signing in.
 * A link works for its approver while they may decide the item (active, an approver of its author), once,
 * for 7 days, and only for the item as it was when the link was made: any change deletes its links, and the
 * item's version is compared besides. Opening it changes nothing; the decision goes through the approval
 * service, in whose transaction a conditional update uses the link up (one process wins).
 */
export function createDecisionLinkService(deps: ServiceDeps) {
  const { db } = deps;
  const approvals = createApprovalService(deps);

  async function open(token: string, now: Date): Promise<OpenLink | undefined> {
    if (!DECISION_TOKEN_PATTERN.test(token)) return undefined;
    const link = await createDecisionLinkRepository(db).findByTokenHash(hashOf(token));
    if (!link || link.usedAt !== null || link.expiresAt <= now.toISOString()) return undefined;
    const user = await createUsersRepository(db).findById(link.approverId);
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

    /** The receipt of the link's waiting claim; undefined for any other link. */
    async receipt(token: string, now: Date = new Date()): Promise<StoredUpload | undefined> {
      const opened = await open(token, now);
      if (opened?.link.kind !== 'claim') return undefined;
      const item = await approvals.find(opened.approver, 'claim', opened.link.itemId, now);
      if (item?.status !== WAITING_STATUSES.claim) return undefined;
      return createApprovalQueries(db).findReceipt(opened.approver, opened.link.itemId);
    },
  };
}

export type DecisionLinkService = ReturnType<typeof createDecisionLinkService>;
