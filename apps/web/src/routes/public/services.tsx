import { Link } from 'react-router';
import type { RouteHandle } from '../../config/paths';
import { paths } from '../../config/paths';
import { EventsIntro } from '../../features/events/components/events-intro';
import { ServiceCards } from '../../features/events/components/service-cards';
import { pageMeta } from '../../lib/meta';
import '../../styles/events.css';
import type { Route } from './+types/services';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Our Services',
    'Our services: we create best events — nightlife curators, weddings, social events and private parties.',
    location.pathname,
  );

export const handle: RouteHandle = { tab: 'services' };

export default function Services() {
  return (
    <div className="events-page">
      <EventsIntro title="Our services" tagline="we create best events">
        From intimate house parties to three-day weddings and sold-out club nights, our planners take care of
        every detail so you can enjoy the moment.
      </EventsIntro>
      <section className="events-section" aria-label="Event services">
        <div className="container">
          <ServiceCards />
        </div>
      </section>
      <section className="events-section events-section--tint" aria-labelledby="services-cta-title">
        <div className="container events-cta">
          <h2 id="services-cta-title" className="events-heading">
            Have a date in mind?
          </h2>
          <p>
            Tell us about your celebration and we will send you a plan and a quote within one business day.
          </p>
          <Link className="events-button events-button--large" to={paths.bookYourDay()}>
            Book your day
          </Link>
        </div>
      </section>
    </div>
  );
}
