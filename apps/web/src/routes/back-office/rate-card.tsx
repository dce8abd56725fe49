import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { RateCardEditor } from '../../features/know-your-worth-offer/components/rate-card-form';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/rate-card';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Rate card',
    'Hourly rate ranges per skill and years, for know-your-worth offers.',
    location.pathname,
  );

/** The know-your-worth rate card (admin): hourly ranges per skill and band of years. */
export default function RateCardPage() {
  return (
    <StaffGate route="rateCard" title="Rate card">
      <PageIntro title="Rate card">
        What a know-your-worth lead is worth per hour, by skill and years of experience.
      </PageIntro>
      <div className="container portal-section">
        <RateCardEditor />
      </div>
    </StaffGate>
  );
}
