import type { Client } from '@smartmove/contract';
import type { MailAttachment } from '../../adapters/mail-provider.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invoiceMail } from '../../mail/invoice-mail.js';
import { balanceOf, type InvoiceRow } from '../../repositories/billing/invoice-repository.js';
import { queueMail } from '../mail/mail-queue.js';

/** The cause of an invoice's e-mail in the outbox: a message with this cause_kind has the invoice's id as its cause_id. */
export const INVOICE_MAIL_CAUSE = 'invoice';

/**
 * Queues an issued invoice's e-mail, its PDF attached, to each of the client's billing e-mails in the change's
 * transaction: the outbox stores the file with each message, so a crash neither loses it nor sends it twice.
 */
export async function queueInvoiceMail(
  trx: Transaction<Database>,
  invoice: { row: InvoiceRow; number: string; client: Client; pdf: MailAttachment },
  at: Date,
): Promise<void> {
  const { row, number, client, pdf } = invoice;
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
      attachments: [pdf],
      causeKind: INVOICE_MAIL_CAUSE,
      causeId: row.id,
    })),
    at,
  );
}
