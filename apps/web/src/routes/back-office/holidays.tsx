import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { HolidaysPage } from '../../features/holidays/components/holidays-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/holidays';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Holidays',
    "Each office's holiday calendar, which leave requests do not count.",
    location.pathname,
  );

export default function StaffHolidays() {
  return (
    <StaffGate route="holidays" title="Holidays">
      <PageIntro title="Holidays">
        Each office&apos;s holiday calendar: its people&apos;s leave requests do not count these days.
      </PageIntro>
      <HolidaysPage />
    </StaffGate>
  );
}
