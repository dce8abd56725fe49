import { PageIntro } from '../../components/ui/page-intro';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/my-profile';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('My Profile', 'Your personal information, address and profile image.', location.pathname);

export default function MyProfile() {
  return (
    <RoleGate route="myProfile" title="My profile">
      <PageIntro title="My profile">Your personal information, address and photo.</PageIntro>
      <ProfilePage />
    </RoleGate>
  );
}
