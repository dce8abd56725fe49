import { statusLabel } from '@smartmove/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate, formatMoney } from '../../../lib/format';
import { EXPENSES_PAGE_SIZE, useExpensesQuery } from '../api/get-expenses';

/** The caller's expense claims with their status. */
export function ExpenseList() {
  const page = usePageParam();
  const query = useExpensesQuery(page);
  return (
    <section className="portal-section__block" aria-labelledby="expense-list-title">
      <h2 id="expense-list-title">Your claims</h2>
      {query.isPending ? (
        <LoadingState label="Loading your claims…" />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No claims yet">
          Claims you submit, with their receipts and status, show here.
        </EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Your expense claims, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Category</th>
                  <th scope="col">Description</th>
                  <th scope="col" className="data-table__number">
                    Amount
                  </th>
                  <th scope="col">Receipt</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((expense) => (
                  <tr key={expense.id}>
                    <th scope="row" data-label="Date">
                      {formatDate(expense.expenseDate)}
                    </th>
                    <td data-label="Category">{expense.category}</td>
                    <td data-label="Description" className="data-table__wrap">
                      {expense.description}
                    </td>
                    <td data-label="Amount" className="data-table__number">
                      {formatMoney(expense.amount, expense.currency)}
                    </td>
                    <td data-label="Receipt" className="data-table__wrap">
                      {expense.receiptName}
                    </td>
                    <td data-label="Status">
                      <StatusBadge status={expense.status} label={statusLabel(expense.status)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pageSize={EXPENSES_PAGE_SIZE}
            total={query.data.total}
            label="Claim pages"
          />
        </>
      )}
    </section>
  );
}
