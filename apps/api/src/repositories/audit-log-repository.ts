import { randomUUID } from 'node:crypto';
import {
  AUDIT_LOG_COUNT_CAP,
  auditLogCursor,
  parseAuditLogCursor,
  type AuditLogFilters,
  type AuditLogPage,
} from '@smartmove/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { AuditLogTable, Database } from '../db/schema.js';
import {
  countRows,
  countUpTo,
  EXPORT_BATCH_SIZE,
  inBatches,
  newerThan,
  olderThan,
  pageOffset,
  toPage,
  type PageRequest,
} from './pagination.js';
import { containsText, isCommonText } from './text-search.js';

/** One line of the audit log: who did what to which record (docs/product.md#back-office). */
export interface AuditEntry {
  /** null for the system itself (a scheduled job). */
  actorId: string | null;
  actorName: string;
  /** A verb phrase: "signed in", "approved sign-up", "sent offer", … */
  action: string;
  recordKind: string;
  recordId: string | null;
  /** What a reader recognises the record by (a person's name, a job title). */
  recordLabel: string;
}

/**
 * SQLite: a text in more lines than this (by the trigram index) is read in the lines' order, a page found within
 * a few thousand of them; fewer are read through the index, every candidate sorted (10,000: about 20 ms).
 */
const COMMON_TEXT_LINES = 10_000;

/** Newest first: by time, then by id (the order of the (at, id) index). */
function compareNewestFirst(one: AuditLine, other: AuditLine): number {
  if (one.at !== other.at) return one.at < other.at ? 1 : -1;
  return one.id < other.id ? 1 : one.id > other.id ? -1 : 0;
}

/** GET /CRM/GetAuditLog: a page by its number, or the page after or before a cursor. */
export type AuditLogRequest = PageRequest &
  AuditLogFilters & { after?: string | undefined; before?: string | undefined };

export interface AuditLine extends AuditEntry {
  id: string;
  at: string;
}

function toAuditLine(row: Selectable<AuditLogTable>): AuditLine {
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    recordKind: row.record_kind,
    recordId: row.record_id,
    recordLabel: row.record_label,
  };
}

/** The audit log's pages and its export (the Audit log page). */
export function createAuditLogQueries(
  db: Kysely<Database>,
  {
    countCap = AUDIT_LOG_COUNT_CAP,
    commonText = COMMON_TEXT_LINES,
  }: { countCap?: number; commonText?: number } = {},
) {
  /**
   * The lines the search selects. `common`: on SQLite, more than COMMON_TEXT_LINES hold the text by its
   * trigram index, and the lines are then read in their order with the text checked on each (isCommonText).
   */
  async function matching(filters: AuditLogFilters) {
    let query = db.selectFrom('audit_log');
    // The time bounds narrow the (at, id) index's range the page is read from.
    if (filters.from) query = query.where('audit_log.at', '>=', filters.from);
    if (filters.to) query = query.where('audit_log.at', '<', filters.to);
    if (!filters.search) return { query, common: false };
    const common = await isCommonText(db, 'audit_log', filters.search, commonText);
    const columns = [
      sql.ref('audit_log.actor_name'),
      sql.ref('audit_log.action'),
      sql.ref('audit_log.record_label'),
    ];
    const where = containsText(db, 'audit_log', columns, filters.search, { byIndex: !common });
    return { query: query.where(where), common };
  }

  return {
    /**
     * Newest first; the search text anywhere in who, the action or the record, between `from` and `to`. Next
     * and Previous read from a line's cursor in the (at, id) index, so that page 2,000 costs what page 1 does;
     * `page` alone (a link) skips an offset. The page's ids are found first and only its lines read (a deferred
     * join). The total is counted up to AUDIT_LOG_COUNT_CAP (a common text on SQLite is known to be in more
     * lines than that, unless the dates narrow it).
     */
    async list({ search, from, to, after, before, ...request }: AuditLogRequest): Promise<AuditLogPage> {
      const { query, common } = await matching({ search, from, to });
      const cursor = after ?? before;
      let ids = query
        .select('audit_log.id')
        .orderBy('at', before ? 'asc' : 'desc')
        .orderBy('id', before ? 'asc' : 'desc')
        .limit(request.pageSize + 1);
      if (cursor) {
        const place = parseAuditLogCursor(cursor);
        ids = ids.where(before ? newerThan('audit_log', 'at', place) : olderThan('audit_log', 'at', place));
      } else {
        ids = ids.offset(pageOffset(request));
      }
      const [rows, count] = await Promise.all([
        db.selectFrom('audit_log').selectAll().where('id', 'in', ids).execute(),
        // A common text in the whole log may be rare within some days: those are counted.
        common && !from && !to ? { total: countCap, capped: true } : countUpTo(db, query, countCap),
      ]);
      // Nearest the cursor first: the newest lines past it, or (Previous) the oldest before it.
      const near = rows
        .map(toAuditLine)
        .sort((one, other) => (before ? -1 : 1) * compareNewestFirst(one, other));
      const more = near.length > request.pageSize;
      const page = near.slice(0, request.pageSize);
      const items = before ? page.reverse() : page;
      const first = items[0];
      const last = items.at(-1);
      const hasNewer = before ? more : Boolean(after) || pageOffset(request) > 0;
      const hasOlder = before ? items.length > 0 : more;
      return {
        ...toPage(items, count.total, request),
        totalCapped: count.capped,
        older: hasOlder && last ? auditLogCursor(last) : null,
        newer: hasNewer && first ? auditLogCursor(first) : null,
      };
    },

    /**
     * The lines the filters select, for the CSV export: how many, and every one newest first in batches. The
     * search is resolved once for both (on SQLite that probes the trigram index).
     */
    async exportOf(filters: AuditLogFilters, batchSize = EXPORT_BATCH_SIZE) {
      const { query } = await matching(filters);
      return {
        count: () => countRows(query),
        lines: (): AsyncGenerator<AuditLine[]> =>
          inBatches(
            async ({ after, limit }) => {
              let batch = query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
              if (after) batch = batch.where(olderThan('audit_log', 'at', after));
              return (await batch.execute()).map(toAuditLine);
            },
            (line) => ({ at: line.at, id: line.id }),
            batchSize,
          ),
      };
    },
  };
}

/**
 * The audit log. Lines are only ever added: nothing in the product changes or removes one. Build it on the
 * transaction of the action it records, so that the line and the change commit together.
 */
export function createAuditLogRepository(trx: Transaction<Database>) {
  return {
    ...createAuditLogQueries(trx),
    async record(entry: AuditEntry, at: Date = new Date()): Promise<void> {
      await trx
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          at: at.toISOString(),
          actor_id: entry.actorId,
          actor_name: entry.actorName,
          action: entry.action,
          record_kind: entry.recordKind,
          record_id: entry.recordId,
          record_label: entry.recordLabel,
        })
        .execute();
    },

    /** Gives every line about the record `label` instead of the name it showed (its erasure). */
    async relabel(record: { kind: string; id: string }, label: string): Promise<void> {
      await trx
        .updateTable('audit_log')
        .set({ record_label: label })
        .where('record_kind', '=', record.kind)
        .where('record_id', '=', record.id)
        .execute();
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

export type AuditLogQueries = ReturnType<typeof createAuditLogQueries>;
