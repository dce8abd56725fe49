import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths } from '../../config/paths';
import { CaseList } from '../../features/cases/components/case-list';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/support';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Support', 'Your support cases.', location.pathname);

export default function Support() {
  return (
    <RoleGate route="support" title="Support">
      <PageIntro title="Support">
        <p>Your support cases and their status.</p>
        <Link className="button button--primary" to={paths.newCases()}>
          Raise a new case
        </Link>
      </PageIntro>
      <div className="container portal-section">
        <CaseList />
      </div>
    </RoleGate>
  );
}
