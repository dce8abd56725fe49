import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PRACTICES } from '../practices';
import { PracticeIcon } from './practice-icon';
import { SectionHeader } from './section-header';

/** The three practices as cards, each linking to its offering on /products. */
export function PracticesSection() {
  return (
    <section className="section" aria-labelledby="practices-title">
      <div className="container">
        <SectionHeader id="practices-title" eyebrow="What we do" title="Three practices, one team">
          From the pipeline to the screen your people use every day, we design, build and run the technology
          behind data-driven businesses.
        </SectionHeader>
        <ul className="card-grid card-grid--3">
          {PRACTICES.map((practice) => (
            <li key={practice.id} className="card practice-card">
              <PracticeIcon practice={practice.id} />
              <h3>{practice.title}</h3>
              <p>{practice.summary}</p>
              <ul className="checklist">
                {practice.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
              <Link className="text-link card__link" to={{ pathname: paths.products(), hash: practice.id }}>
                {practice.title} offerings<span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
