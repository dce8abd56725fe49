import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EVENT_PACKAGES, type EventPackage } from '../event-packages';

function PricingCard({ eventPackage, featured }: { eventPackage: EventPackage; featured: boolean }) {
  const titleId = useId();
  return (
    <li className={featured ? 'pricing-card pricing-card--featured' : 'pricing-card'}>
      {featured ? <p className="pricing-card__badge">Most loved</p> : null}
      <h3 id={titleId} className="pricing-card__title">
        {eventPackage.name}
      </h3>
      <p className="pricing-card__price">
        <data value={eventPackage.priceInRupees}>{eventPackage.priceLabel}</data>
        <span className="pricing-card__unit"> per event</span>
      </p>
      <p className="pricing-card__summary">{eventPackage.summary}</p>
      <ul className="pricing-card__includes">
        {eventPackage.includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Link className="events-button" to={paths.bookYourDay()} aria-describedby={titleId}>
        Book your day
      </Link>
    </li>
  );
}

/** The three packages in rupees, each with a "Book your day" link (docs/product.md#pages, #limits). */
export function PricingCards() {
  return (
    <section className="events-section" aria-labelledby="pricing-title">
      <div className="container">
        <p className="events-eyebrow">Pricing</p>
        <h2 id="pricing-title" className="events-heading">
          Choose your celebration
        </h2>
        <ul className="pricing-cards">
          {EVENT_PACKAGES.map((eventPackage) => (
            <PricingCard
              key={eventPackage.id}
              eventPackage={eventPackage}
              featured={eventPackage.id === 'wedding'}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
