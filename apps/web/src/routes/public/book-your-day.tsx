import type { RouteHandle } from '../../config/paths';
import { BookingPlanner } from '../../features/events/components/booking-planner';
import { EventsIntro } from '../../features/events/components/events-intro';
import { pageMeta } from '../../lib/meta';
import '../../styles/events.css';
import type { Route } from './+types/book-your-day';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Book Your Day',
    'Book your day: social events and private parties, weddings and nightlife curation packages.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'blog' };

export default function BookYourDay() {
  return (
    <div className="events-page">
      <EventsIntro title="Book your day">
        Choose a package and send us a booking request. Prices are per event, in rupees, and include planning,
        styling and day-of coordination.
      </EventsIntro>
      <BookingPlanner />
    </div>
  );
}
