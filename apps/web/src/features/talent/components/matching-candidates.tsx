import { TALENT_SOURCE_LABELS } from '@smartmove/contract';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { useMatchingCandidates } from '../api/talent';
import '../../../styles/talent.css';

/** A job's page: the job, then "Matching candidates" ranked by how many of its skills they name. */
export function MatchingCandidates({ jobId }: { jobId: string }) {
  const matching = useMatchingCandidates(jobId);
  if (matching.isPending) return <LoadingState />;
  if (matching.isError) {
    return <ErrorState message={matching.error.message} onRetry={() => void matching.refetch()} />;
  }
  const { job, skills, items } = matching.data;
  return (
    <>
      <section className="talent-job" aria-labelledby="talent-job-title">
        <h2 id="talent-job-title">{job.title}</h2>
        <p>
          {job.location} · {job.rate} · {job.status === 'open' ? 'Open' : 'Closed'}
        </p>
        <p>Skills: {skills.join(', ')}</p>
      </section>
      <section className="talent-matching" aria-labelledby="matching-candidates-title">
        <h2 id="matching-candidates-title">Matching candidates</h2>
        {items.length === 0 ? (
          <EmptyState title="No candidate names these skills yet">
            Candidates appear here once their resume or skills name one of the job&apos;s skills.
          </EmptyState>
        ) : (
          <ol className="talent-hits">
            {items.map((item) => (
              <li key={`${item.source}-${item.id}`} className="talent-hit">
                <h3 className="talent-hit__name">
                  <Link to={item.link}>{item.name}</Link>
                </h3>
                <p className="talent-hit__facts">
                  <span className="status-badge">{TALENT_SOURCE_LABELS[item.source]}</span>
                  {item.title ? ` ${item.title} · ` : ' '}
                  {item.matched.length} of {skills.length} skills
                </p>
                <p>Matched: {item.matched.join(', ')}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
