import { PageIntro } from '../../components/ui/page-intro';
import { CaptchaField } from '../../features/captcha/components/captcha-field';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useRedirectSignedIn } from '../../features/auth/hooks/use-redirect-signed-in';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/sign-in';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Sign In',
    'Sign in to the SmartMove portal with your phone number and a verification code.',
    location.pathname,
  );

export default function SignIn() {
  useRedirectSignedIn();
  return (
    <>
      <PageIntro title="Sign in">Sign in with your phone number and the code we send you by SMS.</PageIntro>
      <div className="container auth-page">
        <SignInForm renderCaptcha={(props) => <CaptchaField {...props} variant="invisible" />} />
      </div>
    </>
  );
}
