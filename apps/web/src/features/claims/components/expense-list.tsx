import type { Expense } from '@smartmove/contract';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { FileViewer } from '../../../components/ui/file-viewer';
import { PagedList } from '../../../components/ui/paged-list';
import { DecisionProgress } from '../../../components/ui/decision-status';
import { useFileViewer } from '../../../hooks/use-file-viewer';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate, formatMoney } from '../../../lib/format';
import { EXPENSES_PAGE_SIZE, useExpensesQuery } from '../api/get-expenses';
import { fetchExpenseReceipt } from '../api/get-expense-receipt';
// A row's compact action buttons side by side, as on People.
import '../../../styles/people.css';

/**
 * The caller's expense claims: each one's receipt to view again, its reimbursement progress, and for a
 * rejected one "Edit and resend" (`onResend`: the form above takes it, prefilled).
 */
export function ExpenseList({ onResend }: { onResend?: (expense: Expense) => void }) {
  const page = usePageParam();
  const query = useExpensesQuery(page);
  const viewer = useFileViewer();
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
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={`View receipt ${expense.receiptName}`}
            disabled={viewer.opening !== undefined}
            onClick={() => void viewReceipt(expense)}
          >
            View receipt
          </button>
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
          />
          {expense.status === 'rejected' && onResend ? (
            <div className="data-table__actions">
              <button
                type="button"
                className="button button--primary button--small"
                aria-label={`Edit and resend, claim of ${formatMoney(expense.amount, expense.currency)} on ${formatDate(expense.expenseDate)}`}
                onClick={() => onResend(expense)}
              >
                Edit and resend
              </button>
            </div>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <section className="portal-section__block" aria-labelledby="expense-list-title">
      <h2 id="expense-list-title">Your claims</h2>
      <PagedList
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
      >
        {(data) => (
          <DataTable
            caption="Your expense claims, newest first"
            columns={columns}
            rows={data.items}
            rowKey={(expense) => expense.id}
          />
        )}
      </PagedList>
      <FileViewer viewer={viewer} />
    </section>
  );
}
