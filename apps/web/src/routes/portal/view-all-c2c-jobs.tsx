import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/view-all-c2c-jobs';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('C2C Jobs', 'All open C2C jobs.', location.pathname);

export const handle: RouteHandle = { tab: 'c2c-jobs' };

export default function ViewAllC2cJobs() {
  return <PageIntro title="C2C jobs">All open corp-to-corp positions.</PageIntro>;
}
