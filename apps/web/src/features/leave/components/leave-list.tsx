import { getLeaveType, statusLabel, type Leave } from '@smartmove/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate, formatDateRange, plural } from '../../../lib/format';
import { LEAVES_PAGE_SIZE } from '../api/get-leaves';

/** The caller's leave requests, latest dates first. */
export function LeaveList({ leaves, total, page }: { leaves: Leave[]; total: number; page: number }) {
  return (
    <section className="portal-section__block" aria-labelledby="leave-list-title">
      <h2 id="leave-list-title">Your leave requests</h2>
      {leaves.length === 0 ? (
        <EmptyState title="No leave requested yet">Your requests and their status will show here.</EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Your leave requests</caption>
              <thead>
                <tr>
                  <th scope="col">Dates</th>
                  <th scope="col">Type</th>
                  <th scope="col">Days</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {leaves.map((leave) => (
                  <tr key={leave.id}>
                    <th scope="row" data-label="Dates">
                      {formatDateRange(leave.fromDate, leave.toDate)}
                    </th>
                    <td data-label="Type">{getLeaveType(leave.leaveType)?.label ?? leave.leaveType}</td>
                    <td data-label="Days">{plural(leave.days, 'day')}</td>
                    <td data-label="Reason" className="data-table__wrap">
                      {leave.reason}
                    </td>
                    <td data-label="Status">
                      <StatusBadge status={leave.status} label={statusLabel(leave.status)} />
                      <span className="data-table__note"> since {formatDate(leave.createdAt)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageSize={LEAVES_PAGE_SIZE} total={total} label="Leave request pages" />
        </>
      )}
    </section>
  );
}
