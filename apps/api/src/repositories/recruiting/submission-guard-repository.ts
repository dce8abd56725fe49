import { sql, type CompiledQuery, type Insertable, type Kysely, type OperationNodeSource } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import { preparedOnce } from '../../db/postgres-prepared.js';
import type { Database } from '../../db/schema.js';
import type { VerifiedCaptcha } from '../sign-in/verified-captcha.js';

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

/** The claim statement's values, in the order it takes them. */
function claimValues(fingerprint: string, now: Date): unknown[] {
  return [fingerprint, now.toISOString(), windowStart(now)];
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
 * The captcha token a submission spends, for its one statement: the captcha repository's statement that spends
 * it (built only for a shape's first submission) and the values that statement takes, in order.
 */
export interface TokenSpending {
  statement: () => OperationNodeSource;
  values: readonly unknown[];
}

/** A row a submission inserts: its table, and the columns it gives a value (the others keep their default). */
interface StatementRow {
  table: string;
  row: Record<string, unknown>;
  columns: string[];
}

/** The tables' rows, one by one, each with the columns it gives a value. */
function statementRows(tables: readonly SubmissionRows[]): StatementRow[] {
  return tables.flatMap(({ table, rows }) =>
    rows.map((row) => ({
      table,
      row,
      columns: Object.keys(row).filter((column) => row[column] !== undefined),
    })),
  );
}

/** The rows' part of a statement's shape: each row's table and columns. */
function rowsShape(rows: readonly StatementRow[]): string {
  return rows.map(({ table, columns }) => `${table}(${columns.join()})`).join(' ');
}

/** The rows' values, in the order an insert of them takes them: row by row, column by column. */
function rowsValues(rows: readonly StatementRow[]): unknown[] {
  return rows.flatMap(({ row, columns }) => columns.map((column) => row[column]));
}

/** What the one statement answers: the captcha tokens it spent (1 without one), the fingerprints it claimed. */
interface OneStatementOutcome {
  spent: string;
  stored: string;
}

/**
 * The guard and the rows in ONE statement (PostgreSQL, where each statement is a round trip on a form's hot
 * path): each row is inserted from the fingerprint's claim, which is made from the spent captcha token when
 * there is one (`spending`), so a refused submission writes none of them (a duplicate still spends its
 * token). The parts of a WITH see one snapshot and foreign keys are checked at the statement's end, so a row
 * may refer to another row of the same statement. The token and the fingerprint are written by the very
 * statements the step-by-step store runs one by one.
 */
function buildOneStatement(
  db: Kysely<Database>,
  fingerprint: string,
  now: Date,
  rows: readonly StatementRow[],
  spending: TokenSpending | undefined,
) {
  const parts = [];
  if (spending) parts.push(sql`captcha as (${spending.statement()})`);
  parts.push(sql`claimed as (${claimStatement(db, fingerprint, now, spending !== undefined)})`);
  rows.forEach(({ table, row, columns }, index) => {
    parts.push(sql`${sql.id(`row${index}`)} as (
      insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      select ${sql.join(columns.map((column) => sql`${row[column]}`))} from claimed)`);
  });
  const spent = spending ? sql`(select count(*) from captcha)` : sql`1`;
  return sql<OneStatementOutcome>`${preparedOnce}with ${sql.join(parts)}
    select ${spent} as spent, (select count(*) from claimed) as stored`;
}

/**
 * The one statement for this submission, compiled once per shape (with a captcha or not; each row's table and
 * columns): a form's shape repeats, and building and compiling the statement anew was the largest part of the
 * product's own CPU and allocation per form. Its values are listed in the order its text takes them: the
 * token's row, the claim, each row's columns.
 */
function oneStatement(
  db: Kysely<Database>,
  fingerprint: string,
  now: Date,
  tables: readonly SubmissionRows[],
  spending: TokenSpending | undefined,
): CompiledQuery<OneStatementOutcome> {
  const rows = statementRows(tables);
  const parameters = [...(spending?.values ?? []), ...claimValues(fingerprint, now), ...rowsValues(rows)];
  const shape = `one statement ${spending ? 'with captcha ' : ''}${rowsShape(rows)}`;
  return compiledOnce(db, shape, parameters, () =>
    buildOneStatement(db, fingerprint, now, rows, spending).compile(db),
  );
}

async function storeInOneStatement(
  db: Kysely<Database>,
  fingerprint: string,
  now: Date,
  tables: readonly SubmissionRows[],
  spending: TokenSpending | undefined,
): Promise<SubmissionOutcome> {
  const { rows: outcome } = await db.executeQuery(oneStatement(db, fingerprint, now, tables, spending));
  if (Number(outcome[0]?.spent) === 0) return 'captcha-used';
  return Number(outcome[0]?.stored) === 0 ? 'duplicate' : 'stored';
}

/**
 * The fingerprints of stored submissions (submission_fingerprints), and the stored submissions' rows
 * (services/recruiting/submission-intake.ts). Build it on the submission's transaction.
 */
export function createSubmissionGuardRepository(db: Kysely<Database>) {
  return {
    /**
     * PostgreSQL: spends the captcha token (`spending`, when the submission has one), claims the fingerprint
     * and inserts `tables` in one statement.
     */
    storeInOneStatement: (
      fingerprint: string,
      now: Date,
      tables: readonly SubmissionRows[],
      spending?: TokenSpending,
    ) => storeInOneStatement(db, fingerprint, now, tables, spending),

    /** Inserts `tables`, in order (the step-by-step store's last step). */
    async insertRows(tables: readonly SubmissionRows[]): Promise<void> {
      for (const { table, rows } of tables) {
        if (rows.length === 0) continue;
        const insert = () => db.insertInto(table).values(rows as never);
        const shaped = statementRows([{ table, rows }]);
        // Kysely gives a multi-row insert one column list, the first row's columns first, and takes each row's
        // values in that order; rowsValues follows each row's own columns. The two agree by construction only
        // when every row lists the same columns in the same order (the order check of a shape's first
        // compilation passes by chance when two swapped values are equal).
        const columns = shaped[0]?.columns.join();
        if (shaped.some((row) => row.columns.join() !== columns)) {
          await insert().execute();
          continue;
        }
        await db.executeQuery(
          compiledOnce(db, `insert ${rowsShape(shaped)}`, rowsValues(shaped), () => insert().compile()),
        );
      }
    },

    /** Records the fingerprint as seen now unless it was seen within the window; true when it is new. */
    async claim(fingerprint: string, now: Date): Promise<boolean> {
      const claimed = await db.executeQuery(
        compiledOnce(db, 'claim', claimValues(fingerprint, now), () =>
          claimStatement(db, fingerprint, now).compile(),
        ),
      );
      return claimed.rows.length > 0;
    },

    /** Forgets fingerprints older than the window. */
    async prune(now = new Date()): Promise<void> {
      await db.deleteFrom('submission_fingerprints').where('seen_at', '<', windowStart(now)).execute();
    },
  };
}
