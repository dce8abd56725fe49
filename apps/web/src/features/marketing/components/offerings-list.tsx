import { Link } from 'react-router';
import { OFFERINGS } from '../offerings';

/** Every service offering as an anchored section, with an in-page index above. */
export function OfferingsList() {
  return (
    <div className="offerings-wrap">
      <div className="container">
        <nav className="jump-nav" aria-label="Offerings">
          <ul>
            {OFFERINGS.map((offering) => (
              <li key={offering.id}>
                <a className="industry-chip" href={`#${offering.id}`}>
                  {offering.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container offerings">
        {OFFERINGS.map((offering) => (
          <section
            key={offering.id}
            id={offering.id}
            className="offering"
            aria-labelledby={`${offering.id}-title`}
          >
            <div className="offering__head">
              <p className="eyebrow">{offering.practice}</p>
              <h2 id={`${offering.id}-title`}>{offering.name}</h2>
              <p>{offering.summary}</p>
              <p>
                <Link className="button button--primary" to={offering.action.href}>
                  {offering.action.label}
                </Link>
              </p>
            </div>
            <div className="offering__details">
              <h3>What you get</h3>
              <ul className="checklist">
                {offering.deliverables.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <h3>How we engage</h3>
              <p className="offering__outcome">{offering.engagement}</p>
              <h3>Technologies</h3>
              <ul className="tag-list tag-list--strong" aria-label={`Technologies for ${offering.name}`}>
                {offering.technologies.map((technology) => (
                  <li key={technology}>{technology}</li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
