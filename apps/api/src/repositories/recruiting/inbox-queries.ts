import type { Assignee, Page } from '@smartmove/contract';
import { sql, type RawBuilder } from 'kysely';
import { EXPORT_BATCH_SIZE, inBatches, toPage, type PageRequest, type RowsWindow } from '../pagination.js';

/** The filters every inbox list takes (a kind adds its own: an inquiry's kind, an application's job). */
export interface InboxFilters {
  status?: string | undefined;
  assignedTo?: string | undefined;
  search?: string | undefined;
}

/**
 * The conditions of an inbox list's status and assignee filters on `table` (a table or a relation's alias):
 * the status, the assignee ('none': no one). The search is each list's own (`containsText` on its tables).
 */
export function inboxConditions(table: string, filters: InboxFilters): RawBuilder<boolean>[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions: RawBuilder<boolean>[] = [];
  if (filters.status) conditions.push(sql<boolean>`${column('status')} = ${filters.status}`);
  if (filters.assignedTo === 'none') conditions.push(sql<boolean>`${column('assigned_to')} is null`);
  else if (filters.assignedTo)
    conditions.push(sql<boolean>`${column('assigned_to')} = ${filters.assignedTo}`);
  return conditions;
}

/** What an inbox searches in a person's record: "first last" and the e-mail. */
export function personColumns(table: string): RawBuilder<unknown>[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return [sql`${column('first_name')} || ' ' || ${column('last_name')}`, column('email')];
}

/** The assignee of a list row or a record, by the name its join found (the id when the user is gone). */
export function toAssignee(userId: string | null, name: string | null | undefined): Assignee | null {
  return userId ? { id: userId, name: name ?? userId } : null;
}

/**
 * An inbox list's reads, from how many rows the filters select and the rows of a page or an export's batch:
 * a page of summaries with the total, the count alone, and every row in batches for the CSV export.
 */
export function inboxListing<Filters, Row extends { id: string; createdAt: string }, Key extends keyof Row>(
  count: (filters: Filters) => Promise<number>,
  rows: (filters: Filters, window: RowsWindow) => Promise<Row[]>,
  summaryFields: readonly Key[],
) {
  return {
    /** Newest first, each row cut down to the summary the list shows. */
    async list(filters: Filters, page: PageRequest): Promise<Page<Pick<Row, Key>>> {
      const [items, total] = await Promise.all([rows(filters, { page }), count(filters)]);
      return toPage(
        items.map((row) => pick(row, summaryFields)),
        total,
        page,
      );
    },

    /** How many rows the filters select. */
    count,

    /** Every matching row, newest first, in batches of `batchSize` (the CSV export streams them). */
    listAll(filters: Filters, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<Row[]> {
      return inBatches(
        (window) => rows(filters, window),
        (row) => ({ at: row.createdAt, id: row.id }),
        batchSize,
      );
    },
  };
}

/** Only the named fields of a row (a list's summary of its CSV row). */
export function pick<Row extends object, Key extends keyof Row>(
  row: Row,
  keys: readonly Key[],
): Pick<Row, Key> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
}
