import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageIntro } from './page-intro';

/**
 * In place of a page the signed-in user may not open, or not yet: its title, then why (`heading` and any
 * explanation), and with `toDashboard` the way back to their dashboard.
 */
export function RoleDenied({
  title,
  heading,
  role = 'alert',
  toDashboard = true,
  children,
}: {
  title: string;
  heading: string;
  /** "status" for a wait (an account pending approval) rather than a refusal. */
  role?: 'alert' | 'status';
  toDashboard?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <PageIntro title={title} />
      <div className="container portal-section">
        <div className="role-denied" role={role}>
          <h2 className="role-denied__title">{heading}</h2>
          {children}
          {toDashboard ? (
            <Link className="button button--primary" to={paths.dashboard()}>
              Go to your dashboard
            </Link>
          ) : null}
        </div>
      </div>
    </>
  );
}
