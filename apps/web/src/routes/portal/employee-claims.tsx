import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/employee-claims';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Expense Claims', 'Your expense claims.', location.pathname);

export default function EmployeeClaims() {
  return <PageIntro title="Expense claims">Your expense claims.</PageIntro>;
}
