import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/services';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Our Services',
    'Our services: we create best events — nightlife curators, weddings, social events and private parties.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'services' };

export default function Services() {
  return <PageIntro title="Our services">we create best events</PageIntro>;
}
