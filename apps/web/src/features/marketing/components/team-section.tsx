import { SITE } from '../../../config/site';
import { SectionHeader } from './section-header';

/** "Our Best Experts": each team member from the site configuration, named by a heading (docs/product.md#labels). */
export function TeamSection() {
  return (
    <section className="section" aria-labelledby="experts-title">
      <div className="container">
        <SectionHeader id="experts-title" eyebrow="Our team" title="Our Best Experts">
          The people who lead our practices and our client engagements.
        </SectionHeader>
        <ul className="card-grid card-grid--2">
          {SITE.team.map((member) => (
            <li key={member.name} className="card team-card">
              <img
                src={member.image}
                width="160"
                height="160"
                alt={`Illustrated portrait of ${member.name}`}
              />
              <div className="team-card__body">
                <h3>{member.name}</h3>
                <p className="team-card__role">{member.role}</p>
                <p>{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
