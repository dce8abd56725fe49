import { INVOICE_STATUS_LABELS, OVERDUE_LABEL, type InvoiceSummary } from '@smartmove/contract';

/** An invoice's status as people read it: its label, or "Overdue" once past its due date with a balance. */
export function invoiceStatusLabel(invoice: Pick<InvoiceSummary, 'status' | 'overdue'>): string {
  return invoice.overdue ? OVERDUE_LABEL : INVOICE_STATUS_LABELS[invoice.status];
}
