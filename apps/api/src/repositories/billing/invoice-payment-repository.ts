import { randomUUID } from 'node:crypto';
import type { RecordPayment } from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Payments received against invoices (the invoice_payments table). */
export function createInvoicePaymentRepository(trx: Transaction<Database>) {
  return {
    async create(payment: RecordPayment, actorId: string, at: Date): Promise<string> {
      const id = randomUUID();
      await trx
        .insertInto('invoice_payments')
        .values({
          id,
          invoice_id: payment.id,
          amount: payment.amount,
          paid_on: payment.date,
          reference: payment.reference,
          recorded_at: at.toISOString(),
          recorded_by: actorId,
        })
        .execute();
      return id;
    },
  };
}
