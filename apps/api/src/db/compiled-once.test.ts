import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compiledOnce } from './compiled-once.js';

interface Notes {
  notes: { id: number; text: string; tag: string | null };
}

function openDatabase() {
  const db = new Kysely<Notes>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  return {
    db,
    ready: sql`create table notes (id integer primary key, text text not null, tag text)`.execute(db),
  };
}

describe('compiledOnce', () => {
  const { db, ready } = openDatabase();
  afterAll(() => db.destroy());

  const insert = (id: number, text: string) =>
    compiledOnce(db, 'insert note', [id, text], () =>
      db.insertInto('notes').values({ id, text }).returning('text').compile(),
    );

  it("compiles a shape's first statement only, and runs the next ones with their own values", async () => {
    await ready;
    const compile = vi.fn(() => db.insertInto('notes').values({ id: 1, text: 'one' }).compile());
    await db.executeQuery(compiledOnce(db, 'counted insert', [1, 'one'], compile));
    const second = compiledOnce(db, 'counted insert', [2, 'two'], compile);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(second.parameters).toEqual([2, 'two']);
    await db.executeQuery(second);
    expect((await db.executeQuery(insert(3, 'three'))).rows).toEqual([{ text: 'three' }]);
    expect((await db.executeQuery(insert(4, 'four'))).rows).toEqual([{ text: 'four' }]);
    const notes = await db.selectFrom('notes').select(['id', 'text']).orderBy('id').execute();
    expect(notes).toEqual([
      { id: 1, text: 'one' },
      { id: 2, text: 'two' },
      { id: 3, text: 'three' },
      { id: 4, text: 'four' },
    ]);
  });

  it('keeps no text for a shape whose values were listed in another order than its text takes them', async () => {
    await ready;
    const compile = vi.fn(() => db.insertInto('notes').values({ id: 10, text: 'ten' }).compile());
    // The caller lists the text first, the statement takes the id first.
    compiledOnce(db, 'misordered insert', ['ten', 10], compile);
    const next = compiledOnce(db, 'misordered insert', ['ten', 10], compile);
    expect(compile).toHaveBeenCalledTimes(2);
    expect(next.parameters).toEqual([10, 'ten']);
  });

  it('keeps the texts of each database apart: a shape compiled on one is compiled again on another', async () => {
    await ready;
    const other = openDatabase();
    await other.ready;
    try {
      await db.executeQuery(insert(20, 'first database'));
      const compile = vi.fn(() =>
        other.db.insertInto('notes').values({ id: 20, text: 'other database' }).returning('text').compile(),
      );
      const onOther = compiledOnce(other.db, 'insert note', [20, 'other database'], compile);
      expect(compile).toHaveBeenCalledTimes(1);
      expect((await other.db.executeQuery(onOther)).rows).toEqual([{ text: 'other database' }]);
    } finally {
      await other.db.destroy();
    }
  });
});
