import { randomFillSync } from 'node:crypto';
import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DatabaseEngine } from '../db/database.js';
import { markPrepared } from '../db/prepared-statements.js';
import type { Database } from '../db/schema.js';
import { fingerprintsInsert } from './form-safeguards-repository.js';
import { multiRowInsert } from './multi-row-insert.js';

/** The tables a public form writes to. */
export type FormTable = 'contact_messages' | 'candidate_leads' | 'candidate_lead_skills' | 'job_applications';

/** The rows one or more submissions write, per table, in the order the tables are to be written. */
export type FormRecords = { [Table in FormTable]?: Insertable<Database[Table]>[] };

/**
 * The id of a new form record: a UUIDv7 starts with the time, so new rows append to the primary-key index
 * instead of writing to pages all over it (random ids cost every submission several page writes).
 */
export function newFormRecordId(): string {
  return uuidv7({ random: pooledRandomBytes() });
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
     * PostgreSQL only: every table's rows and the fingerprints in one statement, each insert a
     * data-modifying CTE. One statement is atomic by itself, so it spares a transaction's three round
     * trips (begin, a second insert, commit). At most ROWS_PER_STATEMENT rows per table.
     */
    async createInOneStatement(
      records: FormRecords,
      fingerprints: readonly string[],
      now: string,
    ): Promise<void> {
      const inserts = [fingerprintsInsert(engine, fingerprints, now)];
      let nextParameter = inserts[0]!.parameters.length + 1;
      for (const [table, rows] of Object.entries(records) as [FormTable, object[] | undefined][]) {
        if (!rows || rows.length === 0) continue;
        const insert = multiRowInsert(engine, table, rows, { firstParameter: nextParameter });
        nextParameter += insert.parameters.length;
        inserts.push(insert);
      }
      const parameters = inserts.flatMap((insert) => insert.parameters);
      await db.executeQuery(CompiledQuery.raw(oneStatementText(inserts), parameters));
    },
  };
}
