import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths } from '../../config/paths';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { InquiryRecord } from '../../features/inbox/components/inquiry-record';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/inquiry';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Inquiry', 'One inquiry, its follow-up and its history.', location.pathname);

export default function Inquiry({ params }: Route.ComponentProps) {
  return (
    <StaffGate route="inquiry" title="Inquiry">
      <PageIntro title="Inquiry">
        <Link to={paths.inquiries()}>Back to inquiries</Link>
      </PageIntro>
      <div className="container portal-section">
        <InquiryRecord
          id={params.id}
          // The know-your-worth offer panel (features/know-your-worth-offer) mounts here, above the
          // fields, for a know-your-worth inquiry: top={(inquiry) => inquiry.kind === 'know-your-worth' ? … : null}
        />
      </div>
    </StaffGate>
  );
}
