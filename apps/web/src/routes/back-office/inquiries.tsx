import { PageIntro } from '../../components/ui/page-intro';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { InquiryList } from '../../features/inbox/components/inquiry-list';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/inquiries';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Inquiries',
    'Contact messages, consultation requests and know-your-worth leads.',
    location.pathname,
  );

export default function Inquiries() {
  return (
    <StaffGate route="inquiries" title="Inquiries">
      <PageIntro title="Inquiries">
        Contact messages, consultation requests and know-your-worth leads.
      </PageIntro>
      <div className="container portal-section">
        <InquiryList />
      </div>
    </StaffGate>
  );
}
