import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { AddPlacementForm } from '../../features/billing/components/placement-form';
import { PlacementList } from '../../features/billing/components/placement-list';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/placements';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Placements', 'Who works for which client, at which rates.', location.pathname);

/** Placements (finance): consultants at clients, with bill and pay rates that change from a date. */
export default function StaffPlacements() {
  return (
    <StaffGate route="placements" title="Placements">
      <PageIntro title="Placements">
        Who works for which client on which time-sheet project, and at which bill and pay rates. A rate change
        takes effect from its date; the days before keep their rates.
      </PageIntro>
      <div className="container portal-section">
        <AddPlacementForm />
        <PlacementList />
      </div>
    </StaffGate>
  );
}
