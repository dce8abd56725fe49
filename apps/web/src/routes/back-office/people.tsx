import { useQuery } from '@tanstack/react-query';
import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { PeoplePage } from '../../features/people/components/people-page';
import { profileQueries } from '../../features/profile/api/profile';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/people';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('People', 'Employees, partners and staff; sign-ups waiting for approval.', location.pathname);

export default function People() {
  const caller = useQuery(profileQueries.account());
  return (
    <StaffGate route="people" title="People">
      <PageIntro title="People">Approve sign-ups, add people, and set their roles and managers.</PageIntro>
      <PeoplePage callerId={caller.data?.id} />
    </StaffGate>
  );
}
