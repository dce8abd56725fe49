import { PageIntro } from '../../components/ui/page-intro';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { TimeSheetForm } from '../../features/time-sheets/components/time-sheet-form';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/new-time-sheet';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('New Time Sheet', 'Enter the hours of one week.', location.pathname);

export default function NewTimeSheet() {
  return (
    <RoleGate route="newTimeSheet" title="New time sheet">
      <PageIntro title="New time sheet">
        Enter your hours per project for each day of one week (0 to 24 a day). Save a draft any time and
        submit when the week is complete.
      </PageIntro>
      <TimeSheetForm />
    </RoleGate>
  );
}
