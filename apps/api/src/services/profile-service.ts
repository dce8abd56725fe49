import type { Address, PersonalInformation, PersonalInformationResponse } from '@smartmove/contract';
import { createAddressRepository, type StoredAddress } from '../repositories/address-repository.js';
import { createProfileRepository } from '../repositories/profile-repository.js';
import { createUsersRepository } from '../repositories/users-repository.js';
import type { ServiceDeps } from './service-deps.js';

/** What people change about themselves in the portal: personal information, address, company, image. */
export function createProfileService({ db, queries, fileStorage }: ServiceDeps) {
  return {
    /**
     * Name and e-mail live on the user; the other details beside it. Both change together or not at all;
     * undefined when there is no such user.
     */
    async updatePersonalInformation(
      userId: string,
      input: PersonalInformation,
      at = new Date(),
    ): Promise<PersonalInformationResponse | undefined> {
      const updated = await db.transaction().execute(async (trx) => {
        const user = { name: input.name, email: input.email };
        if (!(await createUsersRepository(trx).updateNameAndEmail(userId, user))) return false;
        await createProfileRepository(trx).saveDetails(userId, input, at);
        return true;
      });
      return updated ? queries.profiles.findPersonalInformation(userId) : undefined;
    },

    updateAddress(userId: string, input: Address, at = new Date()): Promise<StoredAddress> {
      return db.transaction().execute((trx) => createAddressRepository(trx).save(userId, input, at));
    },

    async updateCompany(userId: string, company: { companyName: string; companyWebsite: string | null }) {
      await db.transaction().execute((trx) => createUsersRepository(trx).updateCompany(userId, company));
    },

    /**
     * Makes the stored file the user's profile image and removes the one it replaces; when the change
     * fails, the new file is removed instead.
     */
    async replaceProfileImage(userId: string, storedName: string): Promise<void> {
      let previous: string | null;
      try {
        previous = await db.transaction().execute(async (trx) => {
          const users = createUsersRepository(trx);
          const before = (await users.findById(userId))?.profileImageName ?? null;
          await users.setProfileImage(userId, storedName);
          return before;
        });
      } catch (error) {
        await fileStorage.remove(storedName);
        throw error;
      }
      if (previous && previous !== storedName) await fileStorage.remove(previous).catch(() => {});
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
