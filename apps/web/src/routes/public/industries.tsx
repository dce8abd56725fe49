import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
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
    <PageIntro title="Industries">Data engineering use cases for the eight industries we serve.</PageIntro>
  );
}
