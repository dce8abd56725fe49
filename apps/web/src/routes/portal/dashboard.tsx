import { PageIntro } from '../../components/ui/page-intro';
import { BenchSizeTile } from '../../features/bench/components/bench-size-tile';
import { NewestJobsTile } from '../../features/c2c-jobs/components/newest-jobs-tile';
import { OpenCasesTile } from '../../features/cases/components/open-cases-tile';
import { OpenClaimsTile } from '../../features/claims/components/open-claims-tile';
import { Dashboard as DashboardView } from '../../features/dashboard/components/dashboard';
import { HandbookTile, ProfileTile, UploadBenchTile } from '../../features/dashboard/components/link-tiles';
import { LeaveBalanceTile } from '../../features/leave/components/leave-balance-tile';
import { RecentSubmissionsTile } from '../../features/submissions/components/recent-submissions-tile';
import { WeekTimeSheetTile } from '../../features/time-sheets/components/week-time-sheet-tile';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Dashboard', 'Your SmartMove dashboard.', location.pathname);

/** Each feature brings its tile (features do not import each other): the dashboard is composed here. */
export default function Dashboard() {
  return (
    <RoleGate route="dashboard" title="Dashboard">
      <PageIntro title="Dashboard">Your overview.</PageIntro>
      <DashboardView
        employeeTiles={
          <>
            <WeekTimeSheetTile />
            <LeaveBalanceTile />
            <OpenClaimsTile />
            <OpenCasesTile />
            <HandbookTile />
            <ProfileTile>Keep your address and emergency contact up to date.</ProfileTile>
          </>
        }
        partnerTiles={
          <>
            <BenchSizeTile />
            <RecentSubmissionsTile />
            <NewestJobsTile />
            <OpenCasesTile />
            <UploadBenchTile />
            <ProfileTile>Your contact details and photo.</ProfileTile>
          </>
        }
      />
    </RoleGate>
  );
}
