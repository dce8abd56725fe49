import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths } from '../../config/paths';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { CaseRecord } from '../../features/inbox/components/case-record';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/case';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Case', 'One support case, its conversation and its history.', location.pathname);

/** A support case's record: its fields, the conversation with its author, status, assignee and history. */
export default function Case({ params }: Route.ComponentProps) {
  return (
    <StaffGate route="case" title="Case">
      <PageIntro title="Case">
        <Link to={paths.cases()}>Back to cases</Link>
      </PageIntro>
      <div className="container portal-section">
        <CaseRecord id={params.id} />
      </div>
    </StaffGate>
  );
}
