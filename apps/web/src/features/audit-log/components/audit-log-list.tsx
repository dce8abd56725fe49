import type { AuditLine } from '@smartmove/contract';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextInput } from '../../../components/ui/form/text-input';
import { PagedList } from '../../../components/ui/paged-list';
import { useDownload } from '../../../hooks/use-download';
import { useListFilters } from '../../../hooks/use-list-filters';
import { formatDate } from '../../../lib/format';
import { AUDIT_LOG_PAGE_SIZE, exportAuditLog, useAuditLogQuery } from '../api/audit-log';

const columns: DataTableColumn<AuditLine>[] = [
  {
    label: 'When',
    cell: (line) => (
      <time dateTime={line.at}>
        {formatDate(line.at, { hour: 'numeric', minute: '2-digit', second: '2-digit' })}
      </time>
    ),
  },
  { label: 'Who', cell: (line) => line.actorName },
  { label: 'Action', cell: (line) => line.action },
  { label: 'Record', className: 'data-table__wrap', cell: (line) => line.recordLabel },
];

const NO_STATUSES: readonly never[] = [];

/**
 * The audit log, newest first; read only (nothing in the product changes a line). "Search" (kept in the URL,
 * searched on the server) and "Export CSV" of what it selects.
 */
export function AuditLogList() {
  const { search, page, cursor, setFilter } = useListFilters(NO_STATUSES);
  const filters = search.trim() ? { search: search.trim() } : {};
  const query = useAuditLogQuery(filters, page, cursor);
  const { downloading, download } = useDownload();
  return (
    <div className="container portal-section">
      <div className="audit-log__tools" role="search" aria-label="Search the audit log">
        <TextInput
          label="Search"
          type="search"
          value={search}
          placeholder="Who, action or record"
          onChange={(event) => setFilter('search', event.target.value)}
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void download('export', () => exportAuditLog(filters))}
          disabled={downloading !== undefined}
        >
          {downloading ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <PagedList
        query={query}
        page={page}
        pageSize={AUDIT_LOG_PAGE_SIZE}
        pagesLabel="Audit log pages"
        loadingLabel="Loading the audit log…"
        empty={<EmptyState title={filters.search ? 'No lines match the search' : 'Nothing recorded yet'} />}
      >
        {(data) => (
          <DataTable
            caption="Audit log, newest first"
            columns={columns}
            rows={data.items}
            rowKey={(line) => line.id}
          />
        )}
      </PagedList>
    </div>
  );
}
