import { statusLabel, type Decision } from '@smartmove/contract';
import { formatDate } from '../../lib/format';
import { StatusBadge } from './status-badge';

/**
 * A time sheet's, leave request's or claim's status with the approver's decision as its author reads it
 * (docs/product.md#back-office): "Approved" or "Rejected" with who and when, a rejection's reason, "Paid".
 */
export function DecisionStatus({
  status,
  decision,
  paidAt,
  since,
}: {
  status: string;
  decision: Decision | null;
  paidAt?: string | null | undefined;
  /** When it was sent, shown while it waits ("since Nov 16, 2026"). */
  since?: string | null | undefined;
}) {
  return (
    <>
      <StatusBadge status={status} label={statusLabel(status)} />
      {decision ? (
        <span className="data-table__sub">
          {statusLabel(status === 'paid' ? 'approved' : status)} by {decision.by}, {formatDate(decision.at)}
        </span>
      ) : since ? (
        <span className="data-table__note"> since {formatDate(since)}</span>
      ) : null}
      {paidAt ? <span className="data-table__sub">Paid {formatDate(paidAt)}</span> : null}
      {decision?.reason ? <span className="data-table__sub">Rejection reason: {decision.reason}</span> : null}
    </>
  );
}
