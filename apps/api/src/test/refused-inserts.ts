import { sql, type Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** The tables a change writes last: its history and audit line, and its e-mail. */
export type RefusableTable = 'audit_log' | 'mail_outbox' | 'record_changes';

/**
 * From now on, every INSERT into `table` fails (a database trigger), as with a full disk or a broken table;
 * the answer undoes it. The change whose last write is refused must then leave nothing behind.
 */
export async function refuseInserts(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  table: RefusableTable,
): Promise<() => Promise<void>> {
  const trigger = sql.raw(`refuse_${table}`);
  const target = sql.table(table);
  if (engine === 'sqlite') {
    await sql`create trigger ${trigger} before insert on ${target}
      begin select raise(abort, 'insert refused'); end`.execute(db);
    return async () => void (await sql`drop trigger if exists ${trigger}`.execute(db));
  }
  await sql`create function ${trigger}() returns trigger language plpgsql as
    $$ begin raise exception 'insert refused'; end $$`.execute(db);
  await sql`create trigger ${trigger} before insert on ${target}
    for each row execute function ${trigger}()`.execute(db);
  // The trigger goes with its function.
  return async () => void (await sql`drop function if exists ${trigger}() cascade`.execute(db));
}
