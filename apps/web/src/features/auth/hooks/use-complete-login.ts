import type { LoginSession } from '@smartmove/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { saveSession, takeReturnTo } from '../../../lib/session';

/** Stores the session under 'user-session' and goes on to the remembered page, or the dashboard. */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return useCallback(
    (session: LoginSession) => {
      saveSession(session);
      void navigate(takeReturnTo() ?? paths.dashboard(), { replace: true });
    },
    [navigate],
  );
}
