import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/new-time-sheet';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('New Time Sheet', 'Enter the hours of one week.', location.pathname);

export default function NewTimeSheet() {
  return <PageIntro title="New time sheet">Enter your hours for one week.</PageIntro>;
}
