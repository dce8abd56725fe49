import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { Kysely, sql } from 'kysely';
import {
  createSqliteDialect,
  restartWal,
  startCheckpointer,
  withStatementCache,
} from './sqlite-connection.js';

const folders: string[] = [];
function openScratchDatabase() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-connection-'));
  folders.push(folder);
  const file = path.join(folder, 'app.db');
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.exec('create table notes (id integer primary key, text text not null)');
  return { database, file };
}

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('withStatementCache', () => {
  it('prepares each SQL text once and runs it again with new parameters', () => {
    const { database } = openScratchDatabase();
    const cached = withStatementCache(database);
    const insert = cached.prepare('insert into notes (text) values (?)');
    expect(cached.prepare('insert into notes (text) values (?)')).toBe(insert);
    (insert as unknown as SQLite.Statement).run('first');
    (cached.prepare('insert into notes (text) values (?)') as unknown as SQLite.Statement).run('second');
    const rows = (cached.prepare('select text from notes order by id') as unknown as SQLite.Statement).all();
    expect(rows).toEqual([{ text: 'first' }, { text: 'second' }]);
    cached.close();
  });
});

describe('createSqliteDialect', () => {
  it('reports the real error of a transaction SQLite rolled back itself (a full database)', async () => {
    const { database } = openScratchDatabase();
    const db = new Kysely<{ notes: { id?: number; text: string } }>({
      dialect: createSqliteDialect(database),
    });
    const pages = database.pragma('page_count', { simple: true }) as number;
    database.pragma(`max_page_count = ${pages + 2}`);
    const filling = db.transaction().execute(async (trx) => {
      for (let index = 0; index < 10; index += 1) {
        await trx
          .insertInto('notes')
          .values({ text: 'x'.repeat(8192) })
          .execute();
      }
    });
    await expect(filling).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    expect(database.inTransaction).toBe(false);
    // A failing transaction that SQLite left open is still rolled back.
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'kept?' }).execute();
      await sql`select * from no_such_table`.execute(trx);
    });
    await expect(failing).rejects.toMatchObject({ code: 'SQLITE_ERROR' });
    expect(database.inTransaction).toBe(false);
    expect(await db.selectFrom('notes').selectAll().execute()).toEqual([]);
    await db.destroy();
  });
});

describe('startCheckpointer', () => {
  it('copies committed pages from the WAL into the database file from its worker thread', async () => {
    const { database, file } = openScratchDatabase();
    const checkpointer = startCheckpointer(database, file, { onWalOverLimit: () => {} });
    const sizeBefore = fs.statSync(file).size;
    const insert = database.prepare('insert into notes (text) values (?)');
    for (let index = 0; index < 2000; index += 1) insert.run(`note ${index} ${'x'.repeat(200)}`);
    // The main connection no longer checkpoints: only the worker can have grown the file.
    await expect.poll(() => fs.statSync(file).size, { timeout: 5000 }).toBeGreaterThan(sizeBefore + 100_000);
    await checkpointer.stop();
    database.close();
    const reopened = new SQLite(file, { readonly: true });
    expect(reopened.prepare('select count(*) as count from notes').get()).toEqual({ count: 2000 });
    reopened.close();
  });

  it('asks for the WAL to be emptied once it holds more pages than the limit', async () => {
    const { database, file } = openScratchDatabase();
    const checkpointer = startCheckpointer(database, file, {
      walLimitPages: 50,
      onWalOverLimit: () => database.pragma('wal_checkpoint(TRUNCATE)'),
    });
    const insert = database.prepare('insert into notes (text) values (?)');
    for (let index = 0; index < 2000; index += 1) insert.run(`note ${index} ${'x'.repeat(200)}`);
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(50 * 4096);
    await expect.poll(() => fs.statSync(`${file}-wal`).size, { timeout: 5000 }).toBe(0);
    await checkpointer.stop();
    database.close();
  });

  it('still empties the WAL while writes go on', async () => {
    const { database, file } = openScratchDatabase();
    const insert = database.prepare('insert into notes (text) values (?)');
    const truncations: { busy: number; log: number }[] = [];
    const checkpointer = startCheckpointer(database, file, {
      walLimitPages: 200,
      onWalOverLimit: () => truncations.push(...(database.pragma('wal_checkpoint(TRUNCATE)') as never[])),
    });
    let index = 0;
    const writer = setInterval(() => {
      for (let row = 0; row < 20; row += 1) insert.run(`note ${(index += 1)} ${'x'.repeat(400)}`);
    }, 1);
    // A TRUNCATE that found the worker copying reports busy (the worker asks again on a later tick).
    const emptied = () => truncations.filter((result) => result.busy === 0 && result.log === 0).length;
    await expect.poll(emptied, { timeout: 10_000 }).toBeGreaterThan(2);
    clearInterval(writer);
    await checkpointer.stop();
    database.close();
  });

  it('keeps the WAL small by starting it over (RESTART), without cutting the file back, while writes go on', async () => {
    const { database, file } = openScratchDatabase();
    const db = new Kysely<never>({ dialect: createSqliteDialect(database) });
    const insert = database.prepare('insert into notes (text) values (?)');
    let restarts = 0;
    const checkpointer = startCheckpointer(database, file, {
      walLimitPages: 200,
      onWalOverLimit: () => void restartWal(db as never, 1).then((done) => (restarts += done ? 1 : 0)),
    });
    let index = 0;
    const writer = setInterval(() => {
      for (let row = 0; row < 20; row += 1) insert.run(`note ${(index += 1)} ${'x'.repeat(400)}`);
    }, 1);
    await expect.poll(() => restarts, { timeout: 10_000 }).toBeGreaterThan(2);
    clearInterval(writer);
    await checkpointer.stop();
    // Started over: the next commit is written from the WAL's first frame, into a file that kept its size.
    expect(await restartWal(db as never, 5)).toBe(true);
    insert.run('one more note');
    const [result] = database.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
    expect(result?.log).toBeLessThanOrEqual(4);
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(200 * 4096);
    await db.destroy();
  });
});
