import type { Expense } from '@smartmove/contract';
import { useState } from 'react';
import { PageIntro } from '../../components/ui/page-intro';
import { ExpenseForm } from '../../features/claims/components/expense-form';
import { ExpenseList } from '../../features/claims/components/expense-list';
import { RoleGate } from '../../features/portal-access/components/role-gate';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/employee-claims';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Expense Claims', 'Your expense claims.', location.pathname);

export default function EmployeeClaims() {
  // A rejected claim being corrected ("Edit and resend"): the form takes it, prefilled, until it is sent.
  const [resending, setResending] = useState<Expense>();
  return (
    <RoleGate route="employeeClaims" title="Expense claims">
      <PageIntro title="Expense claims">
        Claim business expenses with their receipt. File reimbursements before your notice period ends.
      </PageIntro>
      <div className="container portal-section">
        <ExpenseForm
          key={resending?.id ?? 'new'}
          resending={resending}
          onDone={() => setResending(undefined)}
        />
        <ExpenseList onResend={setResending} />
      </div>
    </RoleGate>
  );
}
