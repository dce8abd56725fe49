import {
  APPLICATION_STATUS_CODES,
  APPLICATION_STATUS_LABELS,
  type ApplicationFilters,
  type ApplicationSummary,
} from '@smartmove/contract';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { useClientSearchParams } from '../../../hooks/use-is-client';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import {
  APPLICATIONS_PAGE_SIZE,
  exportApplications,
  useApplicationJobsQuery,
  useApplicationsQuery,
} from '../api/applications';
import { oneOf, readInboxFilters } from '../inbox-filters';
import { InboxFilterBar } from './inbox-filter-bar';

const STATUS_OPTIONS = APPLICATION_STATUS_CODES.map((code) => ({
  value: code,
  label: APPLICATION_STATUS_LABELS[code],
}));

const COLUMNS: ReadonlyArray<DataTableColumn<ApplicationSummary>> = [
  {
    label: 'Name',
    cell: (application) => (
      <Link to={paths.application(application.id)}>{application.name || application.email}</Link>
    ),
  },
  { label: 'Job', className: 'data-table__wrap', cell: (application) => application.jobTitle },
  { label: 'Email', className: 'data-table__wrap', cell: (application) => application.email },
  {
    label: 'Received',
    cell: (application) => formatDate(application.createdAt, { hour: 'numeric', minute: '2-digit' }),
  },
  {
    label: 'Status',
    cell: (application) => (
      <StatusBadge status={application.status} label={APPLICATION_STATUS_LABELS[application.status]} />
    ),
  },
  { label: 'Assigned to', cell: (application) => application.assignedTo?.name ?? 'Nobody' },
  { label: 'Submitted by', cell: (application) => application.submittedBy ?? 'Applied directly' },
];

/**
 * The Job filter's choices: the jobs, a closed one marked so, and the job the URL names even when it is
 * not among them (a link from an older job), so the filter shows what the list is filtered by.
 */
function useJobOptions(selected: string) {
  const jobs = useApplicationJobsQuery().data ?? [];
  const options = jobs.map((job) => ({
    value: job.value,
    label: job.status === 'closed' ? `${job.label} (closed)` : job.label,
  }));
  if (selected && !options.some((option) => option.value === selected)) {
    options.push({ value: selected, label: selected });
  }
  return options;
}

/** /back-office/applications: job applications and the candidates partners submitted. */
export function ApplicationList() {
  const [searchParams] = useClientSearchParams();
  const page = usePageParam();
  const url = readInboxFilters(searchParams);
  const status = oneOf(APPLICATION_STATUS_CODES, url.status);
  const filters: ApplicationFilters = {
    ...(url.search.trim() ? { search: url.search.trim() } : {}),
    ...(status ? { status } : {}),
    ...(url.job.trim() ? { job: url.job.trim() } : {}),
  };
  const query = useApplicationsQuery(filters, page);
  const jobOptions = useJobOptions(url.job.trim());
  return (
    <section className="portal-section__block" aria-labelledby="application-list-title">
      <h2 id="application-list-title" className="visually-hidden">
        Applications, newest first
      </h2>
      <InboxFilterBar
        label="Search applications"
        jobOptions={jobOptions}
        statusOptions={STATUS_OPTIONS}
        onExport={() => exportApplications(filters)}
      />
      <PagedList
        query={query}
        page={page}
        pageSize={APPLICATIONS_PAGE_SIZE}
        pagesLabel="Application pages"
        loadingLabel="Loading applications…"
        empty={
          <EmptyState title="No applications">
            Applications from the job board and candidates submitted by partners that match show here.
          </EmptyState>
        }
      >
        {(data) => (
          <DataTable
            caption="Applications, newest first"
            columns={COLUMNS}
            rows={data.items}
            rowKey={(application) => application.id}
          />
        )}
      </PagedList>
    </section>
  );
}
