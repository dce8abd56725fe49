import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { logout } from '../lib/auth';
import { notifyError } from '../lib/toast';

/** Logout as the profile panel and the mobile menu do it: end the session, then go home; `done` on success. */
export function useLogout(done: () => void) {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      if (await logout()) {
        done();
        void navigate(paths.home());
      }
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'Logout failed');
    }
  }, [done, navigate]);
}
