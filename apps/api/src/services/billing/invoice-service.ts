import {
  addDays,
  BILLING_AUDIT,
  BILLING_MESSAGES,
  formatMoney,
  invoiceSeries,
  mondayOf,
  PAYABLE_INVOICE_STATUSES,
  RECORD_KINDS,
  type BillingCurrency,
  type BillingEntity,
  type Invoice,
  type InvoiceKind,
  type InvoiceStatus,
  type InvoiceSummary,
  type IssueCreditNote,
  type RecordPayment,
  type UnbillableHours,
  hoursToHundredths,
  hundredthsToHours,
  UNBILLABLE_REASON_LABELS,
  UNBILLABLE_REASONS,
} from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createBillingQueries } from '../../repositories/billing/billing-queries.js';
import {
  createClientRepository,
  toClient,
  type ClientRow,
} from '../../repositories/billing/client-repository.js';
import { createInvoiceCounterRepository } from '../../repositories/billing/invoice-counter-repository.js';
import {
  createInvoiceLineRepository,
  type LineInput,
} from '../../repositories/billing/invoice-line-repository.js';
import { createInvoicePaymentRepository } from '../../repositories/billing/invoice-payment-repository.js';
import {
  balanceOf,
  createInvoiceRepository,
  type InvoiceRow,
} from '../../repositories/billing/invoice-repository.js';
import { createInvoiceTaxRepository } from '../../repositories/billing/invoice-tax-repository.js';
import { createInvoicedClaimRepository } from '../../repositories/billing/invoiced-claim-repository.js';
import { createInvoicedDayRepository } from '../../repositories/billing/invoiced-day-repository.js';
import { createPlacementRepository } from '../../repositories/billing/placement-repository.js';
import { isUniqueViolation } from '../../repositories/pagination.js';
import { recordChange, type Actor } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';
import { billTime, taxSchemeOf, totalsOf } from './billing-rules.js';
import type { MailAttachment } from '../../adapters/mail-provider.js';
import { invoiceParties, invoicePdfContent, loadInvoiceDocument } from './invoice-document.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { queueInvoiceMail } from './invoice-mail.js';
import { officeDate, officeToday } from './office-day.js';

type Staff = Actor & { id: string };

export interface InvoiceRefusal {
  refused: 'not-found' | 'invalid' | 'conflict';
  message: string;
  field?: string;
}

/** How many times a generation that lost a race for the same hours runs again (it then finds them taken). */
const GENERATION_ATTEMPTS = 3;

function invoiceLabel(row: Pick<InvoiceRow, 'number' | 'total' | 'currency'>, clientName: string): string {
  return `${row.number ?? 'Draft'} ${clientName}, ${formatMoney(Number(row.total), row.currency)}`;
}

function expenseLine(claim: {
  userId: string;
  userName: string;
  expenseDate: string;
  category: string;
  description: string;
  amount: number;
}): LineInput {
  const description = claim.description.replace(/\s+/g, ' ').slice(0, 200);
  return {
    kind: 'expense',
    description: `Expense: ${claim.category}, ${claim.userName}, ${claim.expenseDate}: ${description}`,
    userId: claim.userId,
    weekStart: null,
    hours: null,
    rate: null,
    amount: claim.amount,
  };
}

/**
 * Invoices and credit notes (docs/product.md#billing): generation from approved hours, issue with the next
 * number of the office's series, sending, payments, voiding drafts and credit notes. Each change is audited in
 * its transaction, with its e-mail.
 */
