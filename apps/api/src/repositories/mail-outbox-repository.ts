import { ACCOUNT_STATUSES, FAKE_EMAIL_DOMAIN, RECORD_KINDS, STAFF_ROLES } from '@smartmove/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DatabaseEngine } from '../db/database.js';
import type { Database, MailOutboxTable } from '../db/schema.js';

/** An e-mail to send (docs/product.md#e-mail): plain text, one recipient. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What caused it ("inquiry", "application", "offer", …) and that record's id. */
  causeKind: string;
  causeId: string | null;
}

/** A new submission's mail as the outbox stores it: its confirmation, carrying the staff alert. */
export interface SubmissionOutboxMail {
  causeKind: string;
  confirmation: { to: string; subject: string; text: string };
  /** `to` undefined: every active recruiter's and admin's e-mail. */
  staffAlert: { subject: string; text: string; to: string | undefined };
}

/** Active users holding the recruiter or admin role, with a real e-mail address. */
const ALERTED_ROLES = [STAFF_ROLES.recruiter, STAFF_ROLES.admin] as const;

/** Rows per INSERT when alerts fan out (well within both engines' limit on bound parameters). */
const FAN_OUT_CHUNK = 500;

/** Who gets a staff alert without STAFF_ALERT_EMAIL: each distinct address of an active recruiter or admin. */
function staffAlertRecipients(db: Kysely<Database>): Promise<{ key: string; email: string }[]> {
  const roles = sql<string>`(',' || staff_roles || ',')`;
  return (
    db
      .selectFrom('users')
      .select([sql<string>`min(id)`.as('key'), sql<string>`min(email)`.as('email')])
      // staff_roles <> '' first: the partial index users_staff (migration 0017) holds only staff.
      .where('staff_roles', '<>', '')
      .where('status', '=', ACCOUNT_STATUSES.active)
      .where('email', '!=', '')
      .where('email', 'not like', `%${FAKE_EMAIL_DOMAIN}`)
      .where((eb) => eb.or(ALERTED_ROLES.map((role) => eb(roles, 'like', `%,${role},%`))))
      .groupBy(sql`lower(email)`)
      .execute()
  );
}

/**
 * The e-mail outbox. Build it on the transaction of the record that causes a message, so that the message
 * exists exactly when its cause does; the mail worker delivers it afterwards, with retries.
 */
