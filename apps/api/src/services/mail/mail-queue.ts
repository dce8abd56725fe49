import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  createMailOutboxRepository,
  type OutgoingMail,
} from '../../repositories/mail/mail-outbox-repository.js';
import { afterCommitOf } from '../after-commit.js';

export type { OutgoingMail } from '../../repositories/mail/mail-outbox-repository.js';

/**
 * Queues e-mail in the transaction of the change that causes it (one `changes.run` opened), so that a
 * message exists exactly when its cause does; the mail worker is woken once the change has committed and
 * delivers it, with retries.
 */
export async function queueMail(
  trx: Transaction<Database>,
  messages: readonly OutgoingMail[],
  at: Date,
): Promise<void> {
  const after = afterCommitOf(trx);
  await createMailOutboxRepository(trx).enqueue(messages, at);
  after.wakeMail();
}

/**
 * Withdraws every message a record caused, sent or not, in the transaction that removes the record: one not
 * yet sent is never sent, and the kept text of one sent no longer names a record that is gone.
 */
export async function withdrawMail(
  trx: Transaction<Database>,
  causeKinds: readonly string[],
  causeId: string,
): Promise<void> {
  await createMailOutboxRepository(trx).deleteOfCause(causeKinds, causeId);
}
