import { PageIntro } from '../../components/ui/page-intro';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { SubmissionList } from '../../features/submissions/components/submission-list';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/submissions';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Submissions', 'The candidates you submitted.', location.pathname);

export default function Submissions() {
  return (
    <RoleGate route="submissions" title="Submissions">
      <PageIntro title="Submissions">The candidates you submitted, with job and status.</PageIntro>
      <SubmissionList />
    </RoleGate>
  );
}
