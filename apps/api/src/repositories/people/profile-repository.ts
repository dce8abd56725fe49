import type { PersonalInformation, PersonalInformationResponse } from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A person's personal information as read. */
export function createProfileQueries(db: Kysely<Database>) {
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

  return {
    findPersonalInformation,
  };
}

/**
 * The personal information a user keeps up to date in the portal (user_personal_details); it reads the
 * name and e-mail beside it, which are the user's own (the users repository changes them).
 */
export function createProfileRepository(trx: Transaction<Database>) {
  return {
    ...createProfileQueries(trx),
    /** The details beside the user's name and e-mail (created on the first save). */
    async saveDetails(userId: string, input: PersonalInformation, at: Date): Promise<void> {
      const details = {
        date_of_birth: input.dateOfBirth,
        marital_status: input.maritalStatus,
        emergency_contact_name: input.emergencyContactName,
        emergency_contact_phone: input.emergencyContactPhone,
        updated_at: at.toISOString(),
      };
      await trx
        .insertInto('user_personal_details')
        .values({ user_id: userId, ...details })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(details))
        .execute();
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

export type ProfileQueries = ReturnType<typeof createProfileQueries>;
