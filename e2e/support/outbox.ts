import type { TestInfo } from '@playwright/test';
import { insertRows } from './product-database';

/** An e-mail as the outbox keeps one that was given up after its last attempt. */
export interface FailedMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  lastError: string;
}

const COLUMNS = [
  'id',
  'recipient',
  'subject',
  'body',
  'cause_kind',
  'cause_id',
  'created_at',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'last_attempt_at',
] as const;

/**
 * Writes a failed e-mail straight into the outbox of the product under test: the browser tests' server sends
 * through the console provider, which never refuses, so a failed delivery is set up here (the API tests fail
 * real ones).
 */
export async function insertFailedMail(testInfo: TestInfo, mail: FailedMail): Promise<void> {
  const at = new Date().toISOString();
  const values: Array<string | number | null> = [
    mail.id,
    mail.recipient,
    mail.subject,
    mail.body,
    'inquiry',
    null,
    at,
    'failed',
    mail.attempts,
    at,
    mail.lastError,
    at,
  ];
  await insertRows(testInfo, 'mail_outbox', COLUMNS, [values]);
}
