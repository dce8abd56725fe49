import type { Expense } from '@smartmove/contract';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { DecisionStatus } from '../../../components/ui/decision-status';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate, formatMoney } from '../../../lib/format';
import { EXPENSES_PAGE_SIZE, useExpensesQuery } from '../api/get-expenses';

const COLUMNS: ReadonlyArray<DataTableColumn<Expense>> = [
  { label: 'Date', cell: (expense) => formatDate(expense.expenseDate) },
  { label: 'Category', cell: (expense) => expense.category },
  { label: 'Description', className: 'data-table__wrap', cell: (expense) => expense.description },
  {
    label: 'Amount',
    className: 'data-table__number',
    headerClassName: 'data-table__number',
    cell: (expense) => formatMoney(expense.amount, expense.currency),
  },
  { label: 'Receipt', className: 'data-table__wrap', cell: (expense) => expense.receiptName },
  {
    label: 'Status',
    className: 'data-table__wrap',
    cell: (expense) => (
      <DecisionStatus status={expense.status} decision={expense.decision} paidAt={expense.paidAt} />
    ),
  },
];

/** The caller's expense claims with their status. */
export function ExpenseList() {
  const page = usePageParam();
  const query = useExpensesQuery(page);
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
            columns={COLUMNS}
            rows={data.items}
            rowKey={(expense) => expense.id}
          />
        )}
      </PagedList>
    </section>
  );
}
