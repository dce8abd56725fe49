import fs from 'node:fs';
import path from 'node:path';

/** One e-mail as the console mail provider wrote it to DATA_DIR/mail-outbox.jsonl. */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
  at: string;
}

function mailOutboxFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'mail-outbox.jsonl');
}

/** Every e-mail the server under test has sent so far (the console provider's outbox file). */
export function readMailOutbox(file = mailOutboxFile()): SentMail[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SentMail);
}

/** Every address `mail` went to: a staff alert goes to all recruiters and admins at once ("a@x, b@y"). */
export function recipientsOf(mail: Pick<SentMail, 'to'>): string[] {
  return mail.to.split(', ');
}

/**
 * The e-mails to `to` (optionally whose subject matches), waiting for at least one: the mail worker sends
 * right after the request, but in the background.
 */
export async function waitForMail(
  to: string,
  subject?: RegExp,
  file = mailOutboxFile(),
  timeoutMs = 15_000,
): Promise<SentMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMailOutbox(file).filter(
      (mail) => recipientsOf(mail).includes(to) && (subject === undefined || subject.test(mail.subject)),
    );
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} in ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
