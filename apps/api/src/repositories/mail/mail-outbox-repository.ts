import type { MailAttachment } from '../../adapters/mail-provider.js';
import { ACCOUNT_STATUSES, FAKE_EMAIL_DOMAIN, STAFF_ROLES } from '@smartmove/contract';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { newRowId } from '../../db/row-id.js';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database, MailOutboxTable } from '../../db/schema.js';

/** An e-mail to send (docs/product.md#e-mail): plain text, one recipient, files attached if any. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What caused it ("inquiry", "application", "offer", …) and that record's id. */
  causeKind: string;
  causeId: string | null;
  /**
   * The nonce of the link whose token the worker puts in place of LINK_TOKEN_PLACEHOLDER as it sends the
   * message (services/mail/mail-links.ts); the text holds no token.
   */
  linkNonce?: string;
  /** Stored with the message, in its transaction, and deleted once it is sent. */
  attachments?: readonly MailAttachment[];
}

/** A new submission's mail as the outbox stores it: its confirmation and the staff alert. */
export interface SubmissionOutboxMail {
  causeKind: string;
  confirmation: { to: string; subject: string; text: string; linkNonce?: string };
  /** `to` undefined: every active recruiter's and admin's e-mail. */
  staffAlert: { subject: string; text: string; to: string | undefined };
}

/**
 * The recipient a staff alert is queued to without STAFF_ALERT_EMAIL: every active recruiter and admin, read
 * when it is sent (so the form's POST never reads the staff list). Not an address: it has no "@".
 */
export const STAFF_RECIPIENTS = 'recruiters and admins';

/** Active users holding the recruiter or admin role, with a real e-mail address. */
const ALERTED_ROLES = [STAFF_ROLES.recruiter, STAFF_ROLES.admin] as const;

/** Each distinct address of an active recruiter or admin, in a stable order. */
async function staffAddresses(db: Kysely<Database>): Promise<string[]> {
  const roles = sql<string>`(',' || staff_roles || ',')`;
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`min(email)`.as('email'))
    // staff_roles <> '' first: the partial index users_staff (migration 0017) holds only staff.
    .where('staff_roles', '<>', '')
    .where('status', '=', ACCOUNT_STATUSES.active)
    .where('email', '!=', '')
    .where('email', 'not like', `%${FAKE_EMAIL_DOMAIN}`)
    .where((eb) => eb.or(ALERTED_ROLES.map((role) => eb(roles, 'like', `%,${role},%`))))
    .groupBy(sql`lower(email)`)
    .execute();
  return rows.map((row) => row.email).sort();
}

/**
 * A new submission's outbox rows, stored with it (services/recruiting/submission-intake.ts): its confirmation, and its
 * staff alert queued to STAFF_ALERT_EMAIL or to STAFF_RECIPIENTS, whose addresses the worker reads when it
 * sends it (so the form's POST never reads the staff list).
 */
export function submissionMailRows(
  mail: SubmissionOutboxMail,
  causeId: string,
  now: Date,
): Insertable<MailOutboxTable>[] {
  const at = now.toISOString();
  const row = (to: string, subject: string, text: string, linkNonce: string | null) => ({
    // Time first, as the records' ids: each insert lands on the key index's last page, so a WAL checkpoint
    // copies that one page again rather than a random page per message.
    id: newRowId(),
    recipient: to,
    subject,
    body: text,
    cause_kind: mail.causeKind,
    cause_id: causeId,
    created_at: at,
    next_attempt_at: at,
    link_nonce: linkNonce,
  });
  const { confirmation, staffAlert } = mail;
  return [
    row(confirmation.to, confirmation.subject, confirmation.text, confirmation.linkNonce ?? null),
    row(staffAlert.to ?? STAFF_RECIPIENTS, staffAlert.subject, staffAlert.text, null),
  ];
}

/**
 * The e-mail outbox. Build it on the transaction of the record that causes a message, so that the message
 * exists exactly when its cause does; the mail worker delivers it afterwards, with retries.
 */
