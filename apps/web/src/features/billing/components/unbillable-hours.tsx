import { formatDate, NOT_BILLABLE_LABEL, weekLabel, type UnbillableHours } from '@smartmove/contract';
import { useId } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { formatHours } from '../../../lib/format';
import { useUnbillableHoursQuery } from '../api/billing';

const columns: DataTableColumn<UnbillableHours>[] = [
  { label: 'Consultant', className: 'data-table__wrap', cell: (row) => row.userName },
  { label: 'Project', className: 'data-table__wrap', cell: (row) => row.project },
  { label: 'Week', cell: (row) => weekLabel(row.weekStart) },
  { label: 'Hours', className: 'data-table__number', cell: (row) => formatHours(row.hours) },
  { label: 'Reason', className: 'data-table__wrap', cell: (row) => row.reasonLabel },
];

/** "Not billable": approved hours no placement covers, with the reason, so that none is dropped unseen. */
export function UnbillableHoursSection() {
  const query = useUnbillableHoursQuery();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{NOT_BILLABLE_LABEL}</h2>
      {query.isPending ? <LoadingState label="Loading approved hours…" /> : null}
      {query.isError ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data && query.data.items.length === 0 ? (
        <p>Every approved hour up to {formatDate(new Date().toISOString())} is covered by a placement.</p>
      ) : null}
      {query.data && query.data.items.length > 0 ? (
        <DataTable
          caption="Approved hours no placement covers"
          columns={columns}
          rows={query.data.items}
          rowKey={(row) => `${row.userId}|${row.project}|${row.weekStart}`}
        />
      ) : null}
    </section>
  );
}
