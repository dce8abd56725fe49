import { ENGAGEMENT_MODELS } from '../offerings';
import { SectionHeader } from './section-header';

/** The three ways to work with the company. */
export function EngagementModels() {
  return (
    <section className="section section--alt engagement-models" aria-labelledby="engagement-title">
      <div className="container">
        <SectionHeader id="engagement-title" eyebrow="Ways to work with us" title="Engagement models">
          Choose the model that fits your budget and your team. You can switch as your needs change.
        </SectionHeader>
        <ul className="card-grid card-grid--3">
          {ENGAGEMENT_MODELS.map((model) => (
            <li key={model.name} className="card">
              <h3>{model.name}</h3>
              <p>{model.text}</p>
              <p className="card__best-for">{model.bestFor}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
