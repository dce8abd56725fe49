import { PageIntro } from '../../components/ui/page-intro';
import { CaseForm } from '../../features/cases/components/case-form';
import { CaseList } from '../../features/cases/components/case-list';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/new-cases';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('New Case', 'Raise a support case.', location.pathname);

export default function NewCases() {
  return (
    <RoleGate route="newCases" title="New case">
      <PageIntro title="New case">Raise a support case.</PageIntro>
      <div className="container portal-section">
        <CaseForm />
        <CaseList title="Your recent cases" />
      </div>
    </RoleGate>
  );
}
