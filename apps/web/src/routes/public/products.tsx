import { PageIntro } from '../../components/ui/page-intro';
import { ConsultationBand } from '../../features/marketing/components/consultation-band';
import { EngagementModels } from '../../features/marketing/components/engagement-models';
import { OfferingsList } from '../../features/marketing/components/offerings-list';
import { pageMeta } from '../../lib/meta';
import '../../styles/marketing.css';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Products',
    'SmartMove offerings: data platform modernisation, managed data operations, full stack development, Microsoft Dynamics 365 and consultant staffing.',
    location.pathname,
  );

export default function Products() {
  return (
    <>
      <PageIntro title="Products">
        Five ways we help: from modernising your data platform and keeping it running, to building the
        applications on top of it, implementing Microsoft Dynamics 365 and staffing your team with proven
        consultants.
      </PageIntro>
      <OfferingsList />
      <EngagementModels />
      <ConsultationBand title="Not sure where to start?" />
    </>
  );
}
