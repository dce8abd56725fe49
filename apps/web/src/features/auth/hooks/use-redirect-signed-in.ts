import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getSession, isLoggedIn, takeForbiddenUrl, takeReturnTo } from '../../../lib/session';
import { landingPath } from '../landing-path';

/**
 * A signed-in visitor of /sign-in or /sign-up goes on to the page they asked for, or their landing page (staff: the back office) when
 * that page refused them (403): going back would only bounce them here again.
 */
export function useRedirectSignedIn() {
  const navigate = useNavigate();
  useEffect(() => {
    const forbidden = takeForbiddenUrl();
    if (!isLoggedIn()) return;
    const returnTo = takeReturnTo();
    void navigate(returnTo && returnTo !== forbidden ? returnTo : landingPath(getSession()), {
      replace: true,
    });
  }, [navigate]);
}
