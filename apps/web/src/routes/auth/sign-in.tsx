import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import { isLoggedIn, takeReturnTo } from '../../lib/session';
import type { Route } from './+types/sign-in';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Sign In',
    'Sign in to the SmartMove portal with your phone number and a verification code.',
    location.pathname,
  );

export default function SignIn() {
  const navigate = useNavigate();

  // A signed-in visitor goes on to the page they asked for (or the dashboard).
  useEffect(() => {
    if (isLoggedIn()) navigate(takeReturnTo() ?? paths.dashboard(), { replace: true });
  }, [navigate]);

  return (
    <PageIntro title="Sign in">Sign in with your phone number and the code we send you by SMS.</PageIntro>
  );
}
