import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/c2c-job-board-details';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('C2C Job Details', 'Details of an open corp-to-corp (C2C) job.', location.pathname);

export const handle: RouteHandle = { tab: 'c2c-jobs' };

export default function C2cJobBoardDetails() {
  return <PageIntro title="C2C job details">The details of this position.</PageIntro>;
}
