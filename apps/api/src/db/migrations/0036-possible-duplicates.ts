import { toEmailKey, toPhoneKey } from '@smartmove/contract';
import type { Kysely, Migration, Transaction } from 'kysely';

/** Rows read per step of the backfill. */
const BACKFILL_BATCH = 500;

interface ApplicationRow {
  id: string;
  job_name: string;
  email: string;
  phone: string;
  created_at: string;
}

/** The columns as this migration knows them (a migration is frozen: it does not import the app's schema). */
interface Tables {
  job_applications: ApplicationRow & {
    email_key: string | null;
    phone_key: string | null;
    duplicate_of_id: string | null;
    possible_duplicate: number;
  };
}

async function backfill(db: Kysely<Tables>): Promise<void> {
  // The first application of each job's e-mail and phone, as the rows go by oldest first.
  const firstByKey = new Map<string, string>();
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom('job_applications')
      .select(['id', 'job_name', 'email', 'phone', 'created_at'])
      .orderBy('created_at')
      .orderBy('id')
      .limit(BACKFILL_BATCH);
    if (after) {
      const { created_at, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '>', created_at),
          eb.and([eb('created_at', '=', created_at), eb('id', '>', id)]),
        ]),
      );
    }
    const rows = await query.execute();
    for (const row of rows) {
      const emailKey = toEmailKey(row.email);
      const phoneKey = toPhoneKey(row.phone);
      const keys = [
        emailKey && `${row.job_name}\u0000e\u0000${emailKey}`,
        phoneKey && `${row.job_name}\u0000p\u0000${phoneKey}`,
      ].filter((key): key is string => Boolean(key));
      const earlier = keys.map((key) => firstByKey.get(key)).find((id) => id !== undefined);
      for (const key of keys) if (!firstByKey.has(key)) firstByKey.set(key, row.id);
      await db
        .updateTable('job_applications')
        .set({
          email_key: emailKey,
          phone_key: phoneKey,
          duplicate_of_id: earlier ?? null,
          possible_duplicate: earlier ? 1 : 0,
        })
        .where('id', '=', row.id)
        .execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < BACKFILL_BATCH) return;
    after = last;
  }
}

/**
 * Fills the normalised keys of the applications stored before 0036, and marks those whose e-mail or phone
 * had already applied to the same job as possible duplicates of the first one. In one transaction (SQLite
 * would otherwise commit each row).
 */
export async function backfillDuplicateKeys(db: Kysely<unknown>): Promise<void> {
  const tables = db as Kysely<Tables>;
  if (tables.isTransaction) await backfill(tables);
  else await tables.transaction().execute((trx: Transaction<Tables>) => backfill(trx));
}

/**
 * Duplicate submissions (docs/product.md#possible-duplicates): each application keeps its e-mail and phone
 * normalised (`email_key`, `phone_key`: lower-cased; E.164), indexed with its job so that the check at submit
 * stays an index lookup however many applications there are; `possible_duplicate` marks one whose e-mail or
 * phone had already applied to the job, and `duplicate_of_id` points at that earlier one (null once it is
 * erased). No foreign key: erasing the earlier one must leave this one whole.
 */
export const possibleDuplicates: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable('job_applications').addColumn('email_key', 'text').execute();
    await db.schema.alterTable('job_applications').addColumn('phone_key', 'text').execute();
    await db.schema.alterTable('job_applications').addColumn('duplicate_of_id', 'text').execute();
    await db.schema
      .alterTable('job_applications')
      .addColumn('possible_duplicate', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await backfillDuplicateKeys(db);
    await db.schema
      .createIndex('job_applications_job_email_key')
      .on('job_applications')
      .columns(['job_name', 'email_key'])
      .execute();
    await db.schema
      .createIndex('job_applications_job_phone_key')
      .on('job_applications')
      .columns(['job_name', 'phone_key'])
      .execute();
    // The back office finds the ones that point at a record (its "Submitted again" links, an erasure).
    await db.schema
      .createIndex('job_applications_duplicate_of')
      .on('job_applications')
      .column('duplicate_of_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('job_applications_duplicate_of').execute();
    await db.schema.dropIndex('job_applications_job_phone_key').execute();
    await db.schema.dropIndex('job_applications_job_email_key').execute();
    for (const column of ['possible_duplicate', 'duplicate_of_id', 'phone_key', 'email_key']) {
      await db.schema.alterTable('job_applications').dropColumn(column).execute();
    }
  },
};
