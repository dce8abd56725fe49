import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/submissions';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Submissions', 'The candidates you submitted.', location.pathname);

export default function Submissions() {
  return <PageIntro title="Submissions">The candidates you submitted.</PageIntro>;
}
