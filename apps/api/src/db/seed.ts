import { ACCOUNT_STATUSES } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import {
  DEMO_BENCH_CANDIDATES,
  DEMO_JOBS,
  DEMO_PROPERTIES,
  DEMO_REALTOR_LEADS,
  DEMO_USERS,
} from './seed-data.js';

/** Inserts the demo data; rows that already exist (by id) are left as they are. */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      // Every row names the same columns (SQLite has no DEFAULT in a multi-row VALUES).
      .values(
        DEMO_USERS.map((user) => ({
          ...user,
          status: ACCOUNT_STATUSES.active,
          staff_roles: user.staff_roles ?? '',
          manager_id: user.manager_id ?? null,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('c2c_jobs')
      .values(DEMO_JOBS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('bench_candidates')
      .values(DEMO_BENCH_CANDIDATES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('properties')
      .values(DEMO_PROPERTIES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('realtor_leads')
      .values(DEMO_REALTOR_LEADS)
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
