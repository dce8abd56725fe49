import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { JobsPage } from '../../features/jobs-admin/components/jobs-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/jobs';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Jobs', 'The C2C job board: new jobs, edits and closing.', location.pathname);

/** The C2C jobs of the public board (recruiters): post, edit and close. */
export default function Jobs() {
  return (
    <StaffGate route="jobs" title="Jobs">
      <PageIntro title="Jobs">
        Post C2C jobs to the public board, edit them, and close them once they are filled.
      </PageIntro>
      <JobsPage />
    </StaffGate>
  );
}
