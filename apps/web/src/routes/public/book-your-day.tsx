import { PageIntro } from '../../components/ui/page-intro';
import type { RouteHandle } from '../../config/paths';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/book-your-day';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Book Your Day',
    'Book your day: social events and private parties, weddings and nightlife curation packages.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'blog' };

export default function BookYourDay() {
  return <PageIntro title="Book your day">Choose a package and send us a booking request.</PageIntro>;
}
