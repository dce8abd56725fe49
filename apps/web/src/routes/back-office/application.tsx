import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths } from '../../config/paths';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { ApplicationRecord } from '../../features/inbox/components/application-record';
import { ResumeText } from '../../features/talent/components/resume-text';
import { SubmitToClient } from '../../features/submittals/components/submit-to-client';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/application';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Application', 'One application, its resume, follow-up and history.', location.pathname);

export default function Application({ params }: Route.ComponentProps) {
  return (
    <StaffGate route="application" title="Application">
      <PageIntro title="Application">
        <Link to={paths.applications()}>Back to applications</Link>
      </PageIntro>
      <div className="container portal-section">
        <div className="form__actions">
          <SubmitToClient candidate={{ source: 'application', id: params.id }} />
        </div>
        <ApplicationRecord id={params.id} />
        <ResumeText applicationId={params.id} />
      </div>
    </StaffGate>
  );
}
