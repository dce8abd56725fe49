import type { Submission } from '@smartmove/contract';
import { Link } from 'react-router';
import { TwoLineCell, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedTable } from '../../../components/ui/paged-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { SUBMISSIONS_PAGE_SIZE, useSubmissionsQuery } from '../api/get-submissions';

const COLUMNS: ReadonlyArray<DataTableColumn<Submission>> = [
  {
    label: 'Candidate',
    cell: (submission) => <TwoLineCell sub={submission.email}>{submission.candidateName}</TwoLineCell>,
  },
  {
    label: 'Job',
    cell: (submission) => <Link to={paths.viewDetails(submission.jobName)}>{submission.jobTitle}</Link>,
  },
  { label: 'Visa status', cell: (submission) => submission.visaStatus },
  { label: 'Submitted', cell: (submission) => formatDate(submission.submittedAt) },
  {
    label: 'Status',
    cell: (submission) => <StatusBadge status={submission.status} label={submission.statusLabel} />,
  },
];

/** /submissions: the candidates the partner submitted, with job and status. */
export function SubmissionList() {
  const page = usePageParam();
  const query = useSubmissionsQuery(page);
  return (
    <section className="container portal-section" aria-labelledby="submission-list-title">
      <h2 id="submission-list-title" className="visually-hidden">
        Your submissions
      </h2>
      <PagedTable
        query={query}
        page={page}
        pageSize={SUBMISSIONS_PAGE_SIZE}
        pagesLabel="Submission pages"
        loadingLabel="Loading your submissions…"
        empty={
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
        }
        caption="Candidates you submitted, newest first"
        columns={COLUMNS}
        rowKey={(submission) => submission.id}
      />
    </section>
  );
}
