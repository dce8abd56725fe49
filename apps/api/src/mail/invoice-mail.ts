import { formatDate, formatMoney } from '@smartmove/contract';
import { BRAND_NAME } from '../config/brand.js';

/** What an invoice's e-mail says (docs/product.md#billing); its PDF travels as an attachment. */
export function invoiceMail(invoice: {
  kind: string;
  number: string;
  clientName: string;
  currency: string;
  total: number;
  balance: number;
  dueDate: string | null;
}): { subject: string; text: string } {
  const creditNote = invoice.kind === 'credit_note';
  const what = creditNote ? 'Credit note' : 'Invoice';
  const lines = [
    `Dear ${invoice.clientName} accounts team,`,
    '',
    creditNote
      ? `Please find attached our credit note ${invoice.number} for ${formatMoney(invoice.total, invoice.currency)}.`
      : `Please find attached our invoice ${invoice.number} for ${formatMoney(invoice.total, invoice.currency)}.`,
  ];
  if (!creditNote && invoice.dueDate) {
    lines.push(
      `The balance of ${formatMoney(invoice.balance, invoice.currency)} is due by ${formatDate(invoice.dueDate)}.`,
    );
  }
  lines.push('', `Best regards,\nThe ${BRAND_NAME} team`);
  return { subject: `${what} ${invoice.number} from ${BRAND_NAME}`, text: lines.join('\n') };
}
