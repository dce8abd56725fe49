import type { BenchCandidate } from '@smartmove/contract';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { consultantLabel } from '../consultant-label';
import { CandidateFacts } from './candidate-facts';

export interface CandidateDetailsProps {
  candidate: BenchCandidate | undefined;
  onClose: () => void;
}

/** "View Details": the whole card with the candidate's skills, in a popup. */
export function CandidateDetails({ candidate, onClose }: CandidateDetailsProps) {
  return (
    <Modal
      open={candidate !== undefined}
      onClose={onClose}
      title={candidate?.title ?? 'Candidate details'}
      className="candidate-details"
    >
      {candidate ? (
        <>
          <CandidateFacts candidate={candidate} />
          {candidate.skills.length > 0 ? (
            <>
              <h3 className="candidate-details__skills-heading">Skills</h3>
              <ul className="tag-list">
                {candidate.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="candidate-details__cta">
            Interested in this consultant? Tell us about your role and we will share the full profile.
          </p>
          <Link
            to={paths.contactAboutConsultant(consultantLabel(candidate))}
            className="button button--primary"
          >
            Submit Candidate
          </Link>
        </>
      ) : null}
    </Modal>
  );
}
