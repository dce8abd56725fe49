import { randomUUID } from 'node:crypto';
import {
  BILLING_CURRENCIES,
  INVOICE_LINE_KINDS,
  VENDOR_BILL_STATUSES,
  hundredthsToHours,
  type BillingCurrency,
  type InvoiceLineKind,
  type Page,
  type VendorBill,
  type VendorBillStatus,
} from '@smartmove/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, VendorBillsTable } from '../../db/schema.js';
import { readPage, type PageRequest } from '../pagination.js';
import type { BilledDayRow } from './billing-queries.js';
import { groupedBy } from './pay-queries.js';
import type { InvoicedDayInput, LineInput } from './billing-lines.js';

export type VendorBillRow = Selectable<VendorBillsTable>;

function oneOf<T extends string>(codes: readonly T[], value: string, fallback: T): T {
  return (codes as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Vendor bills as read (docs/product.md#pay-and-margin), with their lines. */
export function createVendorBillQueries(db: Kysely<Database>) {
  function withVendor() {
    return db
      .selectFrom('vendor_bills')
      .innerJoin('users', 'users.id', 'vendor_bills.vendor_user_id')
      .selectAll('vendor_bills')
      .select('users.name as vendor_name');
  }

  async function toBills(rows: (VendorBillRow & { vendor_name: string })[]): Promise<VendorBill[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .selectFrom('vendor_bill_lines')
      .selectAll()
      .where(
        'vendor_bill_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('vendor_bill_id')
      .orderBy('position')
      .execute();
    const optional = (value: number | string | null) => (value === null ? null : Number(value));
    const linesOf = groupedBy(lines, (line) => line.vendor_bill_id);
    return rows.map((row) => ({
      id: row.id,
      vendorUserId: row.vendor_user_id,
      vendorName: row.vendor_name,
      status: oneOf<VendorBillStatus>(VENDOR_BILL_STATUSES, row.status, 'draft'),
      currency: oneOf<BillingCurrency>(BILLING_CURRENCIES, row.currency, 'USD'),
      periodEnd: row.period_end,
      lines: (linesOf.get(row.id) ?? []).map((line) => ({
        id: line.id,
        kind: oneOf<InvoiceLineKind>(INVOICE_LINE_KINDS, line.kind, 'time'),
        description: line.description,
        userId: line.user_id,
        weekStart: line.week_start,
        hours: line.hours === null ? null : hundredthsToHours(Number(line.hours)),
        rate: optional(line.rate),
        amount: Number(line.amount),
      })),
      total: Number(row.total),
      createdAt: row.created_at,
      approvedAt: row.approved_at,
      paidAt: row.paid_at,
    }));
  }

  async function billsOf(ids: readonly string[]): Promise<VendorBill[]> {
    if (ids.length === 0) return [];
    return toBills(
      await withVendor()
        .where('vendor_bills.id', 'in', ids)
        .orderBy('users.name')
        .orderBy('vendor_bills.currency')
        .execute(),
    );
  }

  return {
    /** Newest first; only the partner's own when `vendorUserId` is given. */
    list(
      request: PageRequest & { status?: VendorBillStatus | undefined; vendorUserId?: string | undefined },
    ): Promise<Page<VendorBill>> {
      let query = db.selectFrom('vendor_bills');
      if (request.status) query = query.where('vendor_bills.status', '=', request.status);
      if (request.vendorUserId) query = query.where('vendor_bills.vendor_user_id', '=', request.vendorUserId);
      return readPage(
        query,
        request,
        (list) =>
          list
            .innerJoin('users', 'users.id', 'vendor_bills.vendor_user_id')
            .selectAll('vendor_bills')
            .select('users.name as vendor_name')
            .orderBy('vendor_bills.created_at', 'desc')
            .orderBy('vendor_bills.id', 'desc'),
        toBills,
      );
    },

    billsOf,

    async find(id: string): Promise<VendorBill | undefined> {
      const [bill] = await billsOf([id]);
      return bill;
    },

    findRow(id: string): Promise<VendorBillRow | undefined> {
      return db.selectFrom('vendor_bills').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The partner's draft in that currency, if there is one. */
    findDraftOf(vendorUserId: string, currency: string): Promise<VendorBillRow | undefined> {
      return db
        .selectFrom('vendor_bills')
        .selectAll()
        .where('vendor_user_id', '=', vendorUserId)
        .where('currency', '=', currency)
        .where('status', '=', 'draft')
        .executeTakeFirst();
    },

    /** The latest period end of the partner's approved or paid bills in that currency (they never change). */
    async settledPeriodEnd(vendorUserId: string, currency: string): Promise<string | null> {
      const row = await db
        .selectFrom('vendor_bills')
        .select((eb) => eb.fn.max('period_end').as('period_end'))
        .where('vendor_user_id', '=', vendorUserId)
        .where('currency', '=', currency)
        .where('status', '!=', 'draft')
        .executeTakeFirst();
      return row?.period_end ?? null;
    },

    /** The days vendor bills pay for these consultants from `from` to `to`, in BilledDayRow's shape. */
    async billedDays(userIds: readonly string[], from: string, to: string): Promise<BilledDayRow[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('vendor_billed_days')
        .innerJoin('vendor_bills', 'vendor_bills.id', 'vendor_billed_days.vendor_bill_id')
        .select([
          'vendor_billed_days.vendor_bill_id',
          'vendor_bills.status',
          'vendor_billed_days.user_id',
          'vendor_billed_days.project_key',
          'vendor_billed_days.work_date',
          'vendor_billed_days.sequence',
          'vendor_billed_days.regular_hours',
          'vendor_billed_days.overtime_hours',
        ])
        .where('vendor_billed_days.user_id', 'in', userIds)
        .where('vendor_billed_days.work_date', '>=', from)
        .where('vendor_billed_days.work_date', '<=', to)
        .execute();
      return rows.map((row) => ({
        invoiceId: row.vendor_bill_id,
        invoiceStatus: row.status,
        userId: row.user_id,
        projectKey: row.project_key,
        workDate: row.work_date,
        sequence: Number(row.sequence),
        regularHours: Number(row.regular_hours),
        overtimeHours: Number(row.overtime_hours),
      }));
    },
  };
}

/**
 * Vendor bills (the vendor_bills, vendor_bill_lines and vendor_billed_days tables). A draft is refreshed by
 * each generation; an approved or paid bill never changes but for its status. The unique (user, project, day,
 * sequence) of vendor_billed_days refuses a second bill taking the same hours, whoever generates it.
 */
export function createVendorBillRepository(trx: Transaction<Database>) {
  return {
    ...createVendorBillQueries(trx),

    async create(vendorUserId: string, currency: string, periodEnd: string, at: Date): Promise<string> {
      const id = randomUUID();
      await trx
        .insertInto('vendor_bills')
        .values({
          id,
          vendor_user_id: vendorUserId,
          currency,
          status: 'draft',
          period_end: periodEnd,
          total: 0,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
          approved_at: null,
          paid_at: null,
        })
        .execute();
      return id;
    },

    /** Takes a draft for a change (locks its row); false when it is a draft no longer. */
    async lockDraft(id: string, at: Date, periodEnd?: string): Promise<boolean> {
      const updated = await trx
        .updateTable('vendor_bills')
        .set({ updated_at: at.toISOString(), ...(periodEnd ? { period_end: periodEnd } : {}) })
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** The draft's lines and total, written again. */
    async replaceLines(id: string, lines: readonly LineInput[]): Promise<void> {
      await trx.deleteFrom('vendor_bill_lines').where('vendor_bill_id', '=', id).execute();
      for (let start = 0; start < lines.length; start += 500) {
        await trx
          .insertInto('vendor_bill_lines')
          .values(
            lines.slice(start, start + 500).map((line, index) => ({
              id: randomUUID(),
              vendor_bill_id: id,
              position: start + index,
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
      }
      await trx
        .updateTable('vendor_bills')
        .set({ total: lines.reduce((sum, line) => sum + line.amount, 0) })
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .execute();
    },

    /** Throws a unique violation when another vendor bill took one of these days' sequence meanwhile. */
    async addDays(id: string, days: readonly InvoicedDayInput[]): Promise<void> {
      for (let start = 0; start < days.length; start += 500) {
        await trx
          .insertInto('vendor_billed_days')
          .values(
            days.slice(start, start + 500).map((day) => ({
              id: randomUUID(),
              vendor_bill_id: id,
              placement_id: day.placementId,
              user_id: day.userId,
              project_key: day.projectKey,
              work_date: day.workDate,
              sequence: day.sequence,
              regular_hours: day.regularHours,
              overtime_hours: day.overtimeHours,
            })),
          )
          .execute();
      }
    },

    /** A draft's days given back (it is refreshed): no bill pays them any more. */
    async removeDays(id: string): Promise<void> {
      await trx.deleteFrom('vendor_billed_days').where('vendor_bill_id', '=', id).execute();
    },

    /** A draft that pays nothing any more, removed with its lines and days. */
    async deleteDraft(id: string): Promise<void> {
      await trx.deleteFrom('vendor_billed_days').where('vendor_bill_id', '=', id).execute();
      await trx.deleteFrom('vendor_bill_lines').where('vendor_bill_id', '=', id).execute();
      await trx.deleteFrom('vendor_bills').where('id', '=', id).where('status', '=', 'draft').execute();
    },

    /** Moves the bill from one status to the next; false when it is not in `from` (any more). */
    async setStatus(id: string, from: VendorBillStatus, to: VendorBillStatus, at: Date): Promise<boolean> {
      const stamp = at.toISOString();
      const updated = await trx
        .updateTable('vendor_bills')
        .set({
          status: to,
          updated_at: stamp,
          ...(to === 'approved' ? { approved_at: stamp } : {}),
          ...(to === 'paid' ? { paid_at: stamp } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
  };
}
