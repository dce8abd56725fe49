import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { SUBMISSIONS_PAGE_SIZE, useSubmissionsQuery } from '../api/get-submissions';

/** /submissions: the candidates the partner submitted, with job and status. */
export function SubmissionList() {
  const page = usePageParam();
  const query = useSubmissionsQuery(page);
  return (
    <section className="container portal-section" aria-labelledby="submission-list-title">
      <h2 id="submission-list-title" className="visually-hidden">
        Your submissions
      </h2>
      {query.isPending ? (
        <LoadingState label="Loading your submissions…" />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title="No submissions yet"
          action={
            <Link className="button button--primary" to={paths.viewAllC2cJobs()}>
              Browse C2C jobs
            </Link>
          }
        >
          Open a C2C job and use Submit Candidate; your submissions and their status show here.
        </EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Candidates you submitted, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Candidate</th>
                  <th scope="col">Job</th>
                  <th scope="col">Visa status</th>
                  <th scope="col">Submitted</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((submission) => (
                  <tr key={submission.id}>
                    <th scope="row" data-label="Candidate">
                      {submission.candidateName}
                      <span className="data-table__sub">{submission.email}</span>
                    </th>
                    <td data-label="Job">
                      <Link to={paths.viewDetails(submission.jobName)}>{submission.jobTitle}</Link>
                    </td>
                    <td data-label="Visa status">{submission.visaStatus}</td>
                    <td data-label="Submitted">{formatDate(submission.submittedAt)}</td>
                    <td data-label="Status">
                      <StatusBadge status={submission.status} label={submission.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pageSize={SUBMISSIONS_PAGE_SIZE}
            total={query.data.total}
            label="Submission pages"
          />
        </>
      )}
    </section>
  );
}
