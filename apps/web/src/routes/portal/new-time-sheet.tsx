import { RoleGate } from '../../features/portal-access/components/role-gate';
import { TimeSheetForm } from '../../features/time-sheets/components/time-sheet-form';
import { TimeSheetIntro } from '../../features/time-sheets/components/time-sheet-intro';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/new-time-sheet';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('New Time Sheet', 'Enter the hours of one week.', location.pathname);

export default function NewTimeSheet() {
  return (
    <RoleGate route="newTimeSheet" title="Time sheet">
      <TimeSheetIntro />
      <TimeSheetForm />
    </RoleGate>
  );
}
