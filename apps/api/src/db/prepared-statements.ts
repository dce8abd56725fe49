import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements marked at most; past it, new texts run unprepared (each prepared one holds memory per connection). */
const MARKED_LIMIT = 500;
const names = new Map<string, string>();

/**
 * Marks an SQL text to be prepared once per PostgreSQL connection and then run by name: the server skips
 * parsing and planning it again, which cost a third of a small insert's time. For statements run at a
 * high rate (the form intake's batch inserts), never for texts that depend on a request's values.
 */
export function markPrepared(sqlText: string): void {
  if (names.has(sqlText) || names.size >= MARKED_LIMIT) return;
  // The name follows from the text, so a connection never sees one name for two texts.
  names.set(sqlText, `p_${createHash('sha256').update(sqlText).digest('hex').slice(0, 32)}`);
}

export function preparedName(sqlText: string): string | undefined {
  return names.get(sqlText);
}

/** The pool's client: runs the marked texts as named (prepared) statements, everything else as it is. */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
      const name = typeof text === 'string' && Array.isArray(values) && rest.length === 0 && names.get(text);
      return name ? query({ name, text, values }) : query(text, values, ...rest);
    }) as pg.Client['query'];
  }
}
