import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  PREPARED_STATEMENT_MARK,
  PREPARED_STATEMENTS_PER_CONNECTION,
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

  it('keeps at most PREPARED_STATEMENTS_PER_CONNECTION shapes on a connection, and runs further ones unnamed', async () => {
    // Each literal makes a text of its own, as each length of a lead's skill list does.
    const shape = (literal: number, n: number) =>
      sql<{ sum: number }>`${preparedOnce}select ${n}::int + ${sql.lit(literal)} as sum`.execute(db);
    const already = (await prepared()).length;
    for (let literal = already; literal < PREPARED_STATEMENTS_PER_CONNECTION; literal += 1)
      await shape(literal, 1);
    expect(await prepared()).toHaveLength(PREPARED_STATEMENTS_PER_CONNECTION);
    expect((await shape(1000, 1)).rows).toEqual([{ sum: 1001 }]);
    expect((await shape(1000, 2)).rows).toEqual([{ sum: 1002 }]);
    const names = (await prepared()).map((row) => row.name);
    expect(names).toHaveLength(PREPARED_STATEMENTS_PER_CONNECTION);
    expect(names).not.toContain(
      preparedStatementName(`${PREPARED_STATEMENT_MARK}select $1::int + 1000 as sum`),
    );
    // A shape prepared before the limit was reached still runs as it was prepared.
    expect((await shape(PREPARED_STATEMENTS_PER_CONNECTION - 1, 5)).rows).toEqual([
      { sum: PREPARED_STATEMENTS_PER_CONNECTION + 4 },
    ]);
  });

  it('gives the same object for a connection at every checkout, as Kysely expects of a pool', async () => {
    const preparing = preparingPool(pool);
    const first = await preparing.connect();
    first.release();
    const second = await preparing.connect();
    second.release();
    expect(second).toBe(first);
  });
});

describe("every answer's rows detached from node-postgres's array", () => {
  /** A pool of one connection that answers each query with the given node-postgres results. */
  const poolAnswering = (answer: () => unknown) =>
    ({
      connect: async () => ({ query: async () => answer(), release: () => undefined }),
      end: async () => undefined,
    }) as unknown as pg.Pool;

  it("answers the rows in an array of their own and empties the driver's", async () => {
    const driverRows = [{ id: 'a' }, { id: 'b' }];
    const client = await preparingPool(poolAnswering(() => ({ rows: driverRows }))).connect();
    const result = await client.query('select id from t', []);
    expect(result.rows).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(result.rows).not.toBe(driverRows);
    expect(driverRows).toHaveLength(0);
  });

  it('detaches each result of a text of several statements', async () => {
    const first = [{ one: 1 }];
    const second = [{ two: 2 }];
    const client = await preparingPool(poolAnswering(() => [{ rows: first }, { rows: second }])).connect();
    const results = (await client.query('select 1 as one; select 2 as two', [])) as unknown as {
      rows: unknown[];
    }[];
    expect(results.map((result) => result.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
    expect([first.length, second.length]).toEqual([0, 0]);
  });
});
