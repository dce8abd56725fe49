import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
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
    <PageIntro title="Who are we">
      A technology consulting and staffing company for data engineering, full stack development and Microsoft
      Dynamics, with offices in Seattle and Pune since 2021.
    </PageIntro>
  );
}
