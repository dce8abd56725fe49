import { USER_TYPES } from '@smartmove/contract';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session';

/**
 * /dashboard: the role's overview, each tile leading to its screen. The tiles come from the features
 * whose data they show; the route composes them.
 */
export function Dashboard({
  employeeTiles,
  partnerTiles,
}: {
  employeeTiles: ReactNode;
  partnerTiles: ReactNode;
}) {
  const session = useSession();
  if (!session) return null;
  const isEmployee = session.userType === USER_TYPES.employee;
  return (
    <div className="container portal-section">
      <p className="dashboard__greeting">
        Hello {session.name},{' '}
        {isEmployee ? 'here is your week at a glance.' : 'here is your bench and pipeline.'}
      </p>
      <div className="dashboard-grid">{isEmployee ? employeeTiles : partnerTiles}</div>
    </div>
  );
}
