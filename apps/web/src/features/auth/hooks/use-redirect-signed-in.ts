import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isLoggedIn, takeForbiddenUrl, takeReturnTo } from '../../../lib/session';

/**
 * A signed-in visitor of /sign-in or /sign-up goes on to the page they asked for, or the dashboard when
 * that page refused them (403): going back would only bounce them here again.
 */
export function useRedirectSignedIn() {
  const navigate = useNavigate();
  useEffect(() => {
    const forbidden = takeForbiddenUrl();
    if (!isLoggedIn()) return;
    const returnTo = takeReturnTo();
    void navigate(returnTo && returnTo !== forbidden ? returnTo : paths.dashboard(), { replace: true });
  }, [navigate]);
}
