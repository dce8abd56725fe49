import type { LineInput } from './billing-lines.js';
import { randomUUID } from 'node:crypto';
import type { InvoiceLineKind } from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A line as billing computes it: hours in hundredths, money in minor units. */
/** An invoice's lines (the invoice_lines table): written while it is a draft, or with a credit note. */
export function createInvoiceLineRepository(trx: Transaction<Database>) {
  return {
    async replace(invoiceId: string, lines: readonly LineInput[]): Promise<void> {
      await trx.deleteFrom('invoice_lines').where('invoice_id', '=', invoiceId).execute();
      if (lines.length === 0) return;
      await trx
        .insertInto('invoice_lines')
        .values(
          lines.map((line, position) => ({
            id: randomUUID(),
            invoice_id: invoiceId,
            position,
            kind: line.kind,
            description: line.description,
            user_id: line.userId,
            week_start: line.weekStart,
            hours: line.hours,
            rate: line.rate,
            amount: line.amount,
          })),
        )
        .execute();
    },

    async list(invoiceId: string): Promise<(LineInput & { id: string })[]> {
      const rows = await trx
        .selectFrom('invoice_lines')
        .selectAll()
        .where('invoice_id', '=', invoiceId)
        .orderBy('position')
        .execute();
      const optional = (value: number | string | null) => (value === null ? null : Number(value));
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as InvoiceLineKind,
        description: row.description,
        userId: row.user_id,
        weekStart: row.week_start,
        hours: optional(row.hours),
        rate: optional(row.rate),
        amount: Number(row.amount),
      }));
    },
  };
}

export type { LineInput } from './billing-lines.js';
