import { Transaction, type Insertable, type Kysely } from 'kysely';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import {
  createCaptchaTokenRepository,
  spendTokenStatement,
  spendTokenValues,
} from '../../repositories/sign-in/captcha-token-repository.js';
import {
  submissionMailRows,
  type SubmissionOutboxMail,
} from '../../repositories/mail/mail-outbox-repository.js';
import {
  createSubmissionGuardRepository,
  rowsOf,
  type SubmissionGuard,
  type SubmissionOutcome,
  type SubmissionRows,
} from '../../repositories/recruiting/submission-guard-repository.js';
import type { AfterCommit } from '../after-commit.js';

/**
 * Stores a submission once: the captcha token is spent, the fingerprint claimed and the rows `rowsAt` builds
 * inserted together, so a refusal ('captcha-used', 'duplicate') or a failure leaves none of the rows behind.
 * On PostgreSQL in one statement; on SQLite (in-process: a statement costs no round trip) step by step in a
 * transaction. Given a transaction (a caller that locks and reads first), it is part of it. A stored
 * submission's confirmation and staff alert (its rows, `submissionRows`) wake the mail worker `after` it.
 */
export async function storeOnce(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  guard: SubmissionGuard,
  rowsAt: (now: Date) => readonly SubmissionRows[],
  after: AfterCommit,
): Promise<SubmissionOutcome> {
  const outcome = await store(db, engine, guard, rowsAt);
  if (outcome === 'stored') after.wakeMail();
  return outcome;
}

function store(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  guard: SubmissionGuard,
  rowsAt: (now: Date) => readonly SubmissionRows[],
): Promise<SubmissionOutcome> {
  const now = new Date();
  const tables = rowsAt(now);
  const { captcha, fingerprint } = guard;
  if (engine === 'postgres') {
    const spending = captcha && {
      statement: () => spendTokenStatement(db, captcha, now),
      values: spendTokenValues(captcha, now),
    };
    return createSubmissionGuardRepository(db).storeInOneStatement(fingerprint, now, tables, spending);
  }
  const stepByStep = async (trx: Transaction<Database>): Promise<SubmissionOutcome> => {
    if (captcha && !(await createCaptchaTokenRepository(trx).spend(captcha, now))) return 'captcha-used';
    const submissions = createSubmissionGuardRepository(trx);
    if (!(await submissions.claim(fingerprint, now))) return 'duplicate';
    await submissions.insertRows(tables);
    return 'stored';
  };
  return db instanceof Transaction ? stepByStep(db) : db.transaction().execute(stepByStep);
}

/**
 * A submission's rows for `storeOnce`: its record in `table`, what else it stores (`more`, which may refer to
 * the record), and its confirmation and staff alert, caused by the record.
 */
export function submissionRows<T extends 'contact_messages' | 'candidate_leads' | 'job_applications'>(
  table: T,
  record: Insertable<Database[T]> & { id: string },
  mail: SubmissionOutboxMail,
  now: Date,
  ...more: SubmissionRows[]
): SubmissionRows[] {
  return [rowsOf(table, [record]), ...more, rowsOf('mail_outbox', submissionMailRows(mail, record.id, now))];
}

/** Forgets what no longer decides anything: fingerprints older than the window, captcha tokens past expiry. */
export async function pruneSubmissionGuards(db: Kysely<Database>, now = new Date()): Promise<void> {
  await createSubmissionGuardRepository(db).prune(now);
  await db.transaction().execute((trx) => createCaptchaTokenRepository(trx).deleteExpired(now));
}
