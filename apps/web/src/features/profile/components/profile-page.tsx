import { ACCOUNT_STATUSES } from '@smartmove/contract';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { useAddressQuery, usePersonalInformationQuery, useProfileQuery } from '../api/profile';
import { AddressForm } from './address-form';
import { CalendarSection } from './calendar-section';
import { MyDataSection } from './my-data-section';
import { PasskeysSection } from './passkeys-section';
import { PersonalInformationForm } from './personal-information-form';
import { ProfileSummary } from './profile-summary';
import { RemindersSection } from './reminders-section';

/**
 * /myprofile: the profile from GetProfile, then personal information and address forms, and (once the
 * account is approved) its passkeys and calendar links; last "Download my data".
 */
export function ProfilePage() {
  const profile = useProfileQuery();
  const personal = usePersonalInformationQuery();
  const address = useAddressQuery();
  const failed = [profile, personal, address].find((query) => query.isError);

  return (
    <div className="container portal-section profile-page">
      {failed ? (
        <ErrorState
          message={failureMessage(failed.error)}
          onRetry={() => {
            void profile.refetch();
            void personal.refetch();
            void address.refetch();
          }}
        />
      ) : profile.data && personal.data && address.data ? (
        <>
          <ProfileSummary profile={profile.data} />
          <PersonalInformationForm saved={personal.data} />
          <AddressForm saved={address.data.address} />
          {profile.data.status === ACCOUNT_STATUSES.active ? (
            <>
              <PasskeysSection />
              <RemindersSection profile={profile.data} />
              <CalendarSection />
            </>
          ) : null}
          <MyDataSection />
        </>
      ) : (
        <LoadingState label="Loading your profile…" />
      )}
    </div>
  );
}
