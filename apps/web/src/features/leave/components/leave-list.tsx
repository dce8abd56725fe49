import { getLeaveType, type Leave } from '@smartmove/contract';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { DecisionStatus } from '../../../components/ui/decision-status';
import { formatDateRange, plural } from '../../../lib/format';
import { LEAVES_PAGE_SIZE } from '../api/get-leaves';

const COLUMNS: ReadonlyArray<DataTableColumn<Leave>> = [
  { label: 'Dates', cell: (leave) => formatDateRange(leave.fromDate, leave.toDate) },
  { label: 'Type', cell: (leave) => getLeaveType(leave.leaveType)?.label ?? leave.leaveType },
  { label: 'Days', cell: (leave) => plural(leave.days, 'day') },
  { label: 'Reason', className: 'data-table__wrap', cell: (leave) => leave.reason },
  {
    label: 'Status',
    className: 'data-table__wrap',
    cell: (leave) => (
      <DecisionStatus status={leave.status} decision={leave.decision} since={leave.createdAt} />
    ),
  },
];

/**
 * The caller's leave requests, latest dates first. The page's query (which also brings the balance)
 * is the leave page's, which shows its loading and failed states.
 */
export function LeaveList({ leaves, total, page }: { leaves: Leave[]; total: number; page: number }) {
  return (
    <section className="portal-section__block" aria-labelledby="leave-list-title">
      <h2 id="leave-list-title">Your leave requests</h2>
      {leaves.length === 0 ? (
        <EmptyState title="No leave requested yet">Your requests and their status will show here.</EmptyState>
      ) : (
        <>
          <DataTable
            caption="Your leave requests"
            columns={COLUMNS}
            rows={leaves}
            rowKey={(leave) => leave.id}
          />
          <Pagination page={page} pageSize={LEAVES_PAGE_SIZE} total={total} label="Leave request pages" />
        </>
      )}
    </section>
  );
}
