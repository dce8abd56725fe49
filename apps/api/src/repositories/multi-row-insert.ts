import { CompiledQuery } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';

/** An insert's text and its columns in the order of its parameters. */
interface InsertText {
  sql: string;
  columns: readonly string[];
}

const CACHE_LIMIT = 1000;
const texts = new Map<string, InsertText>();

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** The columns of every row, in the order they first appear. */
function columnsOf(rows: readonly object[]): string[] {
  const columns = Object.keys(rows[0]!);
  for (let index = 1; index < rows.length; index += 1) {
    for (const column of Object.keys(rows[index]!)) {
      if (!columns.includes(column)) columns.push(column);
    }
  }
  return columns;
}

function insertText(
  engine: DatabaseEngine,
  table: string,
  columns: readonly string[],
  rowCount: number,
  firstParameter: number,
  suffix: string,
): InsertText {
  const key = `${engine}|${table}|${columns.join(',')}|${rowCount}|${firstParameter}|${suffix}`;
  let text = texts.get(key);
  if (!text) {
    let parameter = firstParameter;
    const placeholder = engine === 'postgres' ? () => `$${parameter++}` : () => '?';
    const values = Array.from({ length: rowCount }, () => `(${columns.map(placeholder).join(', ')})`);
    const sql = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${values.join(', ')}${suffix}`;
    // Shapes are few (tables × batch sizes); anything else just starts the cache over.
    if (texts.size >= CACHE_LIMIT) texts.clear();
    text = { sql, columns };
    texts.set(key, text);
  }
  return text;
}

export interface MultiRowInsertOptions {
  /** PostgreSQL numbers its parameters: the first one of this insert (for an insert inside a larger statement). */
  firstParameter?: number;
  /** Appended to the statement, such as an `on conflict` or `returning` clause. */
  suffix?: string;
}

/**
 * One INSERT of many rows, compiled without the query builder: writing a batch of form submissions spent
 * more time building the statement than the database spent running it. The text of each shape (table,
 * columns, row count) is made once; a column a row lacks is written as null. Table and column names come
 * from our own code, never from a request.
 */
export function multiRowInsert(
  engine: DatabaseEngine,
  table: string,
  rows: readonly object[],
  { firstParameter = 1, suffix = '' }: MultiRowInsertOptions = {},
): CompiledQuery {
  if (rows.length === 0) throw new Error(`No rows to insert into ${table}`);
  const { sql, columns } = insertText(engine, table, columnsOf(rows), rows.length, firstParameter, suffix);
  const parameters: unknown[] = [];
  for (const row of rows as readonly Record<string, unknown>[]) {
    for (const column of columns) parameters.push(row[column] ?? null);
  }
  return CompiledQuery.raw(sql, parameters);
}
