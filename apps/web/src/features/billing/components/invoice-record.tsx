import {
  formatDate,
  formatMoney,
  INVOICE_KIND_LABELS,
  OFFICES,
  type Invoice,
  type InvoiceLine,
  type InvoicePayment,
} from '@smartmove/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FactList } from '../../../components/ui/fact-list';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { Modal } from '../../../components/ui/modal';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { paths } from '../../../config/paths';
import { useDownload } from '../../../hooks/use-download';
import { formatHours } from '../../../lib/format';
import {
  downloadInvoicePdf,
  useInvoiceQuery,
  useIssueCreditNoteMutation,
  useIssueInvoiceMutation,
  useSendInvoiceMutation,
  useVoidInvoiceMutation,
} from '../api/billing';
import { invoiceStatusLabel } from './invoice-status';
import { RecordPaymentForm } from './record-payment-form';
import '../../../styles/billing.css';

function lineColumns(invoice: Invoice): DataTableColumn<InvoiceLine>[] {
  const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, invoice.currency));
  return [
    { label: 'Description', className: 'data-table__wrap', cell: (line) => line.description },
    {
      label: 'Hours',
      className: 'data-table__number',
      cell: (line) => (line.hours === null ? '—' : formatHours(line.hours)),
    },
    { label: 'Rate', className: 'data-table__number', cell: (line) => money(line.rate) },
    { label: 'Amount', className: 'data-table__number', cell: (line) => money(line.amount) },
  ];
}

function paymentColumns(invoice: Invoice): DataTableColumn<InvoicePayment>[] {
  return [
    { label: 'Date', cell: (payment) => formatDate(payment.date) },
    { label: 'Reference', className: 'data-table__wrap', cell: (payment) => payment.reference },
    {
      label: 'Amount',
      className: 'data-table__number',
      cell: (payment) => formatMoney(payment.amount, invoice.currency),
    },
  ];
}

type Confirming = 'issue' | 'send' | 'void' | 'credit';

const CONFIRMATIONS: Record<Confirming, { title: string; action: string; text: string }> = {
  issue: {
    title: 'Issue this invoice?',
    action: 'Issue',
    text: "It takes the next number of its office's series and never changes after; corrections are credit notes.",
  },
  send: {
    title: 'Send this invoice?',
    action: 'Send',
    text: "Its PDF is e-mailed to the client's billing e-mails.",
  },
  void: {
    title: 'Void this draft?',
    action: 'Void',
    text: 'Its hours go back to waiting for the next invoice.',
  },
  credit: {
    title: 'Issue a credit note?',
    action: 'Credit note',
    text: 'A credit note for what is left to credit on this invoice, numbered from the credit-note series.',
  },
};

