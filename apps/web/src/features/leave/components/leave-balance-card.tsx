import type { LeaveBalance } from '@smartmove/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FactList } from '../../../components/ui/fact-list';

const days = (value: number) => `${value} ${value === 1 ? 'day' : 'days'}`;

/** The paid time off balance with the handbook's figures. */
export function LeaveBalanceCard({ balance }: { balance: LeaveBalance }) {
  const percent = Math.max(0, Math.min(100, (balance.availableDays / balance.cap) * 100));
  return (
    <section className="balance-card" aria-labelledby="leave-balance-title">
      <h2 id="leave-balance-title" className="balance-card__title">
        Paid time off balance
      </h2>
      <p className="balance-card__figure">
        <strong>{balance.availableDays}</strong> {balance.availableDays === 1 ? 'day' : 'days'} available
      </p>
      <div
        className="balance-card__meter"
        role="meter"
        aria-label="Paid time off available"
        aria-valuemin={0}
        aria-valuemax={balance.cap}
        aria-valuenow={balance.availableDays}
        aria-valuetext={`${days(balance.availableDays)} of at most ${days(balance.cap)}`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <FactList
        className="balance-card__facts"
        facts={[
          ['Accrued', days(balance.accruedDays)],
          ['Requested', days(balance.usedDays)],
        ]}
      />
      <p className="balance-card__note">
        {balance.daysPerYear} days a year, accruing {balance.accrualPerMonth} days a month, up to{' '}
        {balance.cap} days. See{' '}
        <Link to={`${paths.hrHandbook()}#paid-time-off`}>paid time off in the handbook</Link>.
      </p>
    </section>
  );
}
