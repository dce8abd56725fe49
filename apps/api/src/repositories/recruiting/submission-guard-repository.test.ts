import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { createSubmissionGuardRepository, type SubmissionRows } from './submission-guard-repository.js';

describe('insertRows', () => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const ready = sql`create table pairs (id integer primary key, a text not null, b text not null)`.execute(
    db,
  );
  const repository = createSubmissionGuardRepository(db);
  afterAll(() => db.destroy());

  /** Two rows of one table whose keys come in different orders; the table name is a test table's. */
  const pairs = (rows: Record<string, unknown>[]) =>
    [{ table: 'pairs', rows }] as unknown as SubmissionRows[];

  it('stores each value in its column when the rows list their columns in different orders', async () => {
    await ready;
    // The first of this shape has equal values where the orders differ, so no order check can tell them apart.
    await repository.insertRows(
      pairs([
        { id: 1, a: 'same', b: 'same' },
        { id: 2, b: 'same', a: 'same' },
      ]),
    );
    await repository.insertRows(
      pairs([
        { id: 3, a: 'a3', b: 'b3' },
        { id: 4, b: 'b4', a: 'a4' },
      ]),
    );
    const rows = await sql<{
      id: number;
      a: string;
      b: string;
    }>`select id, a, b from pairs order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, a: 'same', b: 'same' },
      { id: 2, a: 'same', b: 'same' },
      { id: 3, a: 'a3', b: 'b3' },
      { id: 4, a: 'a4', b: 'b4' },
    ]);
  });
});
