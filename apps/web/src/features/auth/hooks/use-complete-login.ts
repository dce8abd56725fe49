import type { LoginSession } from '@smartmove/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { saveSession, takeReturnTo } from '../../../lib/session';
import { landingPath } from '../landing-path';

/** Stores the session under 'user-session' and goes on to the remembered page, or where the person works (landingPath). */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return useCallback(
    (session: LoginSession) => {
      saveSession(session);
      void navigate(takeReturnTo() ?? landingPath(session), { replace: true });
    },
    [navigate],
  );
}
