import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { createCaptchaTokenRepository } from '../repositories/captcha-token-repository.js';
import {
  createSubmissionGuardRepository,
  type SubmissionGuard,
  type SubmissionOutcome,
  type SubmissionRows,
} from '../repositories/submission-guard-repository.js';

/**
 * Stores a submission once: the captcha token is spent, the fingerprint claimed and the rows `rowsAt` builds
 * inserted together, so a refusal ('captcha-used', 'duplicate') or a failure leaves none of the rows behind.
 * On PostgreSQL in one statement; on SQLite (in-process: a statement costs no round trip) step by step in a
 * transaction. Given a transaction (a caller that locks and reads first), it is part of it.
 */
export function storeOnce(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  guard: SubmissionGuard,
  rowsAt: (now: Date) => readonly SubmissionRows[],
): Promise<SubmissionOutcome> {
  const now = new Date();
  const tables = rowsAt(now);
  if (engine === 'postgres')
    return createSubmissionGuardRepository(db).storeInOneStatement(guard, now, tables);
  const stepByStep = async (trx: Kysely<Database>): Promise<SubmissionOutcome> => {
    const { captcha, fingerprint } = guard;
    if (captcha && !(await createCaptchaTokenRepository(trx).spend(captcha, now))) return 'captcha-used';
    const submissions = createSubmissionGuardRepository(trx);
    if (!(await submissions.claim(fingerprint, now))) return 'duplicate';
    await submissions.insertRows(tables);
    return 'stored';
  };
  return db.isTransaction ? stepByStep(db) : db.transaction().execute(stepByStep);
}

/** Forgets what no longer decides anything: fingerprints older than the window, captcha tokens past expiry. */
export async function pruneSubmissionGuards(db: Kysely<Database>, now = new Date()): Promise<void> {
  await createSubmissionGuardRepository(db).prune(now);
  await createCaptchaTokenRepository(db).deleteExpired(now);
}
