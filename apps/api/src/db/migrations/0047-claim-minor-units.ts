import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * Claims in minor units (docs/product.md#billing): `amount` (a double holding at most two decimals, as the
 * claim form allowed) becomes `amount_minor`, an integer number of cents or paise, converted exactly: the
 * double is rounded to the nearest hundredth, which it is within far less than half a cent, and so it is the
 * hundredth typed. A claim also gets its optional "Bill to client".
 */
export const claimMinorUnits: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .alterTable('expenses')
      .addColumn('amount_minor', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    // PostgreSQL: through numeric, whose round() is half away from zero and exact; SQLite's round() of a
    // value this close to a whole number is that whole number.
    await sql`update expenses set amount_minor = ${
      sqlite ? sql`cast(round(amount * 100) as integer)` : sql`round(amount::numeric * 100)::bigint`
    }`.execute(db);
    await db.schema.alterTable('expenses').dropColumn('amount').execute();
    await db.schema
      .alterTable('expenses')
      .addColumn('bill_to_client_id', 'text', (col) => col.references('clients.id'))
      .execute();
    await db.schema
      .createIndex('expenses_bill_to_client')
      .on('expenses')
      .columns(['bill_to_client_id', 'status'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('expenses_bill_to_client').execute();
    await db.schema.alterTable('expenses').dropColumn('bill_to_client_id').execute();
    await db.schema
      .alterTable('expenses')
      .addColumn('amount', 'double precision', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update expenses set amount = amount_minor / 100.0`.execute(db);
    await db.schema.alterTable('expenses').dropColumn('amount_minor').execute();
  },
};
