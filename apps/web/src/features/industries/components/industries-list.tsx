import { INDUSTRIES } from '../industries-content';

/** The eight industries, each an anchored section with its data-engineering use cases. */
export function IndustriesList() {
  return (
    <>
      <div className="container">
        <nav className="jump-nav" aria-label="Industries">
          <ul>
            {INDUSTRIES.map((industry) => (
              <li key={industry.id}>
                <a className="industry-chip" href={`#${industry.id}`}>
                  {industry.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container industries">
        {INDUSTRIES.map((industry, index) => (
          <section
            key={industry.id}
            id={industry.id}
            className="industry"
            aria-labelledby={`${industry.id}-title`}
          >
            <div className="industry__head">
              <p className="industry__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h2 id={`${industry.id}-title`}>{industry.name}</h2>
              <p>{industry.summary}</p>
            </div>
            <div className="industry__cases">
              <h3>Use cases</h3>
              <ul className="checklist">
                {industry.useCases.map((useCase) => (
                  <li key={useCase}>{useCase}</li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
