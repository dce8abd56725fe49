import { createHash } from 'node:crypto';
import { sql, type PostgresPool, type PostgresPoolClient, type RawBuilder } from 'kysely';
import type pg from 'pg';
import { detachedRows } from './detached-rows.js';

/**
 * The comment a statement starts with to be prepared once per PostgreSQL connection (`preparedOnce`).
 */
export const PREPARED_STATEMENT_MARK = '/* prepared */ ';

/**
 * Put first in a statement that runs often in a few shapes (a form's one statement): PostgreSQL then parses
 * and plans it once per connection, not on every call, which for the form's four-part insert is about a third
 * of the database's CPU per submission. Not for a text that varies freely: each shape stays prepared on its
 * connection for the connection's life (up to PREPARED_STATEMENTS_PER_CONNECTION).
 */
export const preparedOnce: RawBuilder<unknown> = sql.raw(PREPARED_STATEMENT_MARK);

/** A prepared statement's name, from its text: the same text always gets the same name, a new text a new one. */
export function preparedStatementName(text: string): string {
  return `prepared_${createHash('sha1').update(text).digest('hex')}`;
}

/**
 * Shapes a connection keeps prepared at most; a marked statement of a further shape runs unnamed. The pool keeps
 * its connections open, and a form that carries a list (a lead's skills, up to 60) has a shape per length, each
 * up to a megabyte of plan in the server process: the first shapes, the frequent ones, stay prepared.
 */
export const PREPARED_STATEMENTS_PER_CONNECTION = 16;

/**
 * A node-postgres result with its rows moved to an array of their own (`detachedRows`): node-postgres allocates
 * every result's rows array at one site, which V8 may pretenure (after a fresh database's migrations), and an
 * old-generation array keeps its rows alive until a full collection. A text of several statements answers a
 * list of results, each handled alike.
 */
function withDetachedRows<Result extends pg.QueryResult | pg.QueryResult[]>(result: Result): Result {
  if (!Array.isArray(result)) result.rows = detachedRows(result.rows);
  else for (const one of result) one.rows = detachedRows(one.rows);
  return result;
}

/**
 * The pool as Kysely's PostgreSQL dialect uses it, except that a statement starting with
 * PREPARED_STATEMENT_MARK runs as a node-postgres named statement: parsed on a connection's first call, then
 * only bound and executed (Kysely itself sends every statement unnamed, to be parsed and planned anew), and
 * that every answer's rows are detached from node-postgres's array (`withDetachedRows`).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  /**
   * One wrapper per connection of the pool, given out on every checkout: Kysely keeps its own object for each
   * client it is given, so a new wrapper per checkout would be a new one of those per query, each outliving
   * its request in Kysely's map until a full collection.
   */
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    /** The names prepared on this connection (node-postgres keeps the texts, but not for us to read). */
    const names = new Set<string>();
    const send = (text: string, parameters: readonly unknown[]) => {
      if (!text.startsWith(PREPARED_STATEMENT_MARK)) return client.query(text, [...parameters]);
      const name = preparedStatementName(text);
      if (!names.has(name)) {
        if (names.size >= PREPARED_STATEMENTS_PER_CONNECTION) return client.query(text, [...parameters]);
        names.add(name);
      }
      return client.query({ name, text, values: [...parameters] });
    };
    const query = (text: string, parameters: readonly unknown[]) =>
      send(text, parameters).then(withDetachedRows);
    // Only the (sql, parameters) form: the dialect has no cursor configured, so Kysely never passes one.
    // `release` reads the client's own at each call: the pool gives the client a new one at each checkout.
    return { query, release: () => client.release() } as unknown as PostgresPoolClient;
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
