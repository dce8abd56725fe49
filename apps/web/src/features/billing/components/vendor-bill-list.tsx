import { formatDate, formatMoney, VENDOR_BILL_STATUS_LABELS, type VendorBill } from '@smartmove/contract';
import { useId } from 'react';
import { actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { PagedTable } from '../../../components/ui/paged-table';
import { SmallButton } from '../../../components/ui/small-button';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatHours } from '../../../lib/format';
import { BILLING_PAGE_SIZE } from '../api/billing';
import { useApproveVendorBillMutation, useMarkVendorBillPaidMutation, useVendorBillsQuery } from '../api/pay';

/** A bill's lines, folded under how many there are. */
function BillLines({ bill }: { bill: VendorBill }) {
  return (
    <details className="vendor-bill__lines">
      <summary>
        {bill.lines.length === 1 ? '1 line' : `${bill.lines.length} lines`}
        <span className="visually-hidden"> of the bill to {formatDate(bill.periodEnd)}</span>
      </summary>
      <ul>
        {bill.lines.map((line) => (
          <li key={line.id}>
            {line.description}: {line.hours === null ? '' : `${formatHours(line.hours)} × `}
            {line.rate === null ? '' : `${formatMoney(line.rate, bill.currency)} = `}
            {formatMoney(line.amount, bill.currency)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Vendor bills, newest first: finance sees every partner's with Approve and Mark paid (`staff`), a partner
 * their own bills and where each stands.
 */
export function VendorBillList({ staff }: { staff: boolean }) {
  const page = usePageParam();
  const query = useVendorBillsQuery(page);
  const approve = useApproveVendorBillMutation();
  const markPaid = useMarkVendorBillPaidMutation();
  const titleId = useId();
  const onApprove = useMutationAction({
    action: (id: string) => approve.mutateAsync({ id }),
    success: () => 'Vendor bill approved',
  });
  const onPaid = useMutationAction({
    action: (id: string) => markPaid.mutateAsync({ id }),
    success: () => 'Vendor bill marked paid',
  });
  const busy = approve.isPending || markPaid.isPending;

  const columns: DataTableColumn<VendorBill>[] = [
    ...(staff
      ? [{ label: 'Partner', className: 'data-table__wrap', cell: (bill: VendorBill) => bill.vendorName }]
      : []),
    { label: 'Period end', cell: (bill) => formatDate(bill.periodEnd) },
    { label: 'Status', cell: (bill) => VENDOR_BILL_STATUS_LABELS[bill.status] },
    { label: 'Lines', className: 'data-table__wrap', cell: (bill) => <BillLines bill={bill} /> },
    {
      label: 'Total',
      className: 'data-table__number',
      cell: (bill) => formatMoney(bill.total, bill.currency),
    },
  ];
  if (staff) {
    columns.push(
      actionsColumn((bill) => {
        const what = `the bill of ${bill.vendorName} to ${formatDate(bill.periodEnd)}`;
        if (bill.status === 'draft') {
          return (
            <SmallButton
              disabled={busy}
              aria-label={`Approve ${what}`}
              onClick={() => void onApprove(bill.id)}
            >
              Approve
            </SmallButton>
          );
        }
        if (bill.status === 'approved') {
          return (
            <SmallButton
              disabled={busy}
              aria-label={`Mark paid ${what}`}
              onClick={() => void onPaid(bill.id)}
            >
              Mark paid
            </SmallButton>
          );
        }
        return null;
      }),
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{staff ? 'Vendor bills' : 'Your bills'}</h2>
      <PagedTable
        query={query}
        page={page}
        pageSize={BILLING_PAGE_SIZE}
        pagesLabel="Bill pages"
        loadingLabel="Loading bills…"
        empty={
          <EmptyState title="No bills yet">
            {staff
              ? 'Generate vendor bills above to pay partners for the approved hours of their C2C placements.'
              : 'Your bills appear here once the approved hours of your consultants are billed.'}
          </EmptyState>
        }
        caption={staff ? 'Vendor bills, newest first' : 'Your bills, newest first'}
        columns={columns}
        rowKey={(bill) => bill.id}
      />
    </section>
  );
}
