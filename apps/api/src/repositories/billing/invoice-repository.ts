import { randomUUID } from 'node:crypto';
import {
  BILLING_CURRENCIES,
  BILLING_ENTITIES,
  INVOICE_KINDS,
  INVOICE_LINE_KINDS,
  INVOICE_STATUSES,
  PAYABLE_INVOICE_STATUSES,
  hundredthsToHours,
  type BillingCurrency,
  type BillingEntity,
  type Invoice,
  type InvoiceKind,
  type InvoiceLineKind,
  type InvoiceStatus,
  type InvoiceSummary,
  type InvoiceTax,
  type Page,
} from '@smartmove/contract';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, InvoicesTable } from '../../db/schema.js';
import { readPage, type PageRequest } from '../pagination.js';

export type InvoiceRow = Selectable<InvoicesTable>;

/** Today's date in each office (an invoice is overdue from the day after its due date, office time). */
export type OfficeToday = Record<BillingEntity, string>;

function oneOf<T extends string>(codes: readonly T[], value: string, fallback: T): T {
  return (codes as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** What is left to pay: the total less payments and credit notes (nothing on a credit note itself). */
export function balanceOf(row: Pick<InvoiceRow, 'kind' | 'total' | 'paid' | 'credited'>): number {
  if (row.kind === 'credit_note') return 0;
  return Number(row.total) - Number(row.paid) - Number(row.credited);
}

export function isOverdue(row: InvoiceRow, today: OfficeToday): boolean {
  const status = oneOf<InvoiceStatus>(INVOICE_STATUSES, row.status, 'draft');
  const entity = oneOf<BillingEntity>(BILLING_ENTITIES, row.entity, 'seattle');
  return (
    PAYABLE_INVOICE_STATUSES.includes(status) &&
    row.due_date !== null &&
    row.due_date < today[entity] &&
    balanceOf(row) > 0
  );
}

function toSummary(row: InvoiceRow & { client_name: string }, taxes: InvoiceTax[], today: OfficeToday) {
  const summary: InvoiceSummary = {
    id: row.id,
    number: row.number,
    kind: oneOf<InvoiceKind>(INVOICE_KINDS, row.kind, 'invoice'),
    status: oneOf<InvoiceStatus>(INVOICE_STATUSES, row.status, 'draft'),
    overdue: isOverdue(row, today),
    clientId: row.client_id,
    clientName: row.client_name,
    entity: oneOf<BillingEntity>(BILLING_ENTITIES, row.entity, 'seattle'),
    currency: oneOf<BillingCurrency>(BILLING_CURRENCIES, row.currency, 'USD'),
    periodEnd: row.period_end,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    subtotal: Number(row.subtotal),
    taxes,
    total: Number(row.total),
    paid: Number(row.paid),
    credited: Number(row.credited),
    balance: balanceOf(row),
    creditedInvoiceId: row.credited_invoice_id,
    taxNote: row.tax_note,
    createdAt: row.created_at,
  };
  return summary;
}

/** Invoices and credit notes as read, with their lines, taxes and payments. */
export function createInvoiceQueries(db: Kysely<Database>) {
  async function taxesOf(ids: readonly string[]): Promise<Map<string, InvoiceTax[]>> {
    const byInvoice = new Map<string, InvoiceTax[]>();
    if (ids.length === 0) return byInvoice;
    const rows = await db
      .selectFrom('invoice_taxes')
      .selectAll()
      .where('invoice_id', 'in', ids)
      .orderBy('position')
      .execute();
    for (const row of rows) {
      const list = byInvoice.get(row.invoice_id) ?? [];
      list.push({ name: row.name, ratePercent: row.basis_points / 100, amount: Number(row.amount) });
      byInvoice.set(row.invoice_id, list);
    }
    return byInvoice;
  }

  function withClient() {
    return db
      .selectFrom('invoices')
      .innerJoin('clients', 'clients.id', 'invoices.client_id')
      .selectAll('invoices')
      .select('clients.name as client_name');
  }

  async function summaries(rows: (InvoiceRow & { client_name: string })[], today: OfficeToday) {
    const taxes = await taxesOf(rows.map((row) => row.id));
    return rows.map((row) => toSummary(row, taxes.get(row.id) ?? [], today));
  }

  return {
    list(
      request: PageRequest & {
        status?: InvoiceStatus | undefined;
        kind?: InvoiceKind | undefined;
        clientId?: string | undefined;
      },
      today: OfficeToday,
    ): Promise<Page<InvoiceSummary>> {
      let query = db.selectFrom('invoices');
      if (request.status) query = query.where('invoices.status', '=', request.status);
      if (request.kind) query = query.where('invoices.kind', '=', request.kind);
      if (request.clientId) query = query.where('invoices.client_id', '=', request.clientId);
      return readPage(
        query,
        request,
        (list) =>
          list
            .innerJoin('clients', 'clients.id', 'invoices.client_id')
            .selectAll('invoices')
            .select('clients.name as client_name')
            .orderBy('invoices.created_at', 'desc')
            .orderBy('invoices.id', 'desc'),
        (rows) => summaries(rows, today),
      );
    },

    async summariesOf(ids: readonly string[], today: OfficeToday): Promise<InvoiceSummary[]> {
      if (ids.length === 0) return [];
      const rows = await withClient().where('invoices.id', 'in', ids).orderBy('clients.name_key').execute();
      return summaries(rows, today);
    },

    /** The invoice with its lines and payments; undefined when there is none. */
    async find(id: string, today: OfficeToday): Promise<Invoice | undefined> {
      const row = await withClient().where('invoices.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const [[summary], lines, payments] = await Promise.all([
        summaries([row], today),
        db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', id).orderBy('position').execute(),
        db
          .selectFrom('invoice_payments')
          .selectAll()
          .where('invoice_id', '=', id)
          .orderBy('paid_on')
          .orderBy('recorded_at')
          .execute(),
      ]);
      if (!summary) return undefined;
      const optional = (value: number | string | null) => (value === null ? null : Number(value));
      return {
        ...summary,
        lines: lines.map((line) => ({
          id: line.id,
          kind: oneOf<InvoiceLineKind>(INVOICE_LINE_KINDS, line.kind, 'time'),
          description: line.description,
          userId: line.user_id,
          weekStart: line.week_start,
          hours: line.hours === null ? null : hundredthsToHours(Number(line.hours)),
          rate: optional(line.rate),
          amount: Number(line.amount),
        })),
        payments: payments.map((payment) => ({
          id: payment.id,
          amount: Number(payment.amount),
          date: payment.paid_on,
          reference: payment.reference,
          recordedAt: payment.recorded_at,
        })),
      };
    },

    findRow(id: string): Promise<InvoiceRow | undefined> {
      return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The client's draft invoice, if it has one. */
    findDraftOf(clientId: string): Promise<InvoiceRow | undefined> {
      return db
        .selectFrom('invoices')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('kind', '=', 'invoice')
        .where('status', '=', 'draft')
        .executeTakeFirst();
    },

    /** The latest period end of the client's issued invoices: approved hours up to it bill as adjustments. */
    async issuedPeriodEnd(clientId: string): Promise<string | null> {
      const row = await db
        .selectFrom('invoices')
        .select((eb) => eb.fn.max('period_end').as('period_end'))
        .where('client_id', '=', clientId)
        .where('kind', '=', 'invoice')
        .where('status', 'not in', ['draft', 'void'])
        .executeTakeFirst();
      return row?.period_end ?? null;
    },

    /** Whether the client has any invoice that is not void. */
    async clientHasInvoices(clientId: string): Promise<boolean> {
      const row = await db
        .selectFrom('invoices')
        .select('id')
        .where('client_id', '=', clientId)
        .where('status', '!=', 'void')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The credit notes' rows of an invoice. */
    creditNotesOf(invoiceId: string): Promise<InvoiceRow[]> {
      return db.selectFrom('invoices').selectAll().where('credited_invoice_id', '=', invoiceId).execute();
    },
  };
}

export interface NewInvoice {
  kind: InvoiceKind;
  clientId: string;
  entity: BillingEntity;
  currency: BillingCurrency;
  periodEnd: string | null;
  creditedInvoiceId?: string | null;
}

export interface InvoiceTotals {
  subtotal: number;
  taxTotal: number;
  total: number;
  taxNote: string | null;
}

/** Invoices and credit notes (the invoices table). An issued one never changes but for its payments' sums. */
export function createInvoiceRepository(trx: Transaction<Database>) {
  return {
    ...createInvoiceQueries(trx),
    async create(invoice: NewInvoice, at: Date): Promise<string> {
      const id = randomUUID();
      const timestamp = at.toISOString();
      await trx
        .insertInto('invoices')
        .values({
          id,
          kind: invoice.kind,
          client_id: invoice.clientId,
          entity: invoice.entity,
          currency: invoice.currency,
          status: 'draft',
          number: null,
          period_end: invoice.periodEnd,
          issue_date: null,
          due_date: null,
          subtotal: 0,
          tax_total: 0,
          total: 0,
          paid: 0,
          credited: 0,
          credited_invoice_id: invoice.creditedInvoiceId ?? null,
          tax_note: null,
          parties: null,
          created_at: timestamp,
          updated_at: timestamp,
          issued_at: null,
          sent_at: null,
        })
        .execute();
      return id;
    },

    /** Takes a draft for a change (locks its row); false when it is a draft no longer. */
    async lockDraft(id: string, at: Date, periodEnd?: string): Promise<boolean> {
      const updated = await trx
        .updateTable('invoices')
        .set({ updated_at: at.toISOString(), ...(periodEnd ? { period_end: periodEnd } : {}) })
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Takes the invoice's row for a change (the change's first statement); false when there is none. */
    async touch(id: string, at: Date): Promise<boolean> {
      const updated = await trx
        .updateTable('invoices')
        .set({ updated_at: at.toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** A draft's totals, after its lines and taxes were written. */
    async setDraftTotals(id: string, totals: InvoiceTotals): Promise<void> {
      await trx
        .updateTable('invoices')
        .set({
          subtotal: totals.subtotal,
          tax_total: totals.taxTotal,
          total: totals.total,
          tax_note: totals.taxNote,
        })
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .execute();
    },

    /** A draft numbered and issued; false when it is a draft no longer. */
    async issue(
      id: string,
      issue: { number: string; issueDate: string; dueDate: string; parties: string },
      at: Date,
    ): Promise<boolean> {
      const updated = await trx
        .updateTable('invoices')
        .set({
          status: 'issued',
          number: issue.number,
          issue_date: issue.issueDate,
          due_date: issue.dueDate,
          parties: issue.parties,
          issued_at: at.toISOString(),
          updated_at: at.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async setStatus(
      id: string,
      from: readonly InvoiceStatus[],
      to: InvoiceStatus,
      at: Date,
    ): Promise<boolean> {
      const updated = await trx
        .updateTable('invoices')
        .set({
          status: to,
          updated_at: at.toISOString(),
          ...(to === 'sent' ? { sent_at: at.toISOString() } : {}),
        })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Adds a payment's amount (and the status it leads to); false when the invoice takes no payment now. */
    async addPaid(id: string, amount: number, status: InvoiceStatus, at: Date): Promise<boolean> {
      const updated = await trx
        .updateTable('invoices')
        .set({ paid: sql<number>`paid + ${amount}`, status, updated_at: at.toISOString() })
        .where('id', '=', id)
        .where('status', 'in', PAYABLE_INVOICE_STATUSES)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async addCredited(id: string, amount: number, at: Date): Promise<void> {
      await trx
        .updateTable('invoices')
        .set({ credited: sql<number>`credited + ${amount}`, updated_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** A draft that bills nothing any more (never numbered): removed with its rows by the caller first. */
    async deleteDraft(id: string): Promise<void> {
      await trx.deleteFrom('invoices').where('id', '=', id).where('status', '=', 'draft').execute();
    },
  };
}
