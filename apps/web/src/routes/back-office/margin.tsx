import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { MarginReport } from '../../features/billing/components/margin-report';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/margin';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Margin', 'What was billed, what it cost and what the firm kept.', location.pathname);

/** Margin (finance): billed, cost and margin by client, consultant or month, per currency, with its CSV. */
export default function StaffMargin() {
  return (
    <StaffGate route="margin" title="Margin">
      <PageIntro title="Margin">
        What approved hours billed (invoiced or not yet), what they cost at the pay rates, and what the firm
        kept, one row per currency.
      </PageIntro>
      <div className="container portal-section">
        <MarginReport />
      </div>
    </StaffGate>
  );
}