export function createMailOutboxRepository(trx: Transaction<Database>) {
  return {
    async enqueue(messages: readonly OutgoingMail[], now: Date = new Date()): Promise<void> {
      if (messages.length === 0) return;
      const rows = messages.map((message) => ({
        id: newRowId(),
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        cause_kind: message.causeKind,
        cause_id: message.causeId,
        created_at: now.toISOString(),
        next_attempt_at: now.toISOString(),
        link_nonce: message.linkNonce ?? null,
        attachments: message.attachments?.length ?? 0,
      }));
      await trx.insertInto('mail_outbox').values(rows).execute();
      const attachments = messages.flatMap((message, index) =>
        (message.attachments ?? []).map((attachment, position) => ({
          mail_id: rows[index]?.id ?? '',
          position,
          filename: attachment.filename,
          content_type: attachment.contentType,
          content: attachment.content,
        })),
      );
      if (attachments.length > 0) await trx.insertInto('mail_attachments').values(attachments).execute();
    },

    /**
     * A failed message back to waiting, due now, with a fresh round of attempts (its last error stays until it
     * is sent). One conditional statement: of two retries at once only one finds it failed. Answers the
     * message's envelope, or undefined when it was not failed (waiting again, sent, or unknown).
     */
    async retryFailed(id: string, now: Date): Promise<{ recipient: string; subject: string } | undefined> {
      return trx
        .updateTable('mail_outbox')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .returning(['recipient', 'subject'])
        .executeTakeFirst();
    },

    /**
     * Every message a record caused, sent or not (its erasure: a message's text and address name the person),
     * with its attachments (deleted by the foreign key's cascade).
     */
    async deleteOfCause(causeKinds: readonly string[], causeId: string): Promise<void> {
      await trx
        .deleteFrom('mail_outbox')
        .where('cause_kind', 'in', [...causeKinds])
        .where('cause_id', '=', causeId)
        .execute();
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;

/**
 * What sending a claimed message needs: its envelope and text (with its link's nonce), its attempt (counted at
 * the claim), its cause, and how many attachments to read for it.
 */
const QUEUED_MAIL_COLUMNS = [
  'id',
  'recipient',
  'subject',
  'body',
  'link_nonce',
  'attempts',
  'cause_kind',
  'cause_id',
  'attachments',
] as const;

export type QueuedMail = Pick<Selectable<MailOutboxTable>, (typeof QUEUED_MAIL_COLUMNS)[number]>;

/** What the mail worker reads of the outbox. */
export function createMailDeliveryQueries(db: Kysely<Database>) {
  return {
    /** The addresses a message queued to STAFF_RECIPIENTS goes to: read once per batch that holds one. */
    staffAddresses: () => staffAddresses(db),

    /** The attachments of these messages, in order, by message id: read once per batch that has any. */
    async attachmentsOf(ids: readonly string[]): Promise<Map<string, MailAttachment[]>> {
      const byMail = new Map<string, MailAttachment[]>();
      if (ids.length === 0) return byMail;
      const rows = await db
        .selectFrom('mail_attachments')
        .select(['mail_id', 'filename', 'content_type', 'content'])
        .where('mail_id', 'in', [...ids])
        .orderBy('mail_id')
        .orderBy('position')
        .execute();
      for (const row of rows) {
        const list = byMail.get(row.mail_id) ?? [];
        list.push({
          filename: row.filename,
          contentType: row.content_type,
          content: Buffer.from(row.content),
        });
        byMail.set(row.mail_id, list);
      }
      return byMail;
    },
  };
}

/**
 * The mail worker's side of the outbox, built on the transaction of a claim or of an outcome: claim due
 * messages under a lease, then record the outcome. On PostgreSQL the claim skips rows another process holds
 * (FOR UPDATE SKIP LOCKED), so several processes never claim one message together; on SQLite (one process)
 * the single UPDATE statement is atomic.
 */
export function createMailDeliveryRepository(trx: Transaction<Database>, engine: DatabaseEngine) {
  return {
    /** Claims up to `limit` due messages until `leaseUntil`, counting the attempt. */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMail[]> {
      const at = now.toISOString();
      if (engine === 'postgres') {
        // The due index is walked in order, never read whole by a bitmap scan (or the table by a sequential
        // one), whatever the planner's statistics say: a message sent leaves its "pending" index entry behind
        // until VACUUM, an ordered index scan marks such entries dead as it passes them, and a bitmap scan does
        // not, so that each claim would read the entry of every message sent since the last VACUUM. The
        // settings hold until the claim's transaction ends.
        await sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`.execute(
          trx,
        );
      }
      const due = trx
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked());
      return trx
        .updateTable('mail_outbox')
        .set((eb) => ({
          locked_until: leaseUntil.toISOString(),
          attempts: eb('attempts', '+', 1),
          last_attempt_at: at,
        }))
        .where('id', 'in', due)
        .returning(QUEUED_MAIL_COLUMNS)
        .execute();
    },

    ...createMailDeliveryQueries(trx),

    /**
     * One statement for a whole batch: under load the worker writes far less than it sends. A sent message
     * keeps its envelope (recipient, subject, cause, when) and loses its text and its link's nonce in that same
     * statement: once delivered, the text lives only in the recipient's mailbox (and the console provider's
     * sent-mail file). The token of a link that works as a key was never in the database (services/mail/mail-links.ts).
     * `staffRecipients`: the addresses the batch's messages to STAFF_RECIPIENTS went to, kept as their recipient.
     * `withAttachments`: those of `ids` that had attachments, whose bytes are deleted in the same transaction
     * (the outbox keeps no file of a message it delivered, as it keeps no text).
     */
    async markSent(
      ids: readonly string[],
      now: Date,
      staffRecipients?: string,
      withAttachments: readonly string[] = [],
    ): Promise<void> {
      if (ids.length === 0) return;
      await trx
        .updateTable('mail_outbox')
        .set({
          status: 'sent',
          sent_at: now.toISOString(),
          locked_until: null,
          last_error: null,
          body: '',
          link_nonce: null,
          ...(staffRecipients === undefined
            ? {}
            : {
                recipient: sql<string>`case when recipient = ${STAFF_RECIPIENTS} then ${staffRecipients} else recipient end`,
              }),
        })
        .where('id', 'in', ids)
        .execute();
      if (withAttachments.length > 0) {
        await trx
          .deleteFrom('mail_attachments')
          .where('mail_id', 'in', [...withAttachments])
          .execute();
      }
    },

    /** Another attempt at `nextAttemptAt`, or (nextAttemptAt null) none: the message has failed. */
    async markFailedAttempt(id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
      await trx
        .updateTable('mail_outbox')
        .set({
          last_error: error.slice(0, 1000),
          locked_until: null,
          ...(nextAttemptAt ? { next_attempt_at: nextAttemptAt.toISOString() } : { status: 'failed' }),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type MailDeliveryRepository = ReturnType<typeof createMailDeliveryRepository>;
