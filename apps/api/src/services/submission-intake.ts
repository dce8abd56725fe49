import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { createCaptchaTokenRepository } from '../repositories/captcha-token-repository.js';
import {
  createSubmissionGuardRepository,
  type SubmissionGuard,
  type SubmissionOutcome,
} from '../repositories/submission-guard-repository.js';

/**
 * Stores a submission once, in one transaction: the captcha token is spent, the fingerprint claimed and
 * the records written (by `write`) together, so a failure leaves none of them behind.
 */
export function storeOnce(
  db: Kysely<Database>,
  { fingerprint, captcha, now = new Date() }: SubmissionGuard,
  write: (trx: Transaction<Database>, now: Date) => Promise<void>,
): Promise<SubmissionOutcome> {
  return db.transaction().execute(async (trx) => {
    if (captcha && !(await createCaptchaTokenRepository(trx).spend(captcha, now))) return 'captcha-used';
    if (!(await createSubmissionGuardRepository(trx).claim(fingerprint, now))) return 'duplicate';
    await write(trx, now);
    return 'stored';
  });
}

/** Forgets what no longer decides anything: fingerprints older than the window, captcha tokens past expiry. */
export async function pruneSubmissionGuards(db: Kysely<Database>, now = new Date()): Promise<void> {
  await createSubmissionGuardRepository(db).prune(now);
  await createCaptchaTokenRepository(db).deleteExpired(now);
}
