import {
  formatBillRate,
  SUBMITTAL_STATUS_LABELS,
  SUBMITTAL_STATUSES,
  type Submittal,
} from '@smartmove/contract';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListFilterFields } from '../../../components/ui/form/list-filter-fields';
import { PagedTable } from '../../../components/ui/paged-table';
import { paths } from '../../../config/paths';
import { useListFilters } from '../../../hooks/use-list-filters';
import { formatDate } from '../../../lib/format';
import { SUBMITTALS_PAGE_SIZE, useSubmittalsQuery } from '../api/submittals';
import { SubmittalStateSelect } from './submittal-state-select';

const SOURCE_LABELS = { application: 'Application', bench: 'Bench', lead: 'Know your worth' } as const;

/**
 * /back-office/submittals (recruiters): every candidate submitted to a client, newest first, each row with its
 * "State" select; the candidate's name opens the submittal.
 */
export function SubmittalsPage() {
  const { search, status, page, setFilter } = useListFilters(SUBMITTAL_STATUSES);
  const query = useSubmittalsQuery({ search: search.trim(), state: status, page });
  const columns: DataTableColumn<Submittal>[] = [
    {
      label: 'Candidate',
      className: 'data-table__wrap',
      cell: (submittal) => <Link to={paths.submittal(submittal.id)}>{submittal.candidate.name}</Link>,
    },
    { label: 'Source', cell: (submittal) => SOURCE_LABELS[submittal.candidate.source] },
    { label: 'Job', className: 'data-table__wrap', cell: (submittal) => submittal.jobTitle },
    { label: 'End client', className: 'data-table__wrap', cell: (submittal) => submittal.endClient ?? '—' },
    { label: 'Bill rate', cell: (submittal) => formatBillRate(submittal.billRate, submittal.currency) },
    { label: 'Submitted', cell: (submittal) => formatDate(submittal.createdAt) },
    {
      label: 'State',
      cell: (submittal) => (
        <SubmittalStateSelect submittal={submittal} label={`State of ${submittal.candidate.name}`} />
      ),
    },
  ];
  return (
    <div className="container portal-section">
      <ListFilterFields
        label="Find submittals"
        searchPlaceholder="Candidate's name"
        search={search}
        status={status}
        statuses={SUBMITTAL_STATUSES}
        statusLabels={SUBMITTAL_STATUS_LABELS}
        onChange={setFilter}
      />
      <PagedTable
        live
        query={query}
        page={page}
        pageSize={SUBMITTALS_PAGE_SIZE}
        pagesLabel="Submittal pages"
        loadingLabel="Loading submittals…"
        empty={
          <EmptyState title="No submittals yet">
            Submit a candidate from their application with "Submit to client".
          </EmptyState>
        }
        caption="Submittals, newest first"
        columns={columns}
        rowKey={(submittal) => submittal.id}
      />
    </div>
  );
}
