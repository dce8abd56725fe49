import {
  CASE_STATUSES,
  statusLabel,
  URGENT_CASE_PRIORITY,
  type CaseInboxFilters,
  type CaseSummary,
} from '@smartmove/contract';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { CASES_PAGE_SIZE, useCaseInboxQuery } from '../api/cases';
import { codeOptions, listFilters } from '../inbox-filters';
import { InboxFilterBar } from './inbox-filter-bar';
import { InboxList, useInboxUrl } from './inbox-list';

const STATUS_OPTIONS = codeOptions(CASE_STATUSES, statusLabel);
const dateTime = (value: string) => formatDate(value, { hour: 'numeric', minute: '2-digit' });

const COLUMNS: ReadonlyArray<DataTableColumn<CaseSummary>> = [
  {
    label: 'Name',
    cell: (supportCase) => <Link to={paths.case(supportCase.id)}>{supportCase.author.name}</Link>,
  },
  {
    label: 'Priority',
    cell: (supportCase) =>
      supportCase.priority === URGENT_CASE_PRIORITY ? (
        <strong className="case-priority--urgent">{supportCase.priority}</strong>
      ) : (
        supportCase.priority
      ),
  },
  { label: 'Title', className: 'data-table__wrap', cell: (supportCase) => supportCase.title },
  { label: 'Reference', cell: (supportCase) => supportCase.reference },
  {
    label: 'Status',
    cell: (supportCase) => (
      <StatusBadge status={supportCase.status} label={statusLabel(supportCase.status)} />
    ),
  },
  { label: 'Assigned to', cell: (supportCase) => supportCase.assignedTo?.name ?? 'Nobody' },
  { label: 'Raised', cell: (supportCase) => dateTime(supportCase.createdAt) },
  { label: 'Updated', cell: (supportCase) => dateTime(supportCase.updatedAt) },
];

/** /back-office/cases: the support cases of the people the approver manages (an admin: all), urgent first. */
export function CaseInboxList() {
  const { page, url } = useInboxUrl();
  const filters: CaseInboxFilters = listFilters(url, { status: CASE_STATUSES });
  const query = useCaseInboxQuery(filters, page);
  return (
    <InboxList
      id="case-inbox-title"
      caption="Support cases, urgent first, then oldest"
      filterBar={
        <InboxFilterBar
          label="Search cases"
          placeholder="Name, title or reference"
          statusOptions={STATUS_OPTIONS}
        />
      }
      query={query}
      page={page}
      pageSize={CASES_PAGE_SIZE}
      pagesLabel="Case pages"
      loadingLabel="Loading cases…"
      empty={
        <EmptyState title="No cases">
          Support cases raised by the people you manage that match show here.
        </EmptyState>
      }
      columns={COLUMNS}
    />
  );
}
