import { addDays, AUDIT_LOG_MESSAGES, type AuditLine, type AuditLogFilters } from '@smartmove/contract';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { DateInput } from '../../../components/ui/form/date-input';
import { TextInput } from '../../../components/ui/form/text-input';
import { PagedTable } from '../../../components/ui/paged-table';
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

/** The start of a day (YYYY-MM-DD) in the reader's time zone, as the instant the API compares lines with. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();

/**
 * The API's filters of the page's: "From" from its day's start, "To" to its day's end (the next day's start),
 * in the reader's time zone, as the lines' times show. Days in the wrong order filter by neither.
 */
function filtersOf(search: string, from: string, to: string): AuditLogFilters {
  const inOrder = !from || !to || from <= to;
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(from && inOrder ? { from: startOfDay(from) } : {}),
    ...(to && inOrder ? { to: startOfDay(addDays(to, 1)) } : {}),
  };
}

/**
 * The audit log, newest first; read only (nothing in the product changes a line). "Search", "From" and "To"
 * (kept in the URL, filtered on the server) and "Export CSV" of what they select.
 */
export function AuditLogList() {
  const { search, from, to, page, cursor, setFilter } = useListFilters(NO_STATUSES);
  const filters = filtersOf(search, from, to);
  const dateOrderError = from && to && to < from ? AUDIT_LOG_MESSAGES.dateOrder : undefined;
  const filtered = Boolean(filters.search ?? filters.from ?? filters.to);
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
        <DateInput
          label="From"
          value={from}
          max={to || undefined}
          fieldClassName="audit-log__date"
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <DateInput
          label="To"
          value={to}
          min={from || undefined}
          error={dateOrderError}
          fieldClassName="audit-log__date"
          onChange={(event) => setFilter('to', event.target.value)}
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void download('export', () => exportAuditLog(filters))}
          disabled={downloading !== undefined || dateOrderError !== undefined}
        >
          {downloading ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <PagedTable
        query={query}
        page={page}
        pageSize={AUDIT_LOG_PAGE_SIZE}
        pagesLabel="Audit log pages"
        loadingLabel="Loading the audit log…"
        empty={<EmptyState title={filtered ? 'No lines match the filters' : 'Nothing recorded yet'} />}
        caption="Audit log, newest first"
        columns={columns}
        rowKey={(line) => line.id}
      />
    </div>
  );
}
