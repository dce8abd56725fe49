import { NO_ACCESS_MESSAGE, type BackOfficeRouteName } from '@smartmove/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageIntro } from '../../../components/ui/page-intro';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { canOpenBackOffice } from '../back-office-access';

/** Shows a back-office page only to the staff roles it is for; anyone else reads that they have no access. */
export function StaffGate({
  route,
  title,
  children,
}: {
  route: BackOfficeRouteName;
  title: string;
  children: ReactNode;
}) {
  const session = useSession();
  if (!session) return null;
  if (canOpenBackOffice(route, session.roles)) return <>{children}</>;
  return (
    <>
      <PageIntro title={title} />
      <div className="container portal-section">
        <div className="role-denied" role="alert">
          <h2 className="role-denied__title">{NO_ACCESS_MESSAGE}</h2>
          <Link className="button button--primary" to={paths.dashboard()}>
            Go to your dashboard
          </Link>
        </div>
      </div>
    </>
  );
}
