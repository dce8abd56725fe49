import type { BenchCandidate } from '@smartmove/contract';
import { FactList } from '../../../components/ui/fact-list';

/** Name, experience, visa status and location of a hot-list candidate, on its card and in its details. */
export function CandidateFacts({ candidate }: { candidate: BenchCandidate }) {
  return (
    <FactList
      className="candidate-card__facts"
      facts={[
        ['Name', candidate.name],
        ['Experience', candidate.exp],
        ['Visa Status', candidate.visaStatus],
        ['Location', candidate.location],
      ]}
    />
  );
}
