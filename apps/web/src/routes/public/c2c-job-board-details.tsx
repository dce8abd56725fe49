import { Link, useLocation } from 'react-router';
import { paths, type RouteHandle } from '../../config/paths';
import { JobDetails } from '../../features/c2c-jobs/components/job-details';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/c2c-job-board-details';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('C2C Job Details', 'Details of an open corp-to-corp (C2C) job.', location.pathname);

export const handle: RouteHandle = { tab: 'c2c-jobs' };

export default function C2cJobBoardDetails({ params }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <JobDetails
      audience="public"
      jobName={params.id}
      listHref={paths.c2cJobBoard()}
      path={pathname}
      renderActions={(job) => (
        <div className="job-details__actions">
          <Link className="button button--primary" to={paths.applyNow(job.pro_jobname)}>
            Apply Now<span className="visually-hidden"> for {job.pro_jobtitle}</span>
          </Link>
          <Link className="button button--secondary" to={paths.c2cJobBoard()}>
            See all jobs
          </Link>
        </div>
      )}
    />
  );
}
