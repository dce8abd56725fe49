import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { SystemPage } from '../../features/system/components/system-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/system';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('System', 'E-mail waiting and failed, and the last run of each scheduled job.', location.pathname);

export default function StaffSystem() {
  return (
    <StaffGate route="system" title="System">
      <PageIntro title="System">
        E-mail waiting to be sent, deliveries that failed, and when each scheduled job last ran and runs next.
      </PageIntro>
      <SystemPage />
    </StaffGate>
  );
}
