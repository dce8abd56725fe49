import {
  APPLICATION_STATUS_CODES,
  APPLICATION_STATUS_LABELS,
  POSSIBLE_DUPLICATE_LABEL,
  type ApplicationFilters,
  type ApplicationSummary,
} from '@smartmove/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { applicationApi, useApplicationJobsQuery } from '../api/applications';
import { codeOptions, listFilters } from '../inbox-filters';
import { InboxFilterBar } from './inbox-filter-bar';
import { inboxColumns, InboxList, useInboxUrl } from './inbox-list';

const STATUS_OPTIONS = codeOptions(APPLICATION_STATUS_CODES, (code) => APPLICATION_STATUS_LABELS[code]);

const COLUMNS = inboxColumns<ApplicationSummary>({
  href: paths.application,
  statusLabel: (application) => APPLICATION_STATUS_LABELS[application.status],
  second: { label: 'Job', className: 'data-table__wrap', cell: (application) => application.jobTitle },
  last: { label: 'Submitted by', cell: (application) => application.submittedBy ?? 'Applied directly' },
  nameMark: (application) =>
    application.possibleDuplicate ? (
      <span className="inbox-list__mark">
        <StatusBadge status="possible-duplicate" label={POSSIBLE_DUPLICATE_LABEL} />
      </span>
    ) : null,
});

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
  const { page, url } = useInboxUrl();
  const job = url.job.trim();
  const filters: ApplicationFilters = {
    ...listFilters(url, { status: APPLICATION_STATUS_CODES }),
    ...(job ? { job } : {}),
    ...(url.duplicate === '1' ? { possibleDuplicate: 'true' as const } : {}),
  };
  const jobOptions = useJobOptions(job);
  const query = applicationApi.usePage(filters, page);
  return (
    <InboxList
      id="application-list-title"
      caption="Applications, newest first"
      filterBar={
        <InboxFilterBar
          label="Search applications"
          jobOptions={jobOptions}
          statusOptions={STATUS_OPTIONS}
          duplicateLabel={POSSIBLE_DUPLICATE_LABEL}
          onExport={() => applicationApi.exportCsv(filters)}
        />
      }
      query={query}
      page={page}
      pagesLabel="Application pages"
      loadingLabel="Loading applications…"
      empty={
        <EmptyState title="No applications">
          Applications from the job board and candidates submitted by partners that match show here.
        </EmptyState>
      }
      columns={COLUMNS}
    />
  );
}
