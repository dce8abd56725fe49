import type { Address, PersonalInformation, PersonalInformationResponse } from '@smartmove/contract';
import { createAddressRepository, type StoredAddress } from '../../repositories/people/address-repository.js';
import { createProfileRepository } from '../../repositories/people/profile-repository.js';
import { createUsersRepository } from '../../repositories/people/users-repository.js';
import type { ReceivedUpload } from '../after-commit.js';
import type { ServiceDeps } from '../service-deps.js';

/** What people change about themselves in the portal: personal information, address, company, image. */
export function createProfileService({ changes, queries }: ServiceDeps) {
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
      const updated = await changes.run(async (trx) => {
        const user = { name: input.name, email: input.email };
        if (!(await createUsersRepository(trx).updateNameAndEmail(userId, user))) return false;
        await createProfileRepository(trx).saveDetails(userId, input, at);
        return true;
      });
      return updated ? queries.profiles.findPersonalInformation(userId) : undefined;
    },

    updateAddress(userId: string, input: Address, at = new Date()): Promise<StoredAddress> {
      return changes.run((trx) => createAddressRepository(trx).save(userId, input, at));
    },

    async updateCompany(userId: string, company: { companyName: string; companyWebsite: string | null }) {
      await changes.run((trx) => createUsersRepository(trx).updateCompany(userId, company));
    },

    /**
     * Makes the upload the user's profile image; the image it replaces is removed once that has committed
     * (and the upload, should the change fail).
     */
    async replaceProfileImage(userId: string, image: ReceivedUpload): Promise<void> {
      await changes.run(async (trx, after) => {
        const users = createUsersRepository(trx);
        const previous = (await users.findById(userId))?.profileImageName;
        await users.setProfileImage(userId, image.storedName);
        after.keep(image);
        if (previous) after.removeFile(previous);
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
