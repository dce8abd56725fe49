import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Generated secrets, one row per name, shared by every process on the database. */
export function createSecretRepository(trx: Transaction<Database>) {
  return {
    /** The stored value of the secret, storing `candidate` first when there is none (the first writer wins). */
    async findOrCreate(name: string, candidate: string, now: Date): Promise<string> {
      await trx
        .insertInto('app_secrets')
        .values({ name, value: candidate, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await trx
        .selectFrom('app_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
