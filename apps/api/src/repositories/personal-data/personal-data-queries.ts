import { RECORD_KINDS } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createPersonalDataExportQueries } from './personal-data-export-queries.js';

/** What can be erased: an inquiry (contact message, consultation, know-your-worth lead) or an application. */
export type ErasableKind = typeof RECORD_KINDS.inquiry | typeof RECORD_KINDS.application;

/**
 * The records due for erasure (docs/product.md#personal-data) and everything held about a person for their
 * copy (docs/personal-data-export.md). Reads only: the personal data service erases through each table's
 * repository.
 */
export function createPersonalDataQueries(db: Kysely<Database>) {
  return {
    ...createPersonalDataExportQueries(db),
    /** Up to `limit` records stored before `cutoff`, across inquiries and applications, oldest first. */
    async storedBefore(cutoff: Date, limit: number): Promise<{ kind: ErasableKind; id: string }[]> {
      const before = cutoff.toISOString();
      const tables = [
        ['contact_messages', RECORD_KINDS.inquiry],
        ['candidate_leads', RECORD_KINDS.inquiry],
        ['job_applications', RECORD_KINDS.application],
      ] as const;
      const rows = await Promise.all(
        tables.map(async ([table, kind]) =>
          (
            await db
              .selectFrom(table)
              .select(['id', 'created_at'])
              .where('created_at', '<', before)
              .orderBy('created_at')
              .limit(limit)
              .execute()
          ).map((row) => ({ kind: kind as ErasableKind, id: row.id, createdAt: String(row.created_at) })),
        ),
      );
      return rows
        .flat()
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .slice(0, limit)
        .map(({ kind, id }) => ({ kind, id }));
    },
  };
}
