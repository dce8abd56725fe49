import { PageIntro } from '../../components/ui/page-intro';
import { paths, type RouteHandle } from '../../config/paths';
import { JobList } from '../../features/c2c-jobs/components/job-list';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/view-all-c2c-jobs';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('C2C Jobs', 'All open C2C jobs.', location.pathname);

export const handle: RouteHandle = { tab: 'c2c-jobs' };

export default function ViewAllC2cJobs() {
  return (
    <RoleGate route="viewAllC2cJobs" title="C2C jobs">
      <PageIntro title="C2C jobs">
        All open corp-to-corp positions. Submit your consultants in a few clicks.
      </PageIntro>
      <JobList audience="partner" detailsHref={paths.viewDetails} />
    </RoleGate>
  );
}
