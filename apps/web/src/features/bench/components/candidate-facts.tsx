import type { BenchCandidate } from '@smartmove/contract';

/** Name, experience, visa status and location of a hot-list candidate, on its card and in its details. */
export function CandidateFacts({ candidate }: { candidate: BenchCandidate }) {
  return (
    <dl className="candidate-card__facts">
      <div>
        <dt>Name</dt>
        <dd>{candidate.name}</dd>
      </div>
      <div>
        <dt>Experience</dt>
        <dd>{candidate.exp}</dd>
      </div>
      <div>
        <dt>Visa Status</dt>
        <dd>{candidate.visaStatus}</dd>
      </div>
      <div>
        <dt>Location</dt>
        <dd>{candidate.location}</dd>
      </div>
    </dl>
  );
}
