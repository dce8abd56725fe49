import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A line of an issued invoice billing hours, with what the margin report groups it by. */
export interface IssuedTimeLineRow {
  clientId: string;
  clientName: string;
  currency: string;
  userId: string | null;
  userName: string | null;
  weekStart: string;
  amount: number;
}

/** An issued invoice or credit note with its lines and taxes, for the accountant's export. */
export interface ExportedInvoiceRow {
  id: string;
  kind: string;
  number: string;
  clientName: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  taxNote: string | null;
  creditedNumber: string | null;
  lines: {
    kind: string;
    description: string;
    weekStart: string | null;
    hours: number | null;
    rate: number | null;
    amount: number;
  }[];
  taxes: { name: string; basisPoints: number; amount: number }[];
}

/** Rows by a key, each group in the rows' order. */
export function groupedBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

const ISSUED = ['issued', 'sent', 'partly_paid', 'paid'] as const;

/** What the margin report and the accountant's export read of invoices (docs/product.md#pay-and-margin). */
export function createPayQueries(db: Kysely<Database>) {
  return {
    /**
     * The hour lines (time, overtime, adjustments) of issued invoices whose week starts from `from` to `to`:
     * what the margin counts as billed for hours already invoiced.
     */
    async issuedTimeLines(from: string, to: string): Promise<IssuedTimeLineRow[]> {
      const rows = await db
        .selectFrom('invoice_lines')
        .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
        .innerJoin('clients', 'clients.id', 'invoices.client_id')
        .leftJoin('users', 'users.id', 'invoice_lines.user_id')
        .select([
          'invoices.client_id',
          'clients.name as client_name',
          'invoices.currency',
          'invoice_lines.user_id',
          'users.name as user_name',
          'invoice_lines.week_start',
          'invoice_lines.amount',
        ])
        .where('invoice_lines.week_start', '>=', from)
        .where('invoice_lines.week_start', '<=', to)
        .where('invoice_lines.kind', 'in', ['time', 'overtime', 'adjustment'])
        .where('invoices.kind', '=', 'invoice')
        .where('invoices.status', 'in', ISSUED)
        .execute();
      return rows.map((row) => ({
        clientId: row.client_id,
        clientName: row.client_name,
        currency: row.currency,
        userId: row.user_id,
        userName: row.user_name,
        weekStart: row.week_start ?? from,
        amount: Number(row.amount),
      }));
    },

    /** Invoices and credit notes issued from `from` to `to` (not drafts, not void), by issue date and number. */
    async issuedForExport(from: string, to: string): Promise<ExportedInvoiceRow[]> {
      const invoices = await db
        .selectFrom('invoices')
        .innerJoin('clients', 'clients.id', 'invoices.client_id')
        .leftJoin('invoices as credited', 'credited.id', 'invoices.credited_invoice_id')
        .select([
          'invoices.id',
          'invoices.kind',
          'invoices.number',
          'clients.name as client_name',
          'invoices.currency',
          'invoices.issue_date',
          'invoices.due_date',
          'invoices.tax_note',
          'credited.number as credited_number',
        ])
        .where('invoices.status', 'in', ISSUED)
        .where('invoices.issue_date', '>=', from)
        .where('invoices.issue_date', '<=', to)
        .orderBy('invoices.issue_date')
        .orderBy('invoices.number')
        .execute();
      const ids = invoices.map((invoice) => invoice.id);
      const [lines, taxes] =
        ids.length === 0
          ? [[], []]
          : await Promise.all([
              db
                .selectFrom('invoice_lines')
                .selectAll()
                .where('invoice_id', 'in', ids)
                .orderBy('invoice_id')
                .orderBy('position')
                .execute(),
              db
                .selectFrom('invoice_taxes')
                .selectAll()
                .where('invoice_id', 'in', ids)
                .orderBy('invoice_id')
                .orderBy('position')
                .execute(),
            ]);
      const optional = (value: number | string | null) => (value === null ? null : Number(value));
      const linesOf = groupedBy(lines, (line) => line.invoice_id);
      const taxesOf = groupedBy(taxes, (tax) => tax.invoice_id);
      return invoices.map((invoice) => ({
        id: invoice.id,
        kind: invoice.kind,
        number: invoice.number ?? '',
        clientName: invoice.client_name,
        currency: invoice.currency,
        issueDate: invoice.issue_date ?? '',
        dueDate: invoice.due_date ?? invoice.issue_date ?? '',
        taxNote: invoice.tax_note,
        creditedNumber: invoice.credited_number,
        lines: (linesOf.get(invoice.id) ?? []).map((line) => ({
          kind: line.kind,
          description: line.description,
          weekStart: line.week_start,
          hours: optional(line.hours),
          rate: optional(line.rate),
          amount: Number(line.amount),
        })),
        taxes: (taxesOf.get(invoice.id) ?? []).map((tax) => ({
          name: tax.name,
          basisPoints: tax.basis_points,
          amount: Number(tax.amount),
        })),
      }));
    },
  };
}
