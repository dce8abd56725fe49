import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths } from '../../config/paths';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { MatchingCandidates } from '../../features/talent/components/matching-candidates';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/job';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Job', 'One job and its matching candidates.', location.pathname);

/** A job's back-office page: the job and the candidates whose resumes or skills name its skills. */
export default function Job({ params }: Route.ComponentProps) {
  return (
    <StaffGate route="job" title="Job">
      <PageIntro title="Job">
        <Link to={paths.jobs()}>Back to jobs</Link>
      </PageIntro>
      <div className="container portal-section">
        <MatchingCandidates jobId={params.id} />
      </div>
    </StaffGate>
  );
}
