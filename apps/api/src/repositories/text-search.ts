import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { containsPattern } from './pagination.js';

/** The tables with a trigram index of their searched text on SQLite (`<table>_search`, migration 0040). */
const SEARCHED_TABLES = ['contact_messages', 'candidate_leads', 'job_applications', 'audit_log'] as const;
export type SearchedTable = (typeof SEARCHED_TABLES)[number];

/** A trigram index finds text of three characters or more; a shorter search reads every row. */
const TRIGRAM_LENGTH = 3;

/** An FTS5 query for `text` as one string (a phrase): inside double quotes only a double quote is special. */
function phrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * The rows of `table` (named so in the query) with `text` anywhere in one of `columns`, ignoring case:
 * `lower(column) like '%text%'`. PostgreSQL answers that from its trigram indexes (0039, 0040). On SQLite the
 * candidates come first from the table's FTS5 trigram index, which holds the same text, and are then checked
 * with the same `like`, so that the index only narrows what the search reads and never changes what it finds.
 */
export function containsText(
  db: Kysely<Database>,
  table: SearchedTable,
  columns: readonly RawBuilder<unknown>[],
  text: string,
): RawBuilder<boolean> {
  const pattern = containsPattern(text);
  const anyColumn = sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${column}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (!sqlite || [...text].length < TRIGRAM_LENGTH) return anyColumn;
  const index = sql.table(`${table}_search`);
  return sql<boolean>`(${sql.ref(`${table}.rowid`)} in (select rowid from ${index} where ${index} match ${phrase(
    text,
  )}) and ${anyColumn})`;
}

/**
 * SQLite, after an erasure: rewrites each trigram index whole (FTS5 `optimize`), so that no part of a deleted
 * or changed row's text is left in it. FTS5 keeps deleted rows' terms in its segments until they are merged,
 * even with its `secure-delete` option; the rewrite frees those pages, which `secure_delete` then zeroes.
 */
export async function rewriteTextIndexes(db: Kysely<Database>): Promise<void> {
  for (const table of SEARCHED_TABLES) {
    const index = sql.table(`${table}_search`);
    await sql`insert into ${index} (${index}) values ('optimize')`.execute(db);
  }
}
