import { PageIntro } from '../../components/ui/page-intro';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { TimeSheetList } from '../../features/time-sheets/components/time-sheet-list';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/time-sheet';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Time Sheets', 'Your weekly time sheets.', location.pathname);

export default function TimeSheet() {
  return (
    <RoleGate route="timeSheet" title="Time sheets">
      <PageIntro title="Time sheets">Your weekly time sheets.</PageIntro>
      <TimeSheetList />
    </RoleGate>
  );
}
