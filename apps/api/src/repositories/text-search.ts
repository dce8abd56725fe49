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

/** Whether the text can be looked up in a table's trigram index: SQLite, three characters or more. */
function hasTrigramIndex(db: Kysely<Database>, text: string): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter && [...text].length >= TRIGRAM_LENGTH;
}

/**
 * SQLite: whether more than `limit` rows of `table` hold the text, by its trigram index, read no further than
 * that (milliseconds, even for a word in a quarter of the audit log). A list searching for common text reads
 * its rows in their order (`containsText(…, { byIndex: false })`) and finds a page within a few hundred;
 * through the index it would read and sort every candidate first. False on PostgreSQL, whose planner judges
 * that from its statistics, and for text shorter than a trigram.
 */
export async function isCommonText(
  db: Kysely<Database>,
  table: SearchedTable,
  text: string,
  limit: number,
): Promise<boolean> {
  if (!hasTrigramIndex(db, text)) return false;
  const index = sql.table(`${table}_search`);
  const { rows } = await sql<{
    found: number;
  }>`select count(*) as found from (select rowid from ${index} where ${index} match ${phrase(
    text,
  )} limit ${limit + 1})`.execute(db);
  return (rows[0]?.found ?? 0) > limit;
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
  { byIndex = true }: { byIndex?: boolean } = {},
): RawBuilder<boolean> {
  const pattern = containsPattern(text);
  const anyColumn = sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${column}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
  if (!byIndex || !hasTrigramIndex(db, text)) return anyColumn;
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
  // The talent search's words index too (migration 0053), whose entries go with their erased records.
  for (const name of [...SEARCHED_TABLES.map((table) => `${table}_search`), 'talent_search']) {
    const index = sql.table(name);
    await sql`insert into ${index} (${index}) values ('optimize')`.execute(db);
  }
}
