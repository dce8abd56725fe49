import type { Expense } from '@smartmove/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { FileViewer } from '../../../components/ui/file-viewer';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { PagedTable } from '../../../components/ui/paged-table';
import { DecisionProgress } from '../../../components/ui/decision-status';
import { SmallButton } from '../../../components/ui/small-button';
import { useFileViewer } from '../../../hooks/use-file-viewer';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate, formatMoney } from '../../../lib/format';
import { EXPENSES_PAGE_SIZE, useExpensesQuery } from '../api/get-expenses';
import { fetchExpenseReceipt } from '../api/get-expense-receipt';
import { useWithdrawExpenseMutation } from '../api/withdraw-expense';
// A row's compact action buttons side by side, as on People.
import '../../../styles/people.css';

/** A claim as a button's name and a message tell it apart: "$125.50 on Nov 16, 2026". */
const describeClaim = (expense: Expense) =>
  `${formatMoney(expense.amount, expense.currency)} on ${formatDate(expense.expenseDate)}`;

/**
 * The caller's expense claims: each one's receipt to view again, its reimbursement progress, for a
 * rejected one "Edit and resend" (`onResend`: the form above takes it, prefilled), and for one waiting for
 * approval "Withdraw" (after a confirmation).
 */
export function ExpenseList({ onResend }: { onResend?: (expense: Expense) => void }) {
  const page = usePageParam();
  const query = useExpensesQuery(page);
  const viewer = useFileViewer();
  const withdraw = useWithdrawExpenseMutation();
  const [withdrawing, setWithdrawing] = useState<Expense>();
  const confirmWithdraw = useMutationAction({
    action: (expense: Expense) => withdraw.mutateAsync(expense.id),
    success: (_withdrawn, expense) => `Claim of ${describeClaim(expense)} withdrawn`,
    onSettled: () => setWithdrawing(undefined),
  });
  const viewReceipt = (expense: Expense) =>
    viewer.view(expense.id, {
      title: `Receipt: ${expense.receiptName}`,
      name: expense.receiptName,
      fetchFile: () => fetchExpenseReceipt(expense.id),
    });

  const columns: ReadonlyArray<DataTableColumn<Expense>> = [
    { label: 'Date', cell: (expense) => formatDate(expense.expenseDate) },
    { label: 'Category', cell: (expense) => expense.category },
    { label: 'Description', className: 'data-table__wrap', cell: (expense) => expense.description },
    {
      label: 'Amount',
      className: 'data-table__number',
      headerClassName: 'data-table__number',
      cell: (expense) => formatMoney(expense.amount, expense.currency),
    },
    {
      label: 'Receipt',
      className: 'data-table__wrap',
      cell: (expense) => (
        <>
          <SmallButton
            aria-label={`View receipt ${expense.receiptName}`}
            disabled={viewer.opening !== undefined}
            onClick={() => void viewReceipt(expense)}
          >
            View receipt
          </SmallButton>
          <span className="data-table__sub">{expense.receiptName}</span>
        </>
      ),
    },
    {
      label: 'Status',
      className: 'data-table__wrap',
      cell: (expense) => (
        <>
          <DecisionProgress
            status={expense.status}
            decision={expense.decision}
            submittedAt={expense.createdAt}
            paidAt={expense.paidAt}
            withdrawnAt={expense.withdrawnAt}
          />
          {expense.status === 'rejected' && onResend ? (
            <div className="data-table__actions">
              <button
                type="button"
                className="button button--primary button--small"
                aria-label={`Edit and resend, claim of ${describeClaim(expense)}`}
                onClick={() => onResend(expense)}
              >
                Edit and resend
              </button>
            </div>
          ) : null}
          {expense.status === 'submitted' ? (
            <div className="data-table__actions">
              <SmallButton
                aria-label={`Withdraw, claim of ${describeClaim(expense)}`}
                disabled={withdraw.isPending}
                onClick={() => setWithdrawing(expense)}
              >
                Withdraw
              </SmallButton>
            </div>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <section className="portal-section__block" aria-labelledby="expense-list-title">
      <h2 id="expense-list-title">Your claims</h2>
      <PagedTable
        query={query}
        page={page}
        pageSize={EXPENSES_PAGE_SIZE}
        pagesLabel="Claim pages"
        loadingLabel="Loading your claims…"
        empty={
          <EmptyState title="No claims yet">
            Claims you submit, with their receipts and status, show here.
          </EmptyState>
        }
        caption="Your expense claims, newest first"
        columns={columns}
        rowKey={(expense) => expense.id}
      />
      <FileViewer viewer={viewer} />
      <ConfirmDialog
        open={withdrawing !== undefined}
        title="Withdraw this claim?"
        action="Withdraw"
        busy={withdraw.isPending}
        onConfirm={() => {
          if (withdrawing) void confirmWithdraw(withdrawing);
        }}
        onClose={() => setWithdrawing(undefined)}
      >
        {withdrawing
          ? `Your claim of ${describeClaim(withdrawing)} leaves your approver's queue and will not be paid. To claim it later, submit it again.`
          : ''}
      </ConfirmDialog>
    </section>
  );
}
