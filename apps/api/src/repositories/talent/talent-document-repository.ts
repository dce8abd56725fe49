import { sql, type Transaction } from 'kysely';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { TalentRef } from './talent-ref.js';
import { indexedWords, toTsvectorLiteral } from './talent-query-sql.js';

/** The column of `talent_documents` that refers to each source's record (its row goes with the record). */
const RECORD_COLUMN = { application: 'application_id', bench: 'bench_id', lead: 'lead_id' } as const;

/**
 * The search entries (`talent_documents`): one per record, holding its words as an index only (PostgreSQL's
 * `search_vector`, SQLite's FTS5 `talent_search`), never as text.
 */
export function createTalentDocumentRepository(trx: Transaction<Database>, engine: DatabaseEngine) {
  return {
    /** Makes the record's entry hold `words` (the contract's `searchWords`), in place of what it held. */
    async save(ref: TalentRef, words: readonly string[], at: Date): Promise<void> {
      const row = {
        source: ref.source,
        record_id: ref.id,
        [RECORD_COLUMN[ref.source]]: ref.id,
        indexed_at: at.toISOString(),
      };
      if (engine === 'postgres') {
        const vector = sql`cast(${toTsvectorLiteral(words)} as tsvector)`;
        await trx
          .insertInto('talent_documents')
          .values({ ...row, search_vector: vector })
          .onConflict((oc) =>
            oc.columns(['source', 'record_id']).doUpdateSet((eb) => ({
              search_vector: eb.ref('excluded.search_vector'),
              indexed_at: eb.ref('excluded.indexed_at'),
            })),
          )
          .execute();
        return;
      }
      const { doc_id: docId } = await trx
        .insertInto('talent_documents')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['source', 'record_id'])
            .doUpdateSet((eb) => ({ indexed_at: eb.ref('excluded.indexed_at') })),
        )
        .returning('doc_id')
        .executeTakeFirstOrThrow();
      await sql`delete from talent_search where rowid = ${docId}`.execute(trx);
      await sql`insert into talent_search (rowid, words) values (${docId}, ${indexedWords(words).join(' ')})`.execute(
        trx,
      );
    },
  };
}
