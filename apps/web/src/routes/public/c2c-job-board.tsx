import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths, type RouteHandle } from '../../config/paths';
import { JobList } from '../../features/c2c-jobs/components/job-list';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/c2c-job-board';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'C2C Job Board',
    'Open corp-to-corp (C2C) jobs in data engineering, full stack development and Microsoft Dynamics.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'c2c-jobs' };

export default function C2cJobBoard() {
  return (
    <>
      <PageIntro title="C2C job board">
        Open corp-to-corp positions in data engineering, full stack development and Microsoft Dynamics.
        Looking for consultants instead? See our <Link to={paths.hotList()}>hot list</Link>.
      </PageIntro>
      <JobList audience="public" detailsHref={paths.c2cJobBoardDetails} />
    </>
  );
}
