import { getLeaveType, type LeaveApproval } from '@smartmove/contract';
import { formatDateRange, plural } from '../../../lib/format';
import '../../../styles/approval-details.css';

/**
 * The author's paid time off left, as their leave page shows it (this request already counted): the figure
 * for a paid time off request, a note for the types that do not draw on it.
 */
export function LeaveBalance({ item }: { item: LeaveApproval }) {
  const { balance } = item;
  const left = `${plural(balance.availableDays, 'day')} left`;
  if (!balance.drawsOnBalance) {
    return (
      <>
        Not drawn from the balance
        <span className="data-table__sub">
          {getLeaveType(item.leaveType)?.label ?? item.leaveType}; {left} of paid time off
        </span>
      </>
    );
  }
  return (
    <>
      <strong className={balance.availableDays < 0 ? 'leave-context__over' : undefined}>{left}</strong> of
      paid time off
      <span className="data-table__sub">after this request</span>
    </>
  );
}

/** The others of the same team (the same manager) whose pending or approved leave overlaps the request. */
export function AlsoOut({ item }: { item: LeaveApproval }) {
  if (item.alsoOut.length === 0) return <span className="leave-context__nobody">Nobody else</span>;
  return (
    <ul className="leave-context__also-out" aria-label={`Also out, ${item.personName}'s team`}>
      {item.alsoOut.map((out) => (
        <li key={`${out.name}-${out.fromDate}`}>
          {out.name}
          <span className="data-table__sub">{formatDateRange(out.fromDate, out.toDate)}</span>
        </li>
      ))}
    </ul>
  );
}
