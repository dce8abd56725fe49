import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { IndustriesList } from '../../features/industries/components/industries-list';
import { ConsultationBand } from '../../features/marketing/components/consultation-band';
import { pageMeta } from '../../lib/meta';
import '../../styles/marketing.css';
import type { Route } from './+types/industries';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Industries',
    'Industries we serve with data engineering: technology, banking, real estate, investment management, hospitality, government, retail and life sciences.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'industries' };

export default function Industries() {
  return (
    <>
      <PageIntro title="Industries">
        Every industry asks different questions of its data. Here is the data engineering work we do for the
        eight industries we serve, from real-time fraud scoring in banking to clinical data pipelines in life
        sciences.
      </PageIntro>
      <IndustriesList />
      <ConsultationBand title="Don't see your industry?" />
    </>
  );
}
