import { EmptyState } from '../../../components/ui/empty-state';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { usePageParam } from '../../../hooks/use-page-param';
import { C2C_JOBS_PAGE_SIZE, useC2CJobsQuery, type JobAudience } from '../api/get-c2c-jobs';
import { hasJobFilters, readJobFilters } from '../job-filters';
import { JobCard } from './job-card';
import { JobSearchForm } from './job-search-form';
import '../../../styles/job-board.css';
import { useClientSearchParams } from '../../../hooks/use-is-client';

/** Open C2C jobs with filters in the URL, paginated; each card links to its details page. */
export function JobList({
  audience,
  detailsHref,
}: {
  audience: JobAudience;
  detailsHref: (jobName: string) => string;
}) {
  const searchParams = useClientSearchParams();
  const filters = readJobFilters(searchParams);
  const page = usePageParam();
  const query = useC2CJobsQuery(audience, filters, page);

  return (
    <div className="container job-board">
      <JobSearchForm />
      <div className="job-board__results" aria-live="polite" aria-busy={query.isFetching}>
        {query.isPending ? (
          <LoadingState label="Loading jobs…" />
        ) : query.isError ? (
          <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <EmptyState title={hasJobFilters(filters) ? 'No jobs match your search' : 'No open jobs right now'}>
            {hasJobFilters(filters)
              ? 'Try another keyword or location, or clear the filters.'
              : 'Please check back soon.'}
          </EmptyState>
        ) : (
          <>
            <p className="job-board__count">
              {query.data.total} open {query.data.total === 1 ? 'job' : 'jobs'}
              {hasJobFilters(filters) ? ' match your search' : ''}
            </p>
            <ul className="job-list">
              {query.data.items.map((job) => (
                <JobCard key={job.pro_jobid} job={job} detailsHref={detailsHref(job.pro_jobname)} />
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={C2C_JOBS_PAGE_SIZE}
              total={query.data.total}
              label="Job pages"
            />
          </>
        )}
      </div>
    </div>
  );
}
