import { DashboardTile } from '../../components/ui/dashboard-tile';
import { PageIntro } from '../../components/ui/page-intro';
import { backOfficeNavItems } from '../../features/back-office-access/back-office-access';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { OverviewCounts } from '../../features/back-office-overview/components/overview-counts';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Back office', "The firm's staff side of SmartMove.", location.pathname);

/** The back office's front page: what waits in each list, and the sections the staff member's roles open. */
export default function BackOfficeHome() {
  const session = useSession();
  return (
    <StaffGate route="backOffice" title="Back office">
      <PageIntro title="Back office">Hello {session?.name}. What needs doing today?</PageIntro>
      <div className="container portal-section">
        <OverviewCounts />
        <div className="dashboard-grid">
          {backOfficeNavItems(session?.roles).map((item) => (
            <DashboardTile
              key={item.href}
              title={item.label}
              href={item.href}
              linkLabel={`Open ${item.label}`}
            >
              {() => <p>{item.description}</p>}
            </DashboardTile>
          ))}
        </div>
      </div>
    </StaffGate>
  );
}
