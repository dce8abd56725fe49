import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { ApplicationList } from '../../features/inbox/components/application-list';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Applications', 'Job applications and submitted candidates.', location.pathname);

export default function Applications() {
  return (
    <StaffGate route="applications" title="Applications">
      <PageIntro title="Applications">Job applications and the candidates partners submitted.</PageIntro>
      <div className="container portal-section">
        <ApplicationList />
      </div>
    </StaffGate>
  );
}
