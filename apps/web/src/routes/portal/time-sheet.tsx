import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/time-sheet';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Time Sheets', 'Your weekly time sheets.', location.pathname);

export default function TimeSheet() {
  return <PageIntro title="Time sheets">Your weekly time sheets.</PageIntro>;
}
