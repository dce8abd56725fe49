import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  PREPARED_STATEMENT_MARK,
  preparedOnce,
  preparedStatementName,
  preparingPool,
} from './postgres-prepared.js';

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('statements prepared once per PostgreSQL connection', () => {
  // One connection, so that the statements below and the look at pg_prepared_statements share a session.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = new Kysely<Record<string, never>>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
  });
  afterAll(() => db.destroy());

  const prepared = () =>
    pool
      .query<{ name: string; statement: string }>(
        `select name, statement from pg_prepared_statements where name like 'prepared\\_%'`,
      )
      .then((result) => result.rows);

  it('prepares a marked statement on its first call and only binds and runs it on the next ones', async () => {
    const double = (n: number) =>
      sql<{ twice: number }>`${preparedOnce}select ${n}::int * 2 as twice`.execute(db);
    expect((await double(2)).rows).toEqual([{ twice: 4 }]);
    expect((await double(21)).rows).toEqual([{ twice: 42 }]);
    const text = `${PREPARED_STATEMENT_MARK}select $1::int * 2 as twice`;
    expect(await prepared()).toEqual([{ name: preparedStatementName(text), statement: text }]);
  });

  it('leaves an unmarked statement unnamed, and gives each marked text its own name', async () => {
    await sql`select ${1}::int as one`.execute(db);
    await sql`${preparedOnce}select ${'a'}::text || 'b' as joined`.execute(db);
    const names = (await prepared()).map((row) => row.name);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    expect((await prepared()).every((row) => row.statement.startsWith(PREPARED_STATEMENT_MARK))).toBe(true);
  });

  it('keeps an error of a prepared statement its own: the next call runs', async () => {
    const divide = (by: number) => sql`${preparedOnce}select 1 / ${by}::int as quotient`.execute(db);
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect((await divide(1)).rows).toEqual([{ quotient: 1 }]);
  });
});
