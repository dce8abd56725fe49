import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths } from '../../config/paths';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { SubmittalRecord } from '../../features/submittals/components/submittal-record';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/submittal';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Submittal',
    'One candidate submitted to a client: consent, state and interview.',
    location.pathname,
  );

export default function Submittal({ params }: Route.ComponentProps) {
  return (
    <StaffGate route="submittal" title="Submittal">
      <PageIntro title="Submittal">
        <Link to={paths.submittals()}>Back to submittals</Link>
      </PageIntro>
      <div className="container portal-section">
        <SubmittalRecord id={params.id} />
      </div>
    </StaffGate>
  );
}
