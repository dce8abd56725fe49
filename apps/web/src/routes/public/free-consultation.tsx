import { PageIntro } from '../../components/ui/page-intro';
import { useHiddenChrome } from '../../lib/chrome-visibility';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/free-consultation';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Free Consultation',
    "Let's partner up: request a free consultation on data engineering, full stack development or Microsoft Dynamics.",
    location.pathname,
  );

export default function FreeConsultation() {
  useHiddenChrome();
  return (
    <PageIntro title="Let's partner up">Tell us about your project and we will get back to you.</PageIntro>
  );
}