export function createMailOutboxRepository(db: Kysely<Database>) {
  return {
    async enqueue(messages: readonly OutgoingMail[], now: Date = new Date()): Promise<void> {
      if (messages.length === 0) return;
      await db
        .insertInto('mail_outbox')
        .values(
          messages.map((message) => ({
            id: uuidv7(),
            recipient: message.to,
            subject: message.subject,
            body: message.text,
            cause_kind: message.causeKind,
            cause_id: message.causeId,
            created_at: now.toISOString(),
            next_attempt_at: now.toISOString(),
          })),
        )
        .execute();
    },

    /**
     * A new submission's mail as ONE row (the form's POST is on the hot path): its confirmation, carrying the
     * staff alert that the worker fans out when it claims the row (`fanOutAlerts`).
     */
    async enqueueSubmission(
      mail: SubmissionOutboxMail,
      causeId: string,
      now: Date = new Date(),
    ): Promise<void> {
      const at = now.toISOString();
      await db
        .insertInto('mail_outbox')
        .values({
          // Time first, as the records' ids: each insert lands on the key index's last page, so a WAL
          // checkpoint copies that one page again rather than a random page per message.
          id: uuidv7(),
          recipient: mail.confirmation.to,
          subject: mail.confirmation.subject,
          body: mail.confirmation.text,
          cause_kind: mail.causeKind,
          cause_id: causeId,
          created_at: at,
          next_attempt_at: at,
          alert_subject: mail.staffAlert.subject,
          alert_body: mail.staffAlert.text,
          alert_to: mail.staffAlert.to ?? null,
        })
        .execute();
    },

    /**
     * A failed message back to waiting, due now, with a fresh round of attempts (its last error stays until it
     * is sent). One conditional statement: of two retries at once only one finds it failed. Answers the
     * message's envelope, or undefined when it was not failed (waiting again, sent, or unknown).
     */
    async retryFailed(id: string, now: Date): Promise<{ recipient: string; subject: string } | undefined> {
      return db
        .updateTable('mail_outbox')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .returning(['recipient', 'subject'])
        .executeTakeFirst();
    },

    /** Every message a record caused, sent or not (its erasure: a message's text and address name the person). */
    async deleteOfCause(causeKinds: readonly string[], causeId: string): Promise<void> {
      await db
        .deleteFrom('mail_outbox')
        .where('cause_kind', 'in', [...causeKinds])
        .where('cause_id', '=', causeId)
        .execute();
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;

export type QueuedMail = Selectable<MailOutboxTable>;

/**
 * The submissions among `messages`' causes that still exist: an application, or an inquiry (a contact or
 * consultation message, or a know-your-worth lead). On PostgreSQL they stay locked (FOR SHARE) until the
 * transaction ends, so an erasure that starts meanwhile waits, and then deletes the alerts with the rest.
 */
async function liveSubmissions(
  trx: Kysely<Database>,
  engine: DatabaseEngine,
  messages: readonly QueuedMail[],
): Promise<Set<string>> {
  const causes = (kind: string) =>
    messages.flatMap((message) =>
      message.cause_kind === kind && message.cause_id ? [message.cause_id] : [],
    );
  const [applications, inquiries] = [causes(RECORD_KINDS.application), causes(RECORD_KINDS.inquiry)];
  const lookups = [
    { table: 'job_applications', ids: applications },
    { table: 'contact_messages', ids: inquiries },
    { table: 'candidate_leads', ids: inquiries },
  ] as const;
  const live = new Set<string>();
  for (const { table, ids } of lookups) {
    if (ids.length === 0) continue;
    const rows = await trx
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids)
      .$if(engine === 'postgres', (query) => query.forShare())
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}

/**
 * The mail worker's side of the outbox: claim due messages under a lease, then record the outcome. On
 * PostgreSQL the claim skips rows another process holds (FOR UPDATE SKIP LOCKED), so several processes
 * never claim one message together; on SQLite (one process) the single UPDATE statement is atomic.
 */
export function createMailDeliveryRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  return {
    /** Claims up to `limit` due messages until `leaseUntil`, counting the attempt. */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMail[]> {
      const at = now.toISOString();
      const due = db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked());
      return db
        .updateTable('mail_outbox')
        .set((eb) => ({
          locked_until: leaseUntil.toISOString(),
          attempts: eb('attempts', '+', 1),
          last_attempt_at: at,
        }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
    },

    /**
     * Writes the staff alerts that claimed submission rows carry, one row per recipient (STAFF_ALERT_EMAIL,
     * or the recruiters and admins, read once for the whole batch), and clears them from their rows: one
     * transaction, and ids derived from the row and the recipient, so a retry after a crash adds none twice.
     * A submission erased since the claim gets no alert: its person's data must not come back.
     * Returns how many alert rows it wrote.
     */
    async fanOutAlerts(claimed: readonly QueuedMail[], now: Date): Promise<number> {
      const claimedWithAlert = claimed.filter((message) => message.alert_subject !== null);
      if (claimedWithAlert.length === 0) return 0;
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const live = await liveSubmissions(trx, engine, claimedWithAlert);
        const carrying = claimedWithAlert.filter((message) => message.cause_id && live.has(message.cause_id));
        const staff = carrying.some((message) => message.alert_to === null)
          ? await staffAlertRecipients(trx)
          : [];
        const alerts = carrying.flatMap((message) =>
          (message.alert_to !== null ? [{ key: 'to', email: message.alert_to }] : staff).map((recipient) => ({
            id: `alert-${message.id}-${recipient.key}`,
            recipient: recipient.email,
            subject: message.alert_subject ?? '',
            body: message.alert_body ?? '',
            cause_kind: message.cause_kind,
            cause_id: message.cause_id,
            created_at: at,
            next_attempt_at: at,
          })),
        );
        for (let start = 0; start < alerts.length; start += FAN_OUT_CHUNK) {
          await trx
            .insertInto('mail_outbox')
            .values(alerts.slice(start, start + FAN_OUT_CHUNK))
            .onConflict((conflict) => conflict.column('id').doNothing())
            .execute();
        }
        await trx
          .updateTable('mail_outbox')
          .set({ alert_subject: null, alert_body: null, alert_to: null })
          .where(
            'id',
            'in',
            claimedWithAlert.map((message) => message.id),
          )
          .execute();
        return alerts.length;
      });
    },

    /**
     * One statement for a whole batch: under load the worker writes far less than it sends. A sent message
     * keeps its envelope (recipient, subject, cause, when) and loses its text in that same statement: the text
     * may carry a link that works as a key (an applicant's /my-application/{token}, whose hash alone is kept),
     * and once delivered it lives only in the recipient's mailbox (and the console provider's sent-mail file).
     */
    async markSent(ids: readonly string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null, body: '' })
        .where('id', 'in', ids)
        .execute();
    },

    /** Another attempt at `nextAttemptAt`, or (nextAttemptAt null) none: the message has failed. */
    async markFailedAttempt(id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
      await db
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
