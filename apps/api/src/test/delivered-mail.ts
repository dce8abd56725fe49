import fs from 'node:fs';
import path from 'node:path';
import { MAIL_OUTBOX_FILE } from '../adapters/mail-provider.js';
import type { TestApi } from './test-api.js';

/** One e-mail as the console provider delivered it (a line of DATA_DIR/mail-outbox.jsonl). */
export interface DeliveredMail {
  to: string;
  subject: string;
  text: string;
  at: string;
  /** The files it carried: name, type and size, and an iCalendar one's text. */
  attachments?: Array<{ filename: string; contentType: string; size: number; text?: string }>;
}

/** Whether `mail` went to `address`: a staff alert goes to several at once ("a@x, b@y"). */
export function isSentTo(mail: Pick<DeliveredMail, 'to'>, address: string): boolean {
  return mail.to.split(', ').includes(address);
}

/**
 * Delivers what is due, then answers every e-mail the console provider has sent, oldest first. A sent
 * message's text is only there: the outbox keeps its envelope and empties its text once it is delivered.
 */
export async function deliveredMail(api: Pick<TestApi, 'app' | 'env'>): Promise<DeliveredMail[]> {
  await api.app.mail.runOnce();
  return sentMail(api);
}

/** Every e-mail the console provider has sent so far, oldest first, without asking the worker to run. */
export function sentMail(api: Pick<TestApi, 'env'>): DeliveredMail[] {
  const file = path.join(api.env.DATA_DIR, MAIL_OUTBOX_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as DeliveredMail);
}

/**
 * Outbox rows with the text each was delivered with as `body` (the newest delivery to its recipient with its
 * subject): what a test reads of a message once the worker may have sent it.
 */
export async function withDeliveredText<Row extends { recipient: string; subject: string }>(
  api: Pick<TestApi, 'app' | 'env'>,
  rows: readonly Row[],
): Promise<Array<Row & { body: string }>> {
  const sent = await deliveredMail(api);
  return rows.map((row) => ({
    ...row,
    body: sent.findLast((mail) => mail.to === row.recipient && mail.subject === row.subject)?.text ?? '',
  }));
}
