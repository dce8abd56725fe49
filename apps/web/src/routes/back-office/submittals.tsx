import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { SubmittalsPage } from '../../features/submittals/components/submittals-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/submittals';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Submittals',
    'Candidates submitted to clients: their consent, interviews and outcome.',
    location.pathname,
  );

/** Candidates submitted to clients (recruiters): their consent, state and interviews. */
export default function Submittals() {
  return (
    <StaffGate route="submittals" title="Submittals">
      <PageIntro title="Submittals">
        Candidates submitted to clients. Each waits for the candidate&apos;s consent before it goes to the
        client.
      </PageIntro>
      <SubmittalsPage />
    </StaffGate>
  );
}
