import { formatDate, formatMoney, INVOICE_KIND_LABELS, type InvoiceSummary } from '@smartmove/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedTable } from '../../../components/ui/paged-table';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { BILLING_PAGE_SIZE, useInvoicesQuery } from '../api/billing';
import { invoiceStatusLabel } from './invoice-status';

/** Invoices and credit notes, newest first; each row is a link named with its client's name. */
export function InvoiceList() {
  const page = usePageParam();
  const query = useInvoicesQuery(page);
  const titleId = useId();

  const columns: DataTableColumn<InvoiceSummary>[] = [
    {
      label: 'Client',
      className: 'data-table__wrap',
      cell: (invoice) => <Link to={paths.invoice(invoice.id)}>{invoice.clientName}</Link>,
    },
    {
      label: 'Number',
      cell: (invoice) => invoice.number ?? `Draft ${INVOICE_KIND_LABELS[invoice.kind].toLowerCase()}`,
    },
    { label: 'Status', cell: invoiceStatusLabel },
    { label: 'Issued', cell: (invoice) => (invoice.issueDate ? formatDate(invoice.issueDate) : '—') },
    { label: 'Due', cell: (invoice) => (invoice.dueDate ? formatDate(invoice.dueDate) : '—') },
    {
      label: 'Total',
      className: 'data-table__number',
      cell: (invoice) => formatMoney(invoice.total, invoice.currency),
    },
    {
      label: 'Balance',
      className: 'data-table__number',
      cell: (invoice) => formatMoney(invoice.balance, invoice.currency),
    },
  ];

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Invoices and credit notes</h2>
      <PagedTable
        query={query}
        page={page}
        pageSize={BILLING_PAGE_SIZE}
        pagesLabel="Invoice pages"
        loadingLabel="Loading invoices…"
        empty={
          <EmptyState title="No invoices yet">
            Generate invoices above to make each client&apos;s draft from approved hours.
          </EmptyState>
        }
        caption="Invoices and credit notes, newest first"
        columns={columns}
        rowKey={(invoice) => invoice.id}
      />
    </section>
  );
}
