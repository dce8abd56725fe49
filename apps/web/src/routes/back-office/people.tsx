import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { PeoplePage } from '../../features/people/components/people-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/people';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('People', 'Employees, partners and staff; sign-ups waiting for approval.', location.pathname);

export default function People() {
  return (
    <StaffGate route="people" title="People">
      <PageIntro title="People">Approve sign-ups, add people, and set their roles and managers.</PageIntro>
      <PeoplePage />
    </StaffGate>
  );
}
