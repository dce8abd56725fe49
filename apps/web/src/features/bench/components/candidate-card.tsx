import type { BenchCandidate } from '@smartmove/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { CandidateFacts } from './candidate-facts';
import { SubmitCandidateLink } from './submit-candidate-link';

export interface CandidateCardProps {
  candidate: BenchCandidate;
  /** The current URL query with this candidate's details opened. */
  detailsSearch: string;
}

/**
 * One card of the hot list (docs/product.md#pages): title, name, experience, visa status and location.
 * "View Details" opens the whole profile (with skills) in a popup on this page, addressable as
 * ?candidate=<id>. "Submit Candidate" opens /contact-us with the message naming this consultant: a
 * visitor asks for them there, because the public list carries no contact details and submitting to a
 * job is a signed-in flow.
 */
export function CandidateCard({ candidate, detailsSearch }: CandidateCardProps) {
  const titleId = useId();
  return (
    <article className="candidate-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="candidate-card__title" tabIndex={-1}>
        {candidate.title}
      </h2>
      <CandidateFacts candidate={candidate} />
      <div className="candidate-card__actions">
        <Link
          to={{ search: detailsSearch }}
          preventScrollReset
          className="button button--secondary"
          aria-describedby={titleId}
        >
          View Details
        </Link>
        <SubmitCandidateLink candidate={candidate} titleId={titleId} />
      </div>
    </article>
  );
}
