import { PageIntro } from '../../components/ui/page-intro';
import { Dashboard as DashboardView } from '../../features/dashboard/components/dashboard';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Dashboard', 'Your SmartMove dashboard.', location.pathname);

export default function Dashboard() {
  return (
    <>
      <PageIntro title="Dashboard">Your overview.</PageIntro>
      <DashboardView />
    </>
  );
}
