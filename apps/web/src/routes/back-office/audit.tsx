import { PageIntro } from '../../components/ui/page-intro';
import { AuditLogList } from '../../features/audit-log/components/audit-log-list';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Audit log', 'Who did what to which record, and when.', location.pathname);

export default function Audit() {
  return (
    <StaffGate route="audit" title="Audit log">
      <PageIntro title="Audit log">
        Who did what to which record, and when: staff actions and sign-ins.
      </PageIntro>
      <AuditLogList />
    </StaffGate>
  );
}
