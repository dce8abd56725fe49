import { randomUUID } from 'node:crypto';
import { ACCOUNT_STATUSES, FAKE_EMAIL_DOMAIN, STAFF_ROLES } from '@smartmove/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database, MailOutboxTable } from '../db/schema.js';
import type { SubmissionMail } from '../services/mail-messages.js';

/** An e-mail to send (docs/product.md#e-mail): plain text, one recipient. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What caused it ("inquiry", "application", "offer", …) and that record's id. */
  causeKind: string;
  causeId: string | null;
}

/** Text as a typed value on both engines (PostgreSQL cannot guess a bare parameter's type in a UNION). */
const text = (value: string) => sql<string>`cast(${value} as text)`;

/** Active users holding the recruiter or admin role, with a real e-mail address. */
const ALERTED_ROLES = [STAFF_ROLES.recruiter, STAFF_ROLES.admin] as const;

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
            id: randomUUID(),
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
     * A new submission's confirmation and staff alert, in ONE statement (the form's POST is on the hot
     * path): to STAFF_ALERT_EMAIL when set, else one alert per active recruiter and admin e-mail address.
     */
    async enqueueSubmission(mail: SubmissionMail, causeId: string, now: Date = new Date()): Promise<void> {
      const at = now.toISOString();
      const confirmation = {
        id: randomUUID(),
        recipient: mail.confirmation.to,
        subject: mail.confirmation.subject,
        body: mail.confirmation.text,
        cause_kind: mail.causeKind,
        cause_id: causeId,
        created_at: at,
        next_attempt_at: at,
      };
      const alert = mail.staffAlert;
      if (alert.to !== undefined) {
        await db
          .insertInto('mail_outbox')
          .values([
            confirmation,
            {
              ...confirmation,
              id: randomUUID(),
              recipient: alert.to,
              subject: alert.subject,
              body: alert.text,
            },
          ])
          .execute();
        return;
      }
      const roles = sql<string>`(',' || staff_roles || ',')`;
      const staffAlerts = db
        .selectFrom('users')
        .select([
          sql<string>`${text(`alert-${causeId}-`)} || min(id)`.as('id'),
          sql<string>`min(email)`.as('recipient'),
          text(alert.subject).as('subject'),
          text(alert.text).as('body'),
          text(mail.causeKind).as('cause_kind'),
          text(causeId).as('cause_id'),
          text(at).as('created_at'),
          text(at).as('next_attempt_at'),
        ])
        // staff_roles <> '' first: the partial index users_staff (migration 0017) holds only staff.
        .where('staff_roles', '<>', '')
        .where('status', '=', ACCOUNT_STATUSES.active)
        .where('email', '!=', '')
        .where('email', 'not like', `%${FAKE_EMAIL_DOMAIN}`)
        .where((eb) => eb.or(ALERTED_ROLES.map((role) => eb(roles, 'like', `%,${role},%`))))
        .groupBy(sql`lower(email)`);
      const all = db
        .selectNoFrom([
          text(confirmation.id).as('id'),
          text(confirmation.recipient).as('recipient'),
          text(confirmation.subject).as('subject'),
          text(confirmation.body).as('body'),
          text(confirmation.cause_kind).as('cause_kind'),
          text(causeId).as('cause_id'),
          text(at).as('created_at'),
          text(at).as('next_attempt_at'),
        ])
        .unionAll(staffAlerts);
      await db
        .insertInto('mail_outbox')
        .columns([
          'id',
          'recipient',
          'subject',
          'body',
          'cause_kind',
          'cause_id',
          'created_at',
          'next_attempt_at',
        ])
        .expression(all)
        .execute();
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;

export type QueuedMail = Selectable<MailOutboxTable>;

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
        .set((eb) => ({ locked_until: leaseUntil.toISOString(), attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
    },

    /** One statement for a whole batch: under load the worker writes far less than it sends. */
    async markSent(ids: readonly string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null })
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
