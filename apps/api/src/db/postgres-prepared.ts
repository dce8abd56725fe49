import { createHash } from 'node:crypto';
import { sql, type PostgresPool, type PostgresPoolClient, type RawBuilder } from 'kysely';
import type pg from 'pg';

/**
 * The comment a statement starts with to be prepared once per PostgreSQL connection (`preparedOnce`).
 */
export const PREPARED_STATEMENT_MARK = '/* prepared */ ';

/**
 * Put first in a statement that runs often and has a few fixed shapes (a form's one statement): PostgreSQL
 * then parses and plans it once per connection, not on every call, which for the form's four-part insert is
 * about a third of the database's CPU per submission. Not for a text that varies freely: each shape stays
 * prepared on every connection of the pool.
 */
export const preparedOnce: RawBuilder<unknown> = sql.raw(PREPARED_STATEMENT_MARK);

/** A prepared statement's name, from its text: the same text always gets the same name, a new text a new one. */
export function preparedStatementName(text: string): string {
  return `prepared_${createHash('sha1').update(text).digest('hex')}`;
}

/**
 * The pool as Kysely's PostgreSQL dialect uses it, except that a statement starting with
 * PREPARED_STATEMENT_MARK runs as a node-postgres named statement: parsed on a connection's first call, then
 * only bound and executed (Kysely itself sends every statement unnamed, to be parsed and planned anew).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = (text: string, parameters: readonly unknown[]) =>
        text.startsWith(PREPARED_STATEMENT_MARK)
          ? client.query({ name: preparedStatementName(text), text, values: [...parameters] })
          : client.query(text, [...parameters]);
      // Only the (sql, parameters) form: the dialect has no cursor configured, so Kysely never passes one.
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
