import { INQUIRY_KINDS } from '@smartmove/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths } from '../../config/paths';
import { StaffGate } from '../../features/back-office-access/components/staff-gate';
import { inquiryApi } from '../../features/inbox/api/inquiries';
import { InquiryRecord } from '../../features/inbox/components/inquiry-record';
import { OfferPanel } from '../../features/know-your-worth-offer/components/offer-panel';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/inquiry';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Inquiry', 'One inquiry, its follow-up and its history.', location.pathname);

/** An inquiry's record; a know-your-worth lead's also carries its offer, priced from the rate card. */
export default function Inquiry({ params }: Route.ComponentProps) {
  const queryClient = useQueryClient();
  return (
    <StaffGate route="inquiry" title="Inquiry">
      <PageIntro title="Inquiry">
        <Link to={paths.inquiries()}>Back to inquiries</Link>
      </PageIntro>
      <div className="container portal-section">
        <InquiryRecord
          id={params.id}
          top={(inquiry) =>
            inquiry.kind === INQUIRY_KINDS.knowYourWorth ? (
              <OfferPanel
                inquiryId={inquiry.id}
                email={inquiry.email}
                status={inquiry.status}
                offerSentAt={inquiry.offerSentAt}
                // Sending sets the status and adds a history line on the server.
                onSent={() => void queryClient.invalidateQueries({ queryKey: inquiryApi.queries.all })}
              />
            ) : null
          }
        />
      </div>
    </StaffGate>
  );
}
