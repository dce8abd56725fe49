import { SITE } from '../../../config/site';

/** The "Who are we" introduction of /about-us: the page's h1 and the company story. */
export function AboutIntro() {
  return (
    <section className="page-intro about-hero" aria-labelledby="about-title">
      <div className="container about-intro">
        <div className="about-intro__text">
          <p className="eyebrow">About {SITE.name}</p>
          <h1 id="about-title">Who are we</h1>
          <p>
            {SITE.name} is a technology consulting and staffing company, established in {SITE.established}{' '}
            with offices in {SITE.offices.join(' and ')}. We help organisations make better decisions with
            their data: we design and run modern data platforms, build the full stack applications that use
            them, and implement Microsoft Dynamics 365 for sales, service and finance teams.
          </p>
          <p>
            We started with a simple observation: most data projects fail not for lack of technology, but for
            lack of people who can connect the technology to the business. So we hire engineers who ask why
            before they ask how, we pair every client with a senior lead, and we place skilled consultants
            with teams that need them for a sprint or for years.
          </p>
        </div>
        <dl className="facts facts--stacked">
          <div className="facts__item">
            <dt>Established</dt>
            <dd>{SITE.established}</dd>
          </div>
          <div className="facts__item">
            <dt>Offices</dt>
            <dd>{SITE.offices.join(' · ')}</dd>
          </div>
          <div className="facts__item">
            <dt>Practices</dt>
            <dd>3</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
