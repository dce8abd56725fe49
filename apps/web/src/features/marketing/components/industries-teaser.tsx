import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SectionHeader } from './section-header';

export interface IndustryLink {
  id: string;
  name: string;
}

/** The industries we serve, each linking to its section on /industries. */
export function IndustriesTeaser({ industries }: { industries: IndustryLink[] }) {
  return (
    <section className="section" aria-labelledby="industries-teaser-title">
      <div className="container">
        <SectionHeader
          id="industries-teaser-title"
          eyebrow="Industries"
          title="Data engineering for your industry"
        >
          We have built data platforms for {industries.length} industries, each with its own regulations, data
          sources and questions to answer.
        </SectionHeader>
        <ul className="industry-chips">
          {industries.map((industry) => (
            <li key={industry.id}>
              <Link className="industry-chip" to={{ pathname: paths.industries(), hash: industry.id }}>
                {industry.name}
              </Link>
            </li>
          ))}
        </ul>
        <p className="section__more">
          <Link className="button button--secondary" to={paths.industries()}>
            See use cases by industry
          </Link>
        </p>
      </div>
    </section>
  );
}
