import {
  PENDING_APPROVAL_MESSAGE,
  PORTAL_MESSAGES,
  USER_TYPES,
  type PortalRouteName,
} from '@smartmove/contract';
import type { ReactNode } from 'react';
import { RoleDenied } from '../../../components/ui/role-denied';
import { useSession } from '../../../lib/session';
import { usePendingApproval } from '../approval-status';
import { canOpen } from '../portal-access';

/**
 * Shows a portal page only to the roles it is for; everyone else gets a clear explanation. An account
 * waiting for approval sees the page's heading and that it waits, whatever the page.
 */
export function RoleGate({
  route,
  title,
  children,
}: {
  route: PortalRouteName;
  title: string;
  children: ReactNode;
}) {
  const session = useSession();
  const pending = usePendingApproval();
  if (!session) return null;
  if (pending) {
    return (
      <RoleDenied title={title} heading={PENDING_APPROVAL_MESSAGE} role="status" toDashboard={false}>
        <p>An administrator will review your sign-up soon. You can sign in again once it is approved.</p>
      </RoleDenied>
    );
  }
  if (canOpen(route, session.userType)) return <>{children}</>;
  const isEmployee = session.userType === USER_TYPES.employee;
  return (
    <RoleDenied title={title} heading={PORTAL_MESSAGES.roleNotAllowed}>
      <p>
        You are signed in as {isEmployee ? 'an employee' : 'a partner'}; this page is for{' '}
        {isEmployee ? 'partners' : 'employees'}.
      </p>
    </RoleDenied>
  );
}
