import { formatBillRate, type Submittal } from '@smartmove/contract';
import { Link } from 'react-router';
import { FactList } from '../../../components/ui/fact-list';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useSubmittalQuery } from '../api/submittals';
import { InterviewSection } from './interview-section';
import { PlacementOffer } from './placement-offer';
import { SubmittalStateSelect } from './submittal-state-select';

const WHEN = { hour: 'numeric', minute: '2-digit' } as const;

function consentText({ consent }: Submittal): string {
  if (consent.answer === null || consent.at === null) return 'Waiting for the candidate’s answer';
  const verb = consent.answer === 'agreed' ? 'Agreed' : 'Declined';
  return `${verb} ${formatDate(consent.at, WHEN)} from ${consent.ipAddress ?? 'an unknown address'}`;
}

function CandidateLink({ submittal }: { submittal: Submittal }) {
  const { candidate } = submittal;
  if (candidate.source === 'application') {
    return <Link to={paths.application(candidate.id)}>{candidate.name}</Link>;
  }
  return <>{candidate.name}</>;
}

/** One submittal: the candidate, the job and its end client, the rate, the consent, the state and the interview. */
export function SubmittalRecord({ id }: { id: string }) {
  const query = useSubmittalQuery(id);
  if (query.isPending) return <LoadingState label="Loading the submittal…" />;
  if (query.isError) {
    return <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const submittal = query.data;
  return (
    <>
      <h2>{submittal.candidate.name}</h2>
      <FactList
        className="record-fields"
        facts={[
          ['Candidate', <CandidateLink key="candidate" submittal={submittal} />],
          ['Email', submittal.candidate.email],
          ['Phone', submittal.candidate.phone || '—'],
          ['Job', submittal.jobTitle],
          ['End client', submittal.endClient ?? 'Not named on the job'],
          ['Bill rate', formatBillRate(submittal.billRate, submittal.currency)],
          ['Submitted by', submittal.submittedBy],
          ['Submitted', formatDate(submittal.createdAt, WHEN)],
          ['Consent', consentText(submittal)],
        ]}
      />
      <SubmittalStateSelect submittal={submittal} />
      <PlacementOffer submittal={submittal} />
      <InterviewSection submittal={submittal} />
    </>
  );
}
