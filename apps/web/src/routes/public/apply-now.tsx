import { PageIntro } from '../../components/ui/page-intro';
import { useHiddenChrome } from '../../lib/chrome-visibility';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/apply-now';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Apply Now', 'Apply for a job at SmartMove: send your details and resume.', location.pathname);

export default function ApplyNow() {
  useHiddenChrome();
  return <PageIntro title="Apply for job">Send your details and resume for this position.</PageIntro>;
}
