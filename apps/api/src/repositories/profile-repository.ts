import type { Address, PersonalInformation, PersonalInformationResponse } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createUsersRepository } from './users-repository.js';

export interface StoredAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/**
 * The personal information and address a user keeps up to date in the portal (user_personal_details and
 * user_addresses); name and e-mail are the user's own, changed through the users repository.
 */
export function createProfileRepository(db: Kysely<Database>) {
  async function findPersonalInformation(userId: string): Promise<PersonalInformationResponse | undefined> {
    const row = await db
      .selectFrom('users')
      .leftJoin('user_personal_details as details', 'details.user_id', 'users.id')
      .select([
        'users.name',
        'users.email',
        'details.date_of_birth',
        'details.marital_status',
        'details.emergency_contact_name',
        'details.emergency_contact_phone',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      name: row.name,
      email: row.email,
      dateOfBirth: row.date_of_birth ?? '',
      maritalStatus: row.marital_status ?? '',
      emergencyContactName: row.emergency_contact_name ?? '',
      emergencyContactPhone: row.emergency_contact_phone ?? '',
    };
  }

  async function findAddress(userId: string): Promise<StoredAddress | undefined> {
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
  }

  return {
    findPersonalInformation,
    findAddress,

    /** Name and e-mail live on the user; the other details beside it. Both change together or not at all. */
    async updatePersonalInformation(
      userId: string,
      input: PersonalInformation,
      now = new Date(),
    ): Promise<PersonalInformationResponse | undefined> {
      const updated = await db.transaction().execute(async (trx) => {
        const user = { name: input.name, email: input.email };
        if (!(await createUsersRepository(trx).updateNameAndEmail(userId, user))) return false;
        const details = {
          date_of_birth: input.dateOfBirth,
          marital_status: input.maritalStatus,
          emergency_contact_name: input.emergencyContactName,
          emergency_contact_phone: input.emergencyContactPhone,
          updated_at: now.toISOString(),
        };
        await trx
          .insertInto('user_personal_details')
          .values({ user_id: userId, ...details })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet(details))
          .execute();
        return true;
      });
      return updated ? findPersonalInformation(userId) : undefined;
    },

    async updateAddress(userId: string, input: Address, now = new Date()): Promise<StoredAddress> {
      const values = {
        street: input.street,
        city: input.city,
        state: input.state,
        zip_code: input.zipCode,
        country: input.country,
        updated_at: now.toISOString(),
      };
      await db
        .insertInto('user_addresses')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
      return { ...input };
    },
  };
}
