import type { Address } from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface StoredAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** A person's postal address as read (app.queries.addresses, or a service's transaction). */
export function createAddressQueries(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<StoredAddress | undefined> {
      const row = await db
        .selectFrom('user_addresses')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        street: row.street,
        city: row.city,
        state: row.state,
        zipCode: row.zip_code,
        country: row.country,
      };
    },
  };
}

/** The address a user keeps up to date in the portal (user_addresses), one per user. */
export function createAddressRepository(trx: Transaction<Database>) {
  return {
    ...createAddressQueries(trx),
    /** Created on the first save, replaced after. */
    async save(userId: string, input: Address, at: Date): Promise<StoredAddress> {
      const values = {
        street: input.street,
        city: input.city,
        state: input.state,
        zip_code: input.zipCode,
        country: input.country,
        updated_at: at.toISOString(),
      };
      await trx
        .insertInto('user_addresses')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
      return { ...input };
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;

export type AddressQueries = ReturnType<typeof createAddressQueries>;
