import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Blog',
    'Book your day: social events, private parties, weddings and nightlife curation packages, with testimonials from our guests.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'blog' };

export default function Blog() {
  return <PageIntro title="Blog">Events, packages and what our guests say.</PageIntro>;
}
