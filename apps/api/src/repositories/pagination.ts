import type { Page } from '@smartmove/contract';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/** Where a batch of a newest-first export ended: its last row's time and id (keyset, not an offset). */
export interface KeysetCursor {
  at: string;
  id: string;
}

/** What a list reads: one page of it, or a batch of an export after a cursor. */
export type RowsWindow = { page: PageRequest } | { after?: KeysetCursor | undefined; limit: number };

/** The rows a CSV export reads at a time: its memory stays that of one batch whatever the total. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Rows older than the cursor in the order (`timeColumn` desc, id desc): a row-value comparison that both
 * engines answer from an index on (timeColumn, id), however deep into the list the cursor is.
 */
export function olderThan(table: string, timeColumn: string, cursor: KeysetCursor): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.${timeColumn}`)}, ${sql.ref(`${table}.id`)}) < (${cursor.at}, ${cursor.id})`;
}

/** Rows newer than the cursor in the same order: the page before a cursor, read from the same index. */
export function newerThan(table: string, timeColumn: string, cursor: KeysetCursor): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.${timeColumn}`)}, ${sql.ref(`${table}.id`)}) > (${cursor.at}, ${cursor.id})`;
}

/**
 * Every row of a newest-first list in batches of `batchSize`, each read after the last one's cursor, for an
 * export that streams: `read` answers at most `limit` rows older than `after` (all from the newest without it).
 */
export async function* inBatches<Row>(
  read: (window: { after?: KeysetCursor | undefined; limit: number }) => Promise<Row[]>,
  cursorOf: (row: Row) => KeysetCursor,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: KeysetCursor | undefined;
  for (;;) {
    const batch = await read({ after, limit: batchSize });
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = cursorOf(last);
  }
}

/** PostgreSQL answers count(*) as a bigint string, SQLite as a number. */
export function toCount(value: string | number | bigint | undefined): number {
  return Number(value ?? 0);
}

/** How many rows a query selects. */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const found = (await query.select(sql<string | number>`count(*)`.as('total')).executeTakeFirst()) as
    { total: string | number } | undefined;
  return toCount(found?.total);
}

/**
 * How many rows a query selects, counted no further than `cap`: `capped` when there are more. A count stops
 * as soon as it has seen that many, where a full count reads every matching row.
 */
export async function countUpTo<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const { rows } = await sql<{ total: string | number }>`select count(*) as total from (${query
    .select(sql.lit(1).as('one'))
    .limit(cap + 1)}) as counted`.execute(db);
  const counted = toCount(rows[0]?.total);
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

export function toPage<T>(items: T[], total: number, request: PageRequest): Page<T> {
  return { items, total, page: request.page, pageSize: request.pageSize };
}

/**
 * One page of a list and how many rows the list holds: `query` is the filtered list, counted as it is;
 * `ordered` picks its columns and its order, and the page is read from that at the request's offset.
 * `toItems` turns the page's rows into the answer's items (the rows themselves without it).
 */
export function readPage<DB, TB extends keyof DB, O, PageDB, PageTB extends keyof PageDB, Row>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<PageDB, PageTB, Row>,
): Promise<Page<Row>>;
export function readPage<DB, TB extends keyof DB, O, PageDB, PageTB extends keyof PageDB, Row, Item>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<PageDB, PageTB, Row>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>>;
export async function readPage<DB, TB extends keyof DB, O, PageDB, PageTB extends keyof PageDB, Row>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<PageDB, PageTB, Row>,
  toItems: (rows: Row[]) => unknown[] | Promise<unknown[]> = (rows) => rows,
): Promise<Page<unknown>> {
  const total = await countRows(query);
  const rows = await ordered(query).limit(request.pageSize).offset(pageOffset(request)).execute();
  return toPage(await toItems(rows), total, request);
}

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `lower(column) LIKE pattern ESCAPE '\'`, the same on SQLite and PostgreSQL. */
export function lowerLike(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** A unique-constraint violation on either engine (two requests racing to create the same row). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
