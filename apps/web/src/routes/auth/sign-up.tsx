import { PageIntro } from '../../components/ui/page-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/sign-up';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Sign Up',
    'Create your SmartMove employee or partner account with your phone number.',
    location.pathname,
  );

export default function SignUp() {
  return (
    <PageIntro title="Sign up">Create your employee or partner account with your phone number.</PageIntro>
  );
}
