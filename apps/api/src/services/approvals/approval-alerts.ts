import {
  ACCOUNT_STATUSES,
  BACK_OFFICE_ROUTES,
  DECISION_LINK_DAYS,
  hasFakeEmail,
  hasStaffRole,
  PUBLIC_ROUTES,
  STAFF_ROLES,
  type ApprovalKind,
} from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Env } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { approvalAlertMail } from '../../mail/mail-messages.js';
import {
  createApprovalQueries,
  WAITING_STATUSES,
  type Approver,
} from '../../repositories/approvals/approval-queries.js';
import { createDecisionLinkQueries } from '../../repositories/approvals/decision-link-queries.js';
import { createDecisionLinkRepository } from '../../repositories/approvals/decision-link-repository.js';
import { createUsersQueries } from '../../repositories/people/users-repository.js';
import { pageUrl } from '../site-links.js';
import { LINK_TOKEN_PLACEHOLDER, type MailLinks } from '../mail/mail-links.js';
import { queueMail, type OutgoingMail } from '../mail/mail-queue.js';

/**
 * Approval alerts (docs/product.md#approve-from-the-e-mail), written in the transaction of the change to a
 * time sheet, leave request or claim: a new link for each approver when the item starts waiting, and no link
 * left once it changes. Using a link is decision-link-service.ts.
 */

/**
 * The outbox's cause of an approval alert: its link (decision_links.id), not the item, so that the item's own
 * e-mail (the decision its author reads) stays the only one caused by the item.
 */
export const APPROVAL_ALERT_MAIL_CAUSE = 'approval-alert';

/**
 * Who gets the alert of an item (or a support case) by `authorId`: their manager when the manager is an active
 * approver, otherwise (no manager, or one who may not decide) the active admins, as the back office lets them
 * decide it.
 */
export async function alertApprovers(
  db: Kysely<Database>,
  authorId: string,
): Promise<(Approver & { email: string })[]> {
  const users = createUsersQueries(db);
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
 * gets an alert with a new link (docs/product.md#approve-from-the-e-mail), queued in the transaction of the
 * submission. The link's token is put into the alert as it is sent (services/mail/mail-links.ts); the link's row
 * keeps only its hash.
 */
export async function queueApprovalAlerts(
  trx: Transaction<Database>,
  env: Pick<Env, 'SITE_URL' | 'PORT'>,
  mailLinks: MailLinks,
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
    const issued = mailLinks.issue();
    const linkId = await links.create(
      {
        approverId: approver.id,
        kind,
        itemId,
        itemVersion: version,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + DECISION_LINK_DAYS * 86_400_000).toISOString(),
      },
      issued.tokenHash,
    );
    const decideUrl = pageUrl(env, PUBLIC_ROUTES.decide, { token: LINK_TOKEN_PLACEHOLDER });
    const mail = approvalAlertMail(approver.name, row.authorName, row.item, decideUrl, approvalsUrl);
    mails.push({
      to: approver.email,
      ...mail,
      causeKind: APPROVAL_ALERT_MAIL_CAUSE,
      causeId: linkId,
      linkNonce: issued.nonce,
    });
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
