import { sql, type Insertable, type Kysely, type OperationNodeSource } from 'kysely';
import { preparedOnce } from '../db/postgres-prepared.js';
import type { Database } from '../db/schema.js';
import type { VerifiedCaptcha } from './verified-captcha.js';

/** An identical submission repeated within this window is stored only once. */
export const DUPLICATE_WINDOW_SECONDS = 10 * 60;

/** What decides, in the submission's own transaction, whether it is stored. */
export interface SubmissionGuard {
  /** The submission's fingerprint (services/form-submission). */
  fingerprint: string;
  /** A verified captcha token, spent with the submission: refused when it was spent before. */
  captcha?: VerifiedCaptcha | undefined;
}

/** `duplicate`: the same submission was stored within the window, nothing more is stored. */
export type SubmissionOutcome = 'stored' | 'duplicate' | 'captcha-used';

/** Rows of one table that a submission stores. */
export interface SubmissionRows {
  table: keyof Database & string;
  rows: readonly Record<string, unknown>[];
}

/** `table`'s rows, checked against its columns. */
export function rowsOf<T extends keyof Database & string>(
  table: T,
  rows: readonly Insertable<Database[T]>[],
): SubmissionRows {
  return { table, rows };
}

function windowStart(now: Date): string {
  return new Date(now.getTime() - DUPLICATE_WINDOW_SECONDS * 1000).toISOString();
}

/**
 * The statement that records the fingerprint as seen now unless it was seen within the window, not yet run;
 * it answers the fingerprint when it did. The primary key decides: on PostgreSQL a concurrent twin waits on
 * the key until the first commits (or rolls back), so of any number of identical submissions exactly one is
 * stored. `fromSpentToken`: the row is selected from the WITH part `captcha` (the spent token), so that a
 * token spent before claims nothing.
 */
function claimStatement(db: Kysely<Database>, fingerprint: string, now: Date, fromSpentToken = false) {
  const seenAt = now.toISOString();
  const insert = db.insertInto('submission_fingerprints');
  return (
    fromSpentToken
      ? insert
          .columns(['fingerprint', 'seen_at'])
          .expression(sql`select ${fingerprint}, ${seenAt} from captcha`)
      : insert.values({ fingerprint, seen_at: seenAt })
  )
    .onConflict((conflict) =>
      conflict
        .column('fingerprint')
        .doUpdateSet((eb) => ({ seen_at: eb.ref('excluded.seen_at') }))
        .where('submission_fingerprints.seen_at', '<', windowStart(now)),
    )
    .returning('fingerprint');
}

/**
 * The guard and the rows in ONE statement (PostgreSQL, where each statement is a round trip on a form's hot
 * path): each row is inserted from the fingerprint's claim, which is made from the spent captcha token when
 * there is one (`spendToken`, the captcha repository's statement), so a refused submission writes none of
 * them (a duplicate still spends its token). The parts of a WITH see one snapshot and foreign keys are
 * checked at the statement's end, so a row may refer to another row of the same statement. The token and
 * the fingerprint are written by the very statements the step-by-step store runs one by one.
 */
async function storeInOneStatement(
  db: Kysely<Database>,
  fingerprint: string,
  now: Date,
  tables: readonly SubmissionRows[],
  spendToken?: OperationNodeSource,
): Promise<SubmissionOutcome> {
  const parts = [];
  if (spendToken) parts.push(sql`captcha as (${spendToken})`);
  parts.push(sql`claimed as (${claimStatement(db, fingerprint, now, spendToken !== undefined)})`);
  const rows = tables.flatMap(({ table, rows }) => rows.map((row) => ({ table, row })));
  rows.forEach(({ table, row }, index) => {
    const columns = Object.keys(row).filter((column) => row[column] !== undefined);
    parts.push(sql`${sql.id(`row${index}`)} as (
      insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      select ${sql.join(columns.map((column) => sql`${row[column]}`))} from claimed)`);
  });
  const spent = spendToken ? sql`(select count(*) from captcha)` : sql`1`;
  const { rows: outcome } = await sql<{
    spent: string;
    stored: string;
  }>`${preparedOnce}with ${sql.join(parts)}
    select ${spent} as spent, (select count(*) from claimed) as stored`.execute(db);
  if (Number(outcome[0]?.spent) === 0) return 'captcha-used';
  return Number(outcome[0]?.stored) === 0 ? 'duplicate' : 'stored';
}

/**
 * The fingerprints of stored submissions (submission_fingerprints), and the stored submissions' rows
 * (services/submission-intake.ts). Build it on the submission's transaction.
 */
export function createSubmissionGuardRepository(db: Kysely<Database>) {
  return {
    /**
     * PostgreSQL: spends the token (`spendToken`, when the submission has one), claims the fingerprint and
     * inserts `tables` in one statement.
     */
    storeInOneStatement: (
      fingerprint: string,
      now: Date,
      tables: readonly SubmissionRows[],
      spendToken?: OperationNodeSource,
    ) => storeInOneStatement(db, fingerprint, now, tables, spendToken),

    /** Inserts `tables`, in order (the step-by-step store's last step). */
    async insertRows(tables: readonly SubmissionRows[]): Promise<void> {
      for (const { table, rows } of tables) {
        if (rows.length === 0) continue;
        await db
          .insertInto(table)
          .values(rows as never)
          .execute();
      }
    },

    /** Records the fingerprint as seen now unless it was seen within the window; true when it is new. */
    async claim(fingerprint: string, now: Date): Promise<boolean> {
      return (await claimStatement(db, fingerprint, now).executeTakeFirst()) !== undefined;
    },

    /** Forgets fingerprints older than the window. */
    async prune(now = new Date()): Promise<void> {
      await db.deleteFrom('submission_fingerprints').where('seen_at', '<', windowStart(now)).execute();
    },
  };
}
