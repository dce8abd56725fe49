import {
  CASE_STATUSES,
  statusLabel,
  URGENT_CASE_PRIORITY,
  type CaseInboxFilters,
  type CaseSummary,
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
import { CASES_PAGE_SIZE, useCaseInboxQuery } from '../api/cases';
import { oneOf, readInboxFilters } from '../inbox-filters';
import { InboxFilterBar } from './inbox-filter-bar';

const STATUS_OPTIONS = CASE_STATUSES.map((code) => ({ value: code, label: statusLabel(code) }));
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
  const [searchParams] = useClientSearchParams();
  const page = usePageParam();
  const url = readInboxFilters(searchParams);
  const status = oneOf(CASE_STATUSES, url.status);
  const filters: CaseInboxFilters = {
    ...(url.search.trim() ? { search: url.search.trim() } : {}),
    ...(status ? { status } : {}),
  };
  const query = useCaseInboxQuery(filters, page);
  return (
    <section className="portal-section__block" aria-labelledby="case-inbox-title">
      <h2 id="case-inbox-title" className="visually-hidden">
        Support cases, urgent first, then oldest
      </h2>
      <InboxFilterBar
        label="Search cases"
        placeholder="Name, title or reference"
        statusOptions={STATUS_OPTIONS}
      />
      <PagedList
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
      >
        {(data) => (
          <DataTable
            caption="Support cases, urgent first, then oldest"
            columns={COLUMNS}
            rows={data.items}
            rowKey={(supportCase) => supportCase.id}
          />
        )}
      </PagedList>
    </section>
  );
}
