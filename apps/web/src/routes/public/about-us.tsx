import type { RouteHandle } from '../../config/paths';
import { AboutIntro } from '../../features/marketing/components/about-intro';
import { ConsultationBand } from '../../features/marketing/components/consultation-band';
import { OfficesSection } from '../../features/marketing/components/offices-section';
import { TeamSection } from '../../features/marketing/components/team-section';
import { ValuesSection } from '../../features/marketing/components/values-section';
import { pageMeta } from '../../lib/meta';
import '../../styles/marketing.css';
import type { Route } from './+types/about-us';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'About Us',
    'Who we are: a data engineering, full stack and Microsoft Dynamics consultancy with offices in Seattle and Pune, established 2021.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'about' };

export default function AboutUs() {
  return (
    <>
      <AboutIntro />
      <ValuesSection />
      <TeamSection />
      <OfficesSection />
      <ConsultationBand title="Work with our experts" />
    </>
  );
}
