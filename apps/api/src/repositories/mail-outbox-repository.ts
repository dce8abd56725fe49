import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** An e-mail to send (docs/product.md#e-mail): plain text, one recipient. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What caused it ("inquiry", "application", "offer", …) and that record's id. */
  causeKind: string;
  causeId: string | null;
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
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
