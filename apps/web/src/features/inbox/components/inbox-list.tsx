import type { Assignee, Page } from '@smartmove/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { PagedTable } from '../../../components/ui/paged-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useClientSearchParams } from '../../../hooks/use-is-client';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { readInboxFilters } from '../inbox-filters';
import { INBOX_PAGE_SIZE } from '../api/inbox-api';

/** The list's page (from the URL) and the filters the URL holds. */
export function useInboxUrl() {
  const searchParams = useClientSearchParams();
  return { page: usePageParam(), url: readInboxFilters(searchParams) };
}

/** What every inquiry and application row shows. */
interface InboxRow {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  status: string;
  assignedTo: Assignee | null;
}

/**
 * The columns of an inquiry or application list: Name (the record's link), the kind's `second`, Email,
 * Received, Status, Assigned to and the kind's `last`.
 */
export function inboxColumns<Row extends InboxRow>(kind: {
  href: (id: string) => string;
  statusLabel: (row: Row) => string;
  second: DataTableColumn<Row>;
  last: DataTableColumn<Row>;
  /** A mark shown under the name (an application's "Possible duplicate"). */
  nameMark?: (row: Row) => ReactNode;
}): ReadonlyArray<DataTableColumn<Row>> {
  return [
    {
      label: 'Name',
      cell: (row) => (
        <>
          <Link to={kind.href(row.id)}>{row.name || row.email}</Link>
          {kind.nameMark?.(row)}
        </>
      ),
    },
    kind.second,
    { label: 'Email', className: 'data-table__wrap', cell: (row) => row.email },
    { label: 'Received', cell: (row) => formatDate(row.createdAt, { hour: 'numeric', minute: '2-digit' }) },
    { label: 'Status', cell: (row) => <StatusBadge status={row.status} label={kind.statusLabel(row)} /> },
    { label: 'Assigned to', cell: (row) => row.assignedTo?.name ?? 'Nobody' },
    kind.last,
  ];
}

/**
 * An inbox list (inquiries, applications, support cases): its filter bar, then one page of the table
 * with the pager, or its empty state. `caption` names the table and the section.
 */
export function InboxList<Row extends { id: string }>({
  id,
  caption,
  filterBar,
  query,
  page,
  pageSize = INBOX_PAGE_SIZE,
  pagesLabel,
  loadingLabel,
  empty,
  columns,
}: {
  id: string;
  caption: string;
  filterBar: ReactNode;
  query: UseQueryResult<Page<Row>>;
  page: number;
  pageSize?: number;
  pagesLabel: string;
  loadingLabel: string;
  empty: ReactNode;
  columns: ReadonlyArray<DataTableColumn<Row>>;
}) {
  return (
    <section className="portal-section__block" aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {caption}
      </h2>
      {filterBar}
      <PagedTable
        query={query}
        page={page}
        pageSize={pageSize}
        pagesLabel={pagesLabel}
        loadingLabel={loadingLabel}
        empty={empty}
        caption={caption}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </section>
  );
}
