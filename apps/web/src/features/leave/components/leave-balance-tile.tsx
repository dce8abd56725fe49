import { ACTIVE_LEAVE_STATUSES, getLeaveType, todayIsoDate } from '@smartmove/contract';
import { DashboardTile } from '../../../components/ui/dashboard-tile';
import { paths } from '../../../config/paths';
import { formatDateRange } from '../../../lib/format';
import { useLeaveSummaryQuery } from '../api/get-leaves';

/** The dashboard's tile of the paid time off balance and the next leave. */
export function LeaveBalanceTile() {
  const leave = useLeaveSummaryQuery();
  return (
    <DashboardTile title="Leave balance" href={paths.applyLeave()} linkLabel="Apply for leave" query={leave}>
      {(data) => {
        const upcoming = data.items.find(
          (item) => item.toDate >= todayIsoDate() && ACTIVE_LEAVE_STATUSES.includes(item.status),
        );
        return (
          <>
            <p className="dashboard-tile__figure">
              <strong>{data.balance.availableDays}</strong> days of paid time off
            </p>
            <p className="dashboard-tile__muted">
              {data.balance.daysPerYear} a year, {data.balance.accrualPerMonth} a month, up to{' '}
              {data.balance.cap}
            </p>
            {upcoming ? (
              <p className="dashboard-tile__muted">
                Next: {getLeaveType(upcoming.leaveType)?.label}{' '}
                {formatDateRange(upcoming.fromDate, upcoming.toDate)}
              </p>
            ) : null}
          </>
        );
      }}
    </DashboardTile>
  );
}
