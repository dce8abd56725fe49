import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { CaseInboxList } from '../../features/inbox/components/case-inbox-list';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/cases';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Cases', 'Support cases of the people you manage, urgent first.', location.pathname);

export default function Cases() {
  return (
    <StaffGate route="cases" title="Cases">
      <PageIntro title="Cases">Support cases of the people you manage, urgent first, then oldest.</PageIntro>
      <div className="container portal-section">
        <CaseInboxList />
      </div>
    </StaffGate>
  );
}
