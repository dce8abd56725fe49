import { PageIntro } from '../../components/ui/page-intro';
import { ApprovalsPage } from '../../features/approvals/components/approvals-page';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/approvals';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Approvals', 'Time sheets, leave and claims waiting for a decision.', location.pathname);

export default function Approvals() {
  return (
    <StaffGate route="approvals" title="Approvals">
      <PageIntro title="Approvals">
        Time sheets, leave requests and claims of the people you manage, oldest first.
      </PageIntro>
      <ApprovalsPage />
    </StaffGate>
  );
}