/** One invoice or credit note: its facts, lines, taxes and totals, payments, and what can be done next. */
export function InvoiceRecord({ id }: { id: string }) {
  const query = useInvoiceQuery(id);
  const issue = useIssueInvoiceMutation();
  const send = useSendInvoiceMutation();
  const voidDraft = useVoidInvoiceMutation();
  const credit = useIssueCreditNoteMutation();
  const [confirming, setConfirming] = useState<Confirming>();
  const [paying, setPaying] = useState(false);
  const { downloading, download } = useDownload();
  const close = () => setConfirming(undefined);
  const act = useMutationAction({
    action: async (what: Confirming) => {
      if (what === 'issue') return issue.mutateAsync({ id });
      if (what === 'send') return send.mutateAsync({ id });
      if (what === 'void') return voidDraft.mutateAsync({ id });
      return credit.mutateAsync({ id });
    },
    success: (_result, what) =>
      ({ issue: 'Invoice issued', send: 'Invoice sent', void: 'Draft voided', credit: 'Credit note issued' })[
        what
      ],
    onSettled: close,
  });

  if (query.isPending) return <LoadingState label="Loading the invoice…" />;
  if (query.isError)
    return <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  const invoice = query.data;
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const kind = INVOICE_KIND_LABELS[invoice.kind];
  const office = OFFICES.find((entry) => entry.code === invoice.entity)?.label ?? invoice.entity;
  const busy = issue.isPending || send.isPending || voidDraft.isPending || credit.isPending;
  const issued = invoice.status !== 'draft' && invoice.status !== 'void';
  const payable = issued && invoice.kind === 'invoice' && invoice.balance > 0;
  const creditable = issued && invoice.kind === 'invoice' && invoice.total - invoice.credited > 0;

  const facts: [string, React.ReactNode][] = [
    ['Client', invoice.clientName],
    ['Number', invoice.number ?? `Draft (numbered at issue)`],
    ['Status', invoiceStatusLabel(invoice)],
    ['Office', `${office}, ${invoice.currency}`],
    ['Period end', invoice.periodEnd ? formatDate(invoice.periodEnd) : '—'],
    ['Issued', invoice.issueDate ? formatDate(invoice.issueDate) : '—'],
    ['Due', invoice.dueDate ? formatDate(invoice.dueDate) : '—'],
  ];
  if (invoice.creditedInvoiceId) {
    facts.push([
      'Credits',
      <Link to={paths.invoice(invoice.creditedInvoiceId)}>the invoice it corrects</Link>,
    ]);
  }
  const totals: [string, React.ReactNode][] = [
    ['Subtotal', money(invoice.subtotal)],
    ...invoice.taxes.map((tax): [string, React.ReactNode] => [
      `${tax.name} ${tax.ratePercent}%`,
      money(tax.amount),
    ]),
    ['Total', money(invoice.total)],
    ['Paid', money(invoice.paid)],
    ...(invoice.credited > 0 ? [['Credited', money(invoice.credited)] as [string, React.ReactNode]] : []),
    ['Balance', money(invoice.balance)],
  ];

  return (
    <div className="invoice-record">
      <h2 className="record__title">
        {kind} for {invoice.clientName}
        {invoice.number ? `: ${invoice.number}` : ''}
      </h2>
      <FactList className="invoice-record__facts" facts={facts} />
      <div className="invoice-record__actions" role="group" aria-label={`${kind} actions`}>
        {invoice.status === 'draft' ? (
          <>
            <button
              type="button"
              className="button button--primary"
              aria-haspopup="dialog"
              onClick={() => setConfirming('issue')}
            >
              Issue
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-haspopup="dialog"
              onClick={() => setConfirming('void')}
            >
              Void
            </button>
          </>
        ) : null}
        {issued ? (
          <button
            type="button"
            className="button button--primary"
            aria-haspopup="dialog"
            onClick={() => setConfirming('send')}
          >
            Send
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          disabled={downloading === invoice.id}
          onClick={() => void download(invoice.id, () => downloadInvoicePdf(invoice.id, invoice.number))}
        >
          {downloading === invoice.id ? 'Downloading…' : 'Download PDF'}
        </button>
        {payable ? (
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={() => setPaying(true)}
          >
            Record payment
          </button>
        ) : null}
        {creditable ? (
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={() => setConfirming('credit')}
          >
            Credit note
          </button>
        ) : null}
      </div>
      <section aria-labelledby="invoice-lines-title">
        <h3 id="invoice-lines-title">Lines</h3>
        {invoice.lines.length === 0 ? (
          <p>No lines: no approved hours to bill up to the period end.</p>
        ) : (
          <DataTable
            caption={`${kind} lines`}
            columns={lineColumns(invoice)}
            rows={invoice.lines}
            rowKey={(line) => line.id}
          />
        )}
      </section>
      <section aria-labelledby="invoice-totals-title">
        <h3 id="invoice-totals-title">Totals</h3>
        <FactList className="invoice-record__facts" facts={totals} />
        {invoice.taxNote ? <p className="invoice-record__note">{invoice.taxNote}</p> : null}
      </section>
      {invoice.payments.length > 0 ? (
        <section aria-labelledby="invoice-payments-title">
          <h3 id="invoice-payments-title">Payments</h3>
          <DataTable
            caption="Payments received"
            columns={paymentColumns(invoice)}
            rows={invoice.payments}
            rowKey={(payment) => payment.id}
          />
        </section>
      ) : null}
      <ConfirmDialog
        open={confirming !== undefined}
        title={confirming ? CONFIRMATIONS[confirming].title : ''}
        action={confirming ? CONFIRMATIONS[confirming].action : ''}
        busy={busy}
        onConfirm={() => confirming && void act(confirming)}
        onClose={close}
      >
        {confirming ? CONFIRMATIONS[confirming].text : null}
      </ConfirmDialog>
      <Modal open={paying} onClose={() => setPaying(false)} title="Record payment">
        {paying ? <RecordPaymentForm invoice={invoice} onSaved={() => setPaying(false)} /> : null}
      </Modal>
    </div>
  );
}
