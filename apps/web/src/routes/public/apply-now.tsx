import type { RouteHandle } from '../../config/paths';
import { CaptchaField } from '../../features/captcha/components/captcha-field';
import { ApplyPage } from '../../features/job-application/components/apply-page';
import { useHiddenChrome } from '../../lib/chrome-visibility';
import { pageMeta } from '../../lib/meta';
import '../../styles/forms.css';
import type { Route } from './+types/apply-now';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Apply Now', 'Apply for a job at SmartMove: send your details and resume.', location.pathname);

export const handle: RouteHandle = { hideChrome: true };

export default function ApplyNow({ params }: Route.ComponentProps) {
  useHiddenChrome();
  return (
    <ApplyPage
      key={params.id}
      jobName={params.id}
      renderCaptcha={(props) => <CaptchaField {...props} variant="invisible" />}
    />
  );
}
