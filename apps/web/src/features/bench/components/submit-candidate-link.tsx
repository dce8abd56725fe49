import type { BenchCandidate } from '@smartmove/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { consultantLabel } from '../consultant-label';

/**
 * "Submit Candidate" of a hot list consultant: /contact-us with the message naming them, described by the
 * card's title (`titleId`).
 */
export function SubmitCandidateLink({
  candidate,
  titleId,
  className = 'button button--primary',
}: {
  candidate: BenchCandidate;
  titleId: string;
  className?: string;
}) {
  return (
    <Link
      to={paths.contactAboutConsultant(consultantLabel(candidate))}
      className={className}
      aria-describedby={titleId}
    >
      Submit Candidate
    </Link>
  );
}
