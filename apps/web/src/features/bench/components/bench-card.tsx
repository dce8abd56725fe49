import type { BenchCandidate } from '@smartmove/contract';
import { useId } from 'react';
import { FactList } from '../../../components/ui/fact-list';
import { SubmitCandidateLink } from './submit-candidate-link';

/**
 * A consultant on the bench as a card: the title is its heading; no contact details. On the public hot
 * list (`askAbout`) it ends with "Submit Candidate", which opens the contact form naming the consultant.
 */
export function BenchCard({ candidate, askAbout }: { candidate: BenchCandidate; askAbout: boolean }) {
  const titleId = useId();
  return (
    <li className="bench-card">
      <h2 id={titleId} className="bench-card__title">
        {candidate.title}
      </h2>
      <p className="bench-card__name">{candidate.name}</p>
      <FactList
        className="bench-card__facts"
        facts={[
          ['Experience', candidate.exp],
          ['Visa status', candidate.visaStatus],
          ['Location', candidate.location],
        ]}
      />
      {candidate.skills.length > 0 ? (
        <ul className="skill-chips" aria-label={`Skills of ${candidate.name}`}>
          {candidate.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      ) : null}
      {askAbout ? (
        <SubmitCandidateLink
          candidate={candidate}
          titleId={titleId}
          className="button button--primary bench-card__action"
        />
      ) : null}
    </li>
  );
}

/** Consultants as a grid of cards (the portal's bench list, and the public hot list with `askAbout`). */
export function BenchGrid({
  candidates,
  askAbout = false,
}: {
  candidates: readonly BenchCandidate[];
  askAbout?: boolean;
}) {
  return (
    <ul className="bench-grid">
      {candidates.map((candidate) => (
        <BenchCard key={candidate.id} candidate={candidate} askAbout={askAbout} />
      ))}
    </ul>
  );
}
