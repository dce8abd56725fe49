import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EVENT_PACKAGES, type EventPackage } from '../event-packages';

/** /services lists them as the spec does: nightlife curators, weddings, social events and private parties. */
const SERVICE_ORDER: EventPackage['id'][] = [
  'nightlife-curation',
  'wedding',
  'social-events-and-private-parties',
];

function ServiceCard({ service }: { service: EventPackage }) {
  const titleId = useId();
  return (
    <li className="events-card">
      <img {...service.image} />
      <div className="events-card__body">
        <h2 id={titleId} className="events-card__title">
          {service.serviceName}
        </h2>
        <p>{service.summary}</p>
        <Link className="events-button events-button--ghost" to={paths.blog()} aria-describedby={titleId}>
          See packages and prices
        </Link>
      </div>
    </li>
  );
}

/** The three event services, each linking to /blog. */
export function ServiceCards() {
  const services = SERVICE_ORDER.map((id) =>
    EVENT_PACKAGES.find((eventPackage) => eventPackage.id === id),
  ).filter((service): service is EventPackage => service !== undefined);
  return (
    <ul className="events-cards">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </ul>
  );
}
