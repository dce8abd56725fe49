import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/support';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Support', 'Your support cases.', location.pathname);

export default function Support() {
  return <PageIntro title="Support">Your support cases and their status.</PageIntro>;
}
