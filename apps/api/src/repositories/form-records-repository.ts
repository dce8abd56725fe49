import { randomFillSync } from 'node:crypto';
import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DatabaseEngine } from '../db/database.js';
import { markPrepared } from '../db/prepared-statements.js';
import type { Database } from '../db/schema.js';
import { multiRowInsert } from './multi-row-insert.js';

/** The tables a public form writes to. */
export type FormTable = 'contact_messages' | 'candidate_leads' | 'candidate_lead_skills' | 'job_applications';

/** The rows one or more submissions write, per table, in the order the tables are to be written. */
export type FormRecords = { [Table in FormTable]?: Insertable<Database[Table]>[] };

/** The tables whose rows are submissions of their own (a lead's skills belong to the lead). */
export const SUBMISSION_TABLES = ['contact_messages', 'candidate_leads', 'job_applications'] as const;
export type SubmissionTable = (typeof SUBMISSION_TABLES)[number];

/** A submission's own row, before the intake adds the fingerprint it is stored under. */
export type SubmissionRecord = {
  [Table in SubmissionTable]: {
    table: Table;
    row: Omit<Insertable<Database[Table]>, 'submission_fingerprint'>;
  };
}[SubmissionTable];

/**
 * The id of a new form record: a UUIDv7 starts with the time, so new rows append to the primary-key index
 * instead of writing to pages all over it (random ids cost every submission several page writes).
 */
export function newFormRecordId(): string {
  return uuidv7({ random: pooledRandomBytes() });
}

/**
 * The smallest id newFormRecordId could have made at `time`: a UUIDv7's text starts with its millisecond
 * time in hex, so the ids made since then are the primary key's range from here on.
 */
export function formRecordIdFloor(time: number): string {
  const hex = Math.max(0, Math.floor(time)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}`;
}

// uuid asks the system for 16 random bytes per id, a tenth of a submission's time; one call fills many.
const randomPool = new Uint8Array(16 * 256);
let randomPoolOffset = randomPool.length;
function pooledRandomBytes(): Uint8Array {
  if (randomPoolOffset === randomPool.length) {
    randomFillSync(randomPool);
    randomPoolOffset = 0;
  }
  return randomPool.subarray(randomPoolOffset, (randomPoolOffset += 16));
}

/** Rows per INSERT statement: far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
export const ROWS_PER_STATEMENT = 500;

const oneStatementTexts = new Map<string, string>();

/**
 * The inserts as one statement, all but the last a data-modifying CTE. The text of each shape is made
 * once and prepared by name on every connection: the intake runs few shapes very often.
 */
function oneStatementText(inserts: readonly CompiledQuery[]): string {
  const key = inserts.map((insert) => insert.sql).join('\u0000');
  let text = oneStatementTexts.get(key);
  if (!text) {
    const ctes = inserts.slice(0, -1).map((insert, index) => `"insert_${index}" as (${insert.sql})`);
    const last = inserts.at(-1)!.sql;
    text = ctes.length > 0 ? `with ${ctes.join(', ')} ${last}` : last;
    // Shapes are tables × batch sizes; anything else just starts the cache over.
    if (oneStatementTexts.size >= 1000) oneStatementTexts.clear();
    oneStatementTexts.set(key, text);
    markPrepared(text);
  }
  return text;
}

/** The records of public form submissions (contact messages, candidate leads, job applications). */
export function createFormRecordsRepository(db: Kysely<Database>, engine: DatabaseEngine) {
  return {
    /** Writes every table's rows with multi-row INSERTs, tables in the order given. */
    async create(records: FormRecords): Promise<void> {
      for (const [table, rows] of Object.entries(records) as [FormTable, object[] | undefined][]) {
        if (!rows) continue;
        for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
          await db.executeQuery(multiRowInsert(engine, table, rows.slice(start, start + ROWS_PER_STATEMENT)));
        }
      }
    },

    /**
     * PostgreSQL only: every table's rows in one statement, each insert but the last a data-modifying
     * CTE. One statement is atomic by itself, so it spares a transaction's round trips (begin, commit).
     * At most ROWS_PER_STATEMENT rows per table.
     */
    async createInOneStatement(records: FormRecords): Promise<void> {
      const inserts: CompiledQuery[] = [];
      let nextParameter = 1;
      for (const [table, rows] of Object.entries(records) as [FormTable, object[] | undefined][]) {
        if (!rows || rows.length === 0) continue;
        const insert = multiRowInsert(engine, table, rows, { firstParameter: nextParameter });
        nextParameter += insert.parameters.length;
        inserts.push(insert);
      }
      if (inserts.length === 0) return;
      const parameters = inserts.flatMap((insert) => insert.parameters);
      await db.executeQuery(CompiledQuery.raw(oneStatementText(inserts), parameters));
    },

    /**
     * The fingerprints of the submissions stored since `since` (ISO time), oldest first. Read by id range
     * (the ids begin with their time; a minute earlier allows for an id made a little before its row)
     * and then by time.
     */
    async findFingerprintsSince(since: string): Promise<{ fingerprint: string; created_at: string }[]> {
      const idFloor = formRecordIdFloor(Date.parse(since) - 60_000);
      const found: { fingerprint: string; created_at: string }[] = [];
      for (const table of SUBMISSION_TABLES) {
        const rows = await db
          .selectFrom(table)
          .select(['submission_fingerprint', 'created_at'])
          .where('id', '>=', idFloor)
          .where('created_at', '>=', since)
          .where('submission_fingerprint', 'is not', null)
          .execute();
        for (const row of rows)
          found.push({ fingerprint: row.submission_fingerprint!, created_at: row.created_at });
      }
      return found.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
    },
  };
}
