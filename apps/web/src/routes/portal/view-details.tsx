import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/view-details';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Job Details', 'The details of a C2C job.', location.pathname);

export const handle: RouteHandle = { tab: 'c2c-jobs' };

export default function ViewDetails() {
  return <PageIntro title="Job details">The details of this position.</PageIntro>;
}
