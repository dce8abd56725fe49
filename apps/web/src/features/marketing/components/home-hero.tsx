import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { LeadLinks } from '../../../components/ui/lead-links';

const FACTS = [
  { value: String(SITE.established), label: 'Established' },
  { value: String(SITE.offices.length), label: `Offices: ${SITE.offices.join(' and ')}` },
  { value: '3', label: 'Practices' },
  { value: '8', label: 'Industries served' },
];

/** The home page hero: the tagline as the page's h1, the offer and the three calls to action. */
export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__copy">
          <p className="eyebrow">Data engineering · Full stack · Microsoft Dynamics</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {SITE.tagline}
          </h1>
          <p className="home-hero__lead">
            {SITE.name} is a consulting and technology services partner for digital transformation. We build
            the data platforms, applications and Dynamics 365 solutions that turn your data into decisions,
            and we connect skilled engineers with the teams that need them.
          </p>
          <div className="home-hero__actions">
            <LeadLinks />
            <Link className="text-link" to={paths.c2cJobBoard()}>
              Browse the C2C job board <span aria-hidden="true">→</span>
            </Link>
          </div>
        </div>
        <div className="home-hero__art">
          <img
            src="/images/home/hero-data-platform.svg"
            width="560"
            height="440"
            alt="Data flowing from databases, cloud services and applications into one platform that feeds dashboards"
            fetchPriority="high"
          />
        </div>
      </div>
      <div className="container">
        <dl className="facts">
          {FACTS.map((fact) => (
            <div key={fact.label} className="facts__item">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
