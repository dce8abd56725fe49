import type { Expense } from '@smartmove/contract';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { DecisionProgress } from '../../../components/ui/decision-status';
import { useDownload } from '../../../hooks/use-download';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatDate, formatMoney } from '../../../lib/format';
import { EXPENSES_PAGE_SIZE, useExpensesQuery } from '../api/get-expenses';
import { downloadExpenseReceipt } from '../api/get-expense-receipt';

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
  { label: 'Receipt', className: 'data-table__wrap', cell: (expense) => <ReceiptCell expense={expense} /> },
  {
    label: 'Status',
    className: 'data-table__wrap',
    cell: (expense) => (
      <DecisionProgress
        status={expense.status}
        decision={expense.decision}
        submittedAt={expense.createdAt}
        paidAt={expense.paidAt}
      />
    ),
  },
];

/** The receipt's name and "View receipt", which downloads the author's own receipt. */
function ReceiptCell({ expense }: { expense: Expense }) {
  const { downloading, download } = useDownload();
  const opening = downloading !== undefined;
  const open = () => download(expense.id, () => downloadExpenseReceipt(expense.id, expense.receiptName));
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`View receipt ${expense.receiptName}`}
        disabled={opening}
        onClick={() => void open()}
      >
        View receipt
      </button>
      <span className="data-table__sub">{expense.receiptName}</span>
    </>
  );
}

/** The caller's expense claims: each one's receipt to open again and its reimbursement progress. */
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