export function createInvoiceService({ changes, queries }: Pick<ServiceDeps, 'changes' | 'queries'>) {
  /** An invoice's PDF and the file name it is saved and attached under (its number). */
  async function invoicePdf(id: string, at: Date): Promise<MailAttachment | undefined> {
    const document = await loadInvoiceDocument(queries, id, at);
    if (!document) return undefined;
    const today = officeDate(document.invoice.entity, at);
    const content = await renderInvoicePdf(invoicePdfContent(document, today));
    const name = (document.invoice.number ?? 'draft-invoice').replace(/[^\w-]+/g, '-');
    return { filename: `${name}.pdf`, contentType: 'application/pdf', content };
  }

  const invoiceQueries = () => queries.invoices;

  /** Makes, refreshes or removes one client's draft; answers its id when one stands. */
  async function generateFor(
    trx: Transaction<Database>,
    client: ClientRow,
    periodEnd: string,
    actor: Staff,
    at: Date,
  ): Promise<string | undefined> {
    const invoices = createInvoiceRepository(trx);
    const days = createInvoicedDayRepository(trx);
    const claims = createInvoicedClaimRepository(trx);
    const lines = createInvoiceLineRepository(trx);
    const billing = createBillingQueries(trx);
    const draft = await invoices.findDraftOf(client.id);
    if (draft && (await invoices.lockDraft(draft.id, at, periodEnd))) {
      await days.removeOf(draft.id);
      await claims.removeOf(draft.id);
    }
    const draftId = draft?.status === 'draft' ? draft.id : undefined;

    const placements = await createPlacementRepository(trx).listOfClients([client.id]);
    const userIds = [...new Set(placements.map((placement) => placement.user_id))];
    const earliest = placements.reduce<string | undefined>(
      (first, placement) =>
        first === undefined || placement.start_date < first ? placement.start_date : first,
      undefined,
    );
    const from = earliest ? mondayOf(earliest) : periodEnd;
    const [approved, billed, billableClaims, adjustedUntil] = await Promise.all([
      billing.approvedWeeks(userIds, from, periodEnd),
      billing.billedDays(userIds, from, addDays(periodEnd, 6)),
      billing.billableClaims(client.id, client.currency, periodEnd, draftId),
      invoices.issuedPeriodEnd(client.id),
    ]);
    const time = billTime(placements, approved, billed, periodEnd, adjustedUntil);
    const allLines = [...time.lines, ...billableClaims.map(expenseLine)];

    if (allLines.length === 0) {
      if (!draftId) return undefined;
      await lines.replace(draftId, []);
      await createInvoiceTaxRepository(trx).replace(draftId, []);
      await invoices.deleteDraft(draftId);
      await recordChange(trx, {
        actor,
        action: BILLING_AUDIT.removedDraft,
        record: { kind: RECORD_KINDS.invoice, id: draftId, label: `Draft ${client.name}` },
        at,
      });
      return undefined;
    }

    const id =
      draftId ??
      (await invoices.create(
        {
          kind: 'invoice',
          clientId: client.id,
          entity: client.entity as BillingEntity,
          currency: client.currency as BillingCurrency,
          periodEnd,
        },
        at,
      ));
    await days.add(id, time.days);
    await claims.add(
      id,
      billableClaims.map((claim) => claim.id),
    );
    await lines.replace(id, allLines);
    const scheme = taxSchemeOf(toClient(client));
    const totals = totalsOf(allLines, scheme.taxes);
    await createInvoiceTaxRepository(trx).replace(id, totals.taxes);
    await invoices.setDraftTotals(id, { ...totals, taxNote: scheme.note });
    await recordChange(trx, {
      actor,
      action: BILLING_AUDIT.generatedInvoice,
      record: {
        kind: RECORD_KINDS.invoice,
        id,
        label: `Draft ${client.name} to ${periodEnd}, ${formatMoney(totals.total, client.currency)}`,
      },
      at,
    });
    return id;
  }

  /** The next number of the series the invoice's office, kind and issue date name. */
  async function nextNumber(
    trx: Transaction<Database>,
    entity: BillingEntity,
    kind: InvoiceKind,
    issueDate: string,
  ): Promise<string> {
    const { series, numberOf } = invoiceSeries(entity, kind, issueDate);
    return numberOf(await createInvoiceCounterRepository(trx).next(series));
  }

  return {
    /**
     * One draft per client (or the one asked for) made or refreshed from its approved hours up to `periodEnd`
     * that no other invoice bills, and its approved claims billed at cost; a draft left with nothing to bill
     * is removed. Two generations at once: the clients' rows serialise them, and invoiced_days' unique key
     * refuses the same hours twice whatever happens (the loser runs again and finds them taken).
     */
    async generate(
      input: { periodEnd: string; clientId?: string | undefined },
      actor: Staff,
      at = new Date(),
    ): Promise<InvoiceSummary[] | InvoiceRefusal> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const result = await changes.run(async (trx): Promise<string[] | InvoiceRefusal> => {
            const clientsRepository = createClientRepository(trx);
            // First, before any read: SQLite takes its write lock here, PostgreSQL the clients' row locks.
            await clientsRepository.markGenerating(input.clientId, at);
            const clients = await clientsRepository.listForGeneration(input.clientId);
            if (input.clientId && clients.length === 0) {
              return { refused: 'not-found', message: BILLING_MESSAGES.clientNotFound, field: 'clientId' };
            }
            const ids: string[] = [];
            for (const client of clients) {
              const id = await generateFor(trx, client, input.periodEnd, actor, at);
              if (id) ids.push(id);
            }
            return ids;
          });
          if (!Array.isArray(result)) return result;
          return await invoiceQueries().summariesOf(result, officeToday(at));
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= GENERATION_ATTEMPTS) throw error;
        }
      }
    },

    /**
     * A draft numbered from its office's series and dated today (office time), due after the client's terms,
     * its taxes worked out again from the client as it is now and the parties kept as they are: from here on
     * it never changes. Two issuers at once get consecutive numbers (the series' counter row).
     */
    issue(id: string, actor: Staff, at = new Date()): Promise<Invoice | InvoiceRefusal> {
      return changes.run(async (trx): Promise<Invoice | InvoiceRefusal> => {
        const invoices = createInvoiceRepository(trx);
        if (!(await invoices.lockDraft(id, at))) {
          const row = await invoices.findRow(id);
          if (!row) return { refused: 'not-found', message: BILLING_MESSAGES.invoiceNotFound };
          return { refused: 'conflict', message: BILLING_MESSAGES.notDraft };
        }
        const row = await invoices.findRow(id);
        const clientRow = row ? await createClientRepository(trx).find(row.client_id) : undefined;
        if (!row || !clientRow) return { refused: 'not-found', message: BILLING_MESSAGES.invoiceNotFound };
        const lines = await createInvoiceLineRepository(trx).list(id);
        if (lines.length === 0) return { refused: 'conflict', message: BILLING_MESSAGES.emptyDraft };
        const client = toClient(clientRow);
        const scheme = taxSchemeOf(client);
        const totals = totalsOf(lines, scheme.taxes);
        await createInvoiceTaxRepository(trx).replace(id, totals.taxes);
        await invoices.setDraftTotals(id, { ...totals, taxNote: scheme.note });
        const entity = row.entity as BillingEntity;
        const issueDate = officeDate(entity, at);
        const number = await nextNumber(trx, entity, 'invoice', issueDate);
        await invoices.issue(
          id,
          {
            number,
            issueDate,
            dueDate: addDays(issueDate, client.paymentTermsDays),
            parties: JSON.stringify(invoiceParties(entity, client)),
          },
          at,
        );
        await recordChange(trx, {
          actor,
          action: BILLING_AUDIT.issuedInvoice,
          record: {
            kind: RECORD_KINDS.invoice,
            id,
            label: invoiceLabel({ number, total: totals.total, currency: row.currency }, client.name),
          },
          fields: [
            { field: 'status', oldValue: 'draft', newValue: 'issued' },
            { field: 'number', oldValue: null, newValue: number },
          ],
          at,
        });
        const issued = await createInvoiceRepository(trx).find(id, officeToday(at));
        if (!issued) throw new Error('The invoice just issued is missing');
        return issued;
      });
    },

    /** A draft set aside: its hours and claims are free for the next generation. */
    void(id: string, actor: Staff, at = new Date()): Promise<Invoice | InvoiceRefusal> {
      return changes.run(async (trx): Promise<Invoice | InvoiceRefusal> => {
        const invoices = createInvoiceRepository(trx);
        if (!(await invoices.lockDraft(id, at))) {
          const row = await invoices.findRow(id);
          if (!row) return { refused: 'not-found', message: BILLING_MESSAGES.invoiceNotFound };
          return { refused: 'conflict', message: BILLING_MESSAGES.notDraft };
        }
        await createInvoicedDayRepository(trx).removeOf(id);
        await createInvoicedClaimRepository(trx).removeOf(id);
        await invoices.setStatus(id, ['draft'], 'void', at);
        const voided = await invoices.find(id, officeToday(at));
        if (!voided) throw new Error('The invoice just voided is missing');
        await recordChange(trx, {
          actor,
          action: BILLING_AUDIT.voidedInvoice,
          record: { kind: RECORD_KINDS.invoice, id, label: `Draft ${voided.clientName}` },
          fields: [{ field: 'status', oldValue: 'draft', newValue: 'void' }],
          at,
        });
        return voided;
      });
    },

    /**
     * E-mails an issued invoice (or credit note) to the client's billing e-mails with its PDF attached, queued
     * in this transaction (the outbox keeps the file with the message until it is sent). An issued invoice
     * becomes sent; one partly paid or paid keeps its status.
     */
    async send(id: string, actor: Staff, at = new Date()): Promise<Invoice | InvoiceRefusal> {
      // Drawn before the transaction (an issued invoice never changes), stored with its e-mail in it.
      const pdf = await invoicePdf(id, at);
      if (!pdf) return { refused: 'not-found', message: BILLING_MESSAGES.invoiceNotFound };
      return changes.run(async (trx): Promise<Invoice | InvoiceRefusal> => {
        const invoices = createInvoiceRepository(trx);
        if (!(await invoices.touch(id, at))) {
          return { refused: 'not-found', message: BILLING_MESSAGES.invoiceNotFound };
        }
        const row = await invoices.findRow(id);
        const clientRow = row ? await createClientRepository(trx).find(row.client_id) : undefined;
        if (!row || !clientRow) return { refused: 'not-found', message: BILLING_MESSAGES.invoiceNotFound };
        if (row.status === 'draft' || row.status === 'void' || !row.number) {
          return { refused: 'conflict', message: BILLING_MESSAGES.notIssued };
        }
        const client = toClient(clientRow);
        if (client.billingEmails.length === 0) {
          return { refused: 'conflict', message: BILLING_MESSAGES.noBillingEmails };
        }
        await queueInvoiceMail(trx, { row, number: row.number, client, pdf }, at);
        if (row.status === 'issued') await invoices.setStatus(id, ['issued'], 'sent', at);
        await recordChange(trx, {
          actor,
          action: BILLING_AUDIT.sentInvoice,
          record: { kind: RECORD_KINDS.invoice, id, label: invoiceLabel(row, client.name) },
          ...(row.status === 'issued'
            ? { fields: [{ field: 'status', oldValue: 'issued', newValue: 'sent' }] }
            : {}),
          at,
        });
        const sent = await invoices.find(id, officeToday(at));
        if (!sent) throw new Error('The invoice just sent is missing');
        return sent;
      });
    },

    /** A payment against an issued invoice: partly paid, or paid once nothing is left. */
    recordPayment(input: RecordPayment, actor: Staff, at = new Date()): Promise<Invoice | InvoiceRefusal> {
      return changes.run(async (trx): Promise<Invoice | InvoiceRefusal> => {
        const invoices = createInvoiceRepository(trx);
        if (!(await invoices.touch(input.id, at))) {
          return { refused: 'not-found', message: BILLING_MESSAGES.invoiceNotFound };
        }
        const row = await invoices.findRow(input.id);
        if (!row) return { refused: 'not-found', message: BILLING_MESSAGES.invoiceNotFound };
        const balance = balanceOf(row);
        if (
          row.kind !== 'invoice' ||
          !PAYABLE_INVOICE_STATUSES.includes(row.status as InvoiceStatus) ||
          balance <= 0
        ) {
          return { refused: 'conflict', message: BILLING_MESSAGES.notPayable };
        }
        if (input.amount > balance) {
          return { refused: 'invalid', message: BILLING_MESSAGES.overpaid, field: 'amount' };
        }
        const status: InvoiceStatus = input.amount === balance ? 'paid' : 'partly_paid';
        await createInvoicePaymentRepository(trx).create(input, actor.id, at);
        await invoices.addPaid(input.id, input.amount, status, at);
        const paid = await invoices.find(input.id, officeToday(at));
        if (!paid) throw new Error('The invoice just paid is missing');
        await recordChange(trx, {
          actor,
          action: BILLING_AUDIT.recordedPayment,
          record: { kind: RECORD_KINDS.invoice, id: input.id, label: invoiceLabel(row, paid.clientName) },
          fields: [
            {
              field: 'payment',
              oldValue: null,
              newValue: `${formatMoney(input.amount, row.currency)} on ${input.date}, ${input.reference}`,
            },
            ...(status === row.status ? [] : [{ field: 'status', oldValue: row.status, newValue: status }]),
          ],
          at,
        });
        return paid;
      });
    },

    /**
     * A credit note against an issued invoice, numbered from the credit-note series and issued at once: every
     * line of the invoice, or the lines given, taxed as the invoice was (line by line). It takes its total off
     * the invoice's balance; the invoice itself does not change otherwise.
     */
    issueCreditNote(
      input: IssueCreditNote,
      actor: Staff,
      at = new Date(),
    ): Promise<Invoice | InvoiceRefusal> {
      return changes.run(async (trx): Promise<Invoice | InvoiceRefusal> => {
        const invoices = createInvoiceRepository(trx);
        if (!(await invoices.touch(input.id, at))) {
          return { refused: 'not-found', message: BILLING_MESSAGES.invoiceNotFound };
        }
        const original = await invoices.findRow(input.id);
        const clientRow = original ? await createClientRepository(trx).find(original.client_id) : undefined;
        if (!original || !clientRow)
          return { refused: 'not-found', message: BILLING_MESSAGES.invoiceNotFound };
        if (original.kind !== 'invoice' || !original.number || ['draft', 'void'].includes(original.status)) {
          return { refused: 'conflict', message: BILLING_MESSAGES.notCreditable };
        }
        const originalLines = await createInvoiceLineRepository(trx).list(input.id);
        const lines: LineInput[] = input.lines
          ? input.lines.map((line) => ({
              kind: 'adjustment',
              description: line.description,
              userId: null,
              weekStart: null,
              hours: null,
              rate: null,
              amount: line.amount,
            }))
          : originalLines.map(({ id: _id, ...line }) => line);
        const taxes = await createInvoiceTaxRepository(trx).list(input.id);
        const totals = totalsOf(lines, taxes);
        if (totals.total > Number(original.total) - Number(original.credited) || totals.total <= 0) {
          return { refused: 'invalid', message: BILLING_MESSAGES.creditTooLarge, field: 'lines' };
        }
        const entity = original.entity as BillingEntity;
        const client = toClient(clientRow);
        const id = await invoices.create(
          {
            kind: 'credit_note',
            clientId: original.client_id,
            entity,
            currency: original.currency as BillingCurrency,
            periodEnd: null,
            creditedInvoiceId: original.id,
          },
          at,
        );
        await createInvoiceLineRepository(trx).replace(id, lines);
        await createInvoiceTaxRepository(trx).replace(id, totals.taxes);
        await invoices.setDraftTotals(id, { ...totals, taxNote: original.tax_note });
        const issueDate = officeDate(entity, at);
        const number = await nextNumber(trx, entity, 'credit_note', issueDate);
        await invoices.issue(
          id,
          { number, issueDate, dueDate: issueDate, parties: JSON.stringify(invoiceParties(entity, client)) },
          at,
        );
        await invoices.addCredited(original.id, totals.total, at);
        await recordChange(trx, {
          actor,
          action: BILLING_AUDIT.issuedCreditNote,
          record: {
            kind: RECORD_KINDS.invoice,
            id,
            label: `${number} for ${original.number} ${client.name}, ${formatMoney(totals.total, original.currency)}`,
          },
          at,
        });
        const note = await invoices.find(id, officeToday(at));
        if (!note) throw new Error('The credit note just issued is missing');
        return note;
      });
    },

    /** Everything an invoice's PDF shows (the renderer's input); undefined when there is no such invoice. */
    loadInvoiceDocument: (id: string, at = new Date()) => loadInvoiceDocument(queries, id, at),

    /** The invoice's PDF as it stands (GET /CRM/GetInvoicePdf); undefined when there is no such invoice. */
    pdf: (id: string, at = new Date()) => invoicePdf(id, at),

    /**
     * Approved hours from `from` to `periodEnd` that no placement bills ("Not billable"), by consultant,
     * project, week and reason: never dropped silently.
     */
    async unbillableHours(periodEnd: string, from: string): Promise<UnbillableHours[]> {
      const approved = await queries.billing.approvedWeeks(undefined, mondayOf(from), periodEnd);
      const placements = await queries.placements.listOfConsultants([
        ...new Set(approved.map((row) => row.userId)),
      ]);
      const byKey = new Map<string, UnbillableHours>();
      for (const row of approved) {
        const own = placements.filter(
          (placement) => placement.user_id === row.userId && placement.project_key === row.projectKey,
        );
        row.hours.forEach((hours, day) => {
          const date = addDays(row.weekStart, day);
          if (hours === 0 || date > periodEnd || date < from) return;
          const covered = own.some(
            (placement) =>
              placement.start_date <= date && (placement.end_date === null || date <= placement.end_date),
          );
          if (covered) return;
          const reason =
            own.length === 0 ? UNBILLABLE_REASONS.noPlacement : UNBILLABLE_REASONS.outsidePlacement;
          const key = [row.userId, row.projectKey, row.weekStart, reason].join('|');
          const entry = byKey.get(key) ?? {
            userId: row.userId,
            userName: row.userName,
            project: row.project,
            weekStart: row.weekStart,
            hours: 0,
            reason,
            reasonLabel: UNBILLABLE_REASON_LABELS[reason],
          };
          entry.hours = hundredthsToHours(hoursToHundredths(entry.hours) + hours);
          byKey.set(key, entry);
        });
      }
      return [...byKey.values()].sort(
        (a, b) =>
          b.weekStart.localeCompare(a.weekStart) ||
          a.userName.localeCompare(b.userName) ||
          a.project.localeCompare(b.project),
      );
    },

    /** Reads on the app's database, for the routes' convenience: the list and one invoice with today's flags. */
    list: (request: Parameters<(typeof queries)['invoices']['list']>[0], at = new Date()) =>
      invoiceQueries().list(request, officeToday(at)),
    find: (id: string, at = new Date()) => invoiceQueries().find(id, officeToday(at)),
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
