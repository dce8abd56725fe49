import type { BenchCandidate } from '@smartmove/contract';

/** A consultant on the bench as a card: the title is its heading; no contact details. */
export function BenchCard({ candidate }: { candidate: BenchCandidate }) {
  return (
    <li className="bench-card">
      <h2 className="bench-card__title">{candidate.title}</h2>
      <p className="bench-card__name">{candidate.name}</p>
      <dl className="bench-card__facts">
        <div>
          <dt>Experience</dt>
          <dd>{candidate.exp}</dd>
        </div>
        <div>
          <dt>Visa status</dt>
          <dd>{candidate.visaStatus}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{candidate.location}</dd>
        </div>
      </dl>
      {candidate.skills.length > 0 ? (
        <ul className="skill-chips" aria-label={`Skills of ${candidate.name}`}>
          {candidate.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Consultants as a grid of cards (the portal's bench list and the public hot list). */
export function BenchGrid({ candidates }: { candidates: readonly BenchCandidate[] }) {
  return (
    <ul className="bench-grid">
      {candidates.map((candidate) => (
        <BenchCard key={candidate.id} candidate={candidate} />
      ))}
    </ul>
  );
}
