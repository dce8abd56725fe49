import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/my-profile';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('My Profile', 'Your personal information, address and profile image.', location.pathname);

export default function MyProfile() {
  return <PageIntro title="My profile">Your personal information, address and photo.</PageIntro>;
}
