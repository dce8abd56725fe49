import { PageIntro } from '../../components/ui/page-intro';
import { CaptchaField } from '../../features/captcha/components/captcha-field';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useRedirectSignedIn } from '../../features/auth/hooks/use-redirect-signed-in';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/sign-up';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Sign Up',
    'Create your SmartMove employee or partner account with your phone number.',
    location.pathname,
  );

export default function SignUp() {
  useRedirectSignedIn();
  return (
    <>
      <PageIntro title="Sign up">Create your employee or partner account with your phone number.</PageIntro>
      <div className="container auth-page">
        <SignUpForm renderCaptcha={(props) => <CaptchaField {...props} variant="invisible" />} />
      </div>
    </>
  );
}
