import { randomUUID } from 'node:crypto';
import type { AuditLogFilters, Page } from '@smartmove/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../db/schema.js';
import {
  countRows,
  EXPORT_BATCH_SIZE,
  inBatches,
  olderThan,
  pageOffset,
  toPage,
  type PageRequest,
} from './pagination.js';
import { containsText } from './text-search.js';

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

/**
 * The audit log. Lines are only ever added: nothing in the product changes or removes one. Build it on the
 * transaction of the action it records, so that the line and the change commit together.
 */
export function createAuditLogRepository(db: Kysely<Database>) {
  function matching(filters: AuditLogFilters) {
    const query = db.selectFrom('audit_log');
    if (!filters.search) return query;
    const columns = [
      sql.ref('audit_log.actor_name'),
      sql.ref('audit_log.action'),
      sql.ref('audit_log.record_label'),
    ];
    return query.where(containsText(db, 'audit_log', columns, filters.search));
  }

  return {
    async record(entry: AuditEntry, at: Date = new Date()): Promise<void> {
      await db
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

    /**
     * Newest first; the search text anywhere in who, the action or the record. The page's ids are found in
     * the (at, id) index alone and only its lines read (a deferred join): a deep page skips index entries.
     */
    async list({ search, ...request }: PageRequest & AuditLogFilters): Promise<Page<AuditLine>> {
      const query = matching({ search });
      const ids = query
        .select('audit_log.id')
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(request.pageSize)
        .offset(pageOffset(request));
      const [rows, count] = await Promise.all([
        db
          .selectFrom('audit_log')
          .selectAll()
          .where('id', 'in', ids)
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        countRows(query),
      ]);
      return toPage(rows.map(toAuditLine), count, request);
    },

    /** How many lines the search selects. */
    count(filters: AuditLogFilters): Promise<number> {
      return countRows(matching(filters));
    },

    /** Every line the search selects, newest first, in batches (the CSV export streams them). */
    listAll(filters: AuditLogFilters, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<AuditLine[]> {
      return inBatches(
        async ({ after, limit }) => {
          let query = matching(filters).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
          if (after) query = query.where(olderThan('audit_log', 'at', after));
          return (await query.execute()).map(toAuditLine);
        },
        (line) => ({ at: line.at, id: line.id }),
        batchSize,
      );
    },

    /** Gives every line about the record `label` instead of the name it showed (its erasure). */
    async relabel(record: { kind: string; id: string }, label: string): Promise<void> {
      await db
        .updateTable('audit_log')
        .set({ record_label: label })
        .where('record_kind', '=', record.kind)
        .where('record_id', '=', record.id)
        .execute();
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
