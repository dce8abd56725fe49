import { NO_ACCESS_MESSAGE, type BackOfficeRouteName } from '@smartmove/contract';
import type { ReactNode } from 'react';
import { RoleDenied } from '../../../components/ui/role-denied';
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
  return <RoleDenied title={title} heading={NO_ACCESS_MESSAGE} />;
}
