import type { AuditLine } from '@smartmove/contract';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate } from '../../../lib/format';
import { AUDIT_LOG_PAGE_SIZE, useAuditLogQuery } from '../api/audit-log';

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

/** The audit log, newest first; read only (nothing in the product changes a line). */
export function AuditLogList() {
  const page = usePageParam();
  const query = useAuditLogQuery(page);
  return (
    <div className="container portal-section">
      <PagedList
        query={query}
        page={page}
        pageSize={AUDIT_LOG_PAGE_SIZE}
        pagesLabel="Audit log pages"
        loadingLabel="Loading the audit log…"
        empty={<EmptyState title="Nothing recorded yet" />}
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
