import {
  PENDING_APPROVAL_MESSAGE,
  PORTAL_MESSAGES,
  USER_TYPES,
  type PortalRouteName,
} from '@smartmove/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageIntro } from '../../../components/ui/page-intro';
import { paths } from '../../../config/paths';
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
      <>
        <PageIntro title={title} />
        <div className="container portal-section">
          <div className="role-denied" role="status">
            <h2 className="role-denied__title">{PENDING_APPROVAL_MESSAGE}</h2>
            <p>An administrator will review your sign-up soon. You can sign in again once it is approved.</p>
          </div>
        </div>
      </>
    );
  }
  if (canOpen(route, session.userType)) return <>{children}</>;
  const isEmployee = session.userType === USER_TYPES.employee;
  return (
    <>
      <PageIntro title={title} />
      <div className="container portal-section">
        <div className="role-denied" role="alert">
          <h2 className="role-denied__title">{PORTAL_MESSAGES.roleNotAllowed}</h2>
          <p>
            You are signed in as {isEmployee ? 'an employee' : 'a partner'}; this page is for{' '}
            {isEmployee ? 'partners' : 'employees'}.
          </p>
          <Link className="button button--primary" to={paths.dashboard()}>
            Go to your dashboard
          </Link>
        </div>
      </div>
    </>
  );
}
