import { PageIntro } from '../../components/ui/page-intro';
import { LeavePage } from '../../features/leave/components/leave-page';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/apply-leave';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Apply Leave', 'Apply for leave and see your balance.', location.pathname);

export default function ApplyLeave() {
  return (
    <RoleGate route="applyLeave" title="Apply leave">
      <PageIntro title="Apply leave">Request leave and see your balance.</PageIntro>
      <LeavePage />
    </RoleGate>
  );
}
