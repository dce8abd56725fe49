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

interface ProgressStep {
  name: string;
  /**
   * done: reached; current: where it is now (also reached); waiting: still to come; failed: rejected;
   * ended: withdrawn by its author.
   */
  state: 'done' | 'current' | 'waiting' | 'failed' | 'ended';
  detail: string;
}

/**
 * A claim's reimbursement progress as its author reads it (docs/product.md#back-office): the steps
 * Submitted → Approved → Paid, Submitted → Rejected with its reason, or Submitted → Withdrawn, each with who
 * and when where known.
 * An ordered list whose step the claim is at carries aria-current="step".
 */
export function DecisionProgress({
  status,
  decision,
  submittedAt,
  paidAt,
  withdrawnAt,
  label = 'Reimbursement progress',
}: {
  status: string;
  decision: Decision | null;
  submittedAt: string;
  paidAt?: string | null | undefined;
  withdrawnAt?: string | null | undefined;
  /** The list's accessible name. */
  label?: string;
}) {
  const decided = decision ? `by ${decision.by}, ${formatDate(decision.at)}` : '';
  const steps: ProgressStep[] = [{ name: 'Submitted', state: 'done', detail: formatDate(submittedAt) }];
  if (status === 'withdrawn') {
    steps.push({
      name: 'Withdrawn',
      state: 'ended',
      detail: withdrawnAt ? `by you, ${formatDate(withdrawnAt)}` : 'by you',
    });
  } else if (status === 'rejected') {
    steps.push({
      name: 'Rejected',
      state: 'failed',
      detail: [decided, decision?.reason ? `Reason: ${decision.reason}` : ''].filter(Boolean).join('. '),
    });
  } else {
    const approved = status === 'approved' || status === 'paid';
    steps.push({
      name: 'Approved',
      state: approved ? 'done' : 'waiting',
      detail: approved ? decided : 'Waiting',
    });
    steps.push(
      status === 'paid'
        ? { name: 'Paid', state: 'done', detail: paidAt ? formatDate(paidAt) : '' }
        : { name: 'Paid', state: 'waiting', detail: 'Not yet' },
    );
  }
  const reached = steps.filter((step) => step.state !== 'waiting');
  const current = reached[reached.length - 1];
  if (current && current.state === 'done') current.state = 'current';

  return (
    <ol className="decision-progress" aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.name}
          className={`decision-progress__step decision-progress__step--${step.state}`}
          aria-current={step === current ? 'step' : undefined}
        >
          <span className="decision-progress__name">{step.name}</span>
          {step.detail ? (
            <>
              {' '}
              <span className="decision-progress__detail">{step.detail}</span>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
