import type { Client } from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invoiceMail } from '../../mail/invoice-mail.js';
import { balanceOf, type InvoiceRow } from '../../repositories/billing/invoice-repository.js';
import { queueMail } from '../mail/mail-queue.js';

/**
 * The cause of an invoice's e-mail in the outbox: a message with this cause_kind has the invoice's id as its
 * cause_id, and the mail worker attaches that invoice's PDF as it sends it (rendered then, from the issued
 * invoice, which never changes), so a crash neither loses the attachment nor sends it twice.
 */
export const INVOICE_MAIL_CAUSE = 'invoice';

/** Queues an issued invoice's e-mail to each of the client's billing e-mails, in the change's transaction. */
export async function queueInvoiceMail(
  trx: Transaction<Database>,
  invoice: { row: InvoiceRow; number: string; client: Client },
  at: Date,
): Promise<void> {
  const { row, number, client } = invoice;
  const content = invoiceMail({
    kind: row.kind,
    number,
    clientName: client.name,
    currency: row.currency,
    total: Number(row.total),
    balance: balanceOf(row),
    dueDate: row.due_date,
  });
  await queueMail(
    trx,
    client.billingEmails.map((to) => ({
      to,
      subject: content.subject,
      text: content.text,
      causeKind: INVOICE_MAIL_CAUSE,
      causeId: row.id,
    })),
    at,
  );
}
