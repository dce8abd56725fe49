import { SITE } from '../../../config/site';
import { SectionHeader } from './section-header';

const OFFICE_DETAILS = [
  {
    city: 'Seattle',
    country: 'United States',
    address: SITE.contact.seattleAddress,
    focus: 'Client partnerships, architecture and delivery leadership for North America.',
  },
  {
    city: 'Pune',
    country: 'India',
    address: SITE.contact.puneAddress,
    focus: 'Engineering, data operations and round-the-clock support.',
  },
] as const;

/** The two offices and the founding year. */
export function OfficesSection() {
  return (
    <section className="section" aria-labelledby="offices-title">
      <div className="container">
        <SectionHeader
          id="offices-title"
          eyebrow={`Established ${SITE.established}`}
          title="Two offices, one team"
        >
          Our teams in {SITE.offices.join(' and ')} work across time zones, so your project moves forward
          around the clock.
        </SectionHeader>
        <ul className="card-grid card-grid--2">
          {OFFICE_DETAILS.map((office) => (
            <li key={office.city} className="card office-card">
              <h3>
                {office.city} <span className="office-card__country">{office.country}</span>
              </h3>
              <p>{office.focus}</p>
              <address>{office.address}</address>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
