import { EXPENSE_STATE, TIME_SHEET_STATE, projectKey } from '@smartmove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DAY_COLUMNS } from '../time-sheet-days.js';

/** One project row of an approved week: its hours Monday to Sunday. */
export interface ApprovedWeekRow {
  userId: string;
  userName: string;
  weekStart: string;
  project: string;
  projectKey: string;
  hours: number[];
}

/** Hours an invoice (not void) bills for one consultant's project on one day. */
export interface BilledDayRow {
  invoiceId: string;
  invoiceStatus: string;
  userId: string;
  projectKey: string;
  workDate: string;
  sequence: number;
  regularHours: number;
  overtimeHours: number;
}

export interface BillableClaimRow {
  id: string;
  userId: string;
  userName: string;
  expenseDate: string;
  category: string;
  description: string;
  amount: number;
}

/** What invoices are made from: approved hours, the hours invoices bill already, claims billed at cost. */
export function createBillingQueries(db: Kysely<Database>) {
  return {
    /** The approved weeks' rows of these consultants (all when `userIds` is undefined) from `from` to `to`. */
    async approvedWeeks(
      userIds: readonly string[] | undefined,
      from: string,
      to: string,
    ): Promise<ApprovedWeekRow[]> {
      if (userIds?.length === 0) return [];
      let query = db
        .selectFrom('time_sheets')
        .innerJoin('time_sheet_entries', 'time_sheet_entries.time_sheet_id', 'time_sheets.id')
        .innerJoin('users', 'users.id', 'time_sheets.user_id')
        .select(['time_sheets.user_id', 'users.name', 'time_sheets.week_start', 'time_sheet_entries.project'])
        .select(DAY_COLUMNS.map((column) => `time_sheet_entries.${column}` as const))
        .where('time_sheets.status', '=', TIME_SHEET_STATE.approved)
        .where('time_sheets.week_start', '>=', from)
        .where('time_sheets.week_start', '<=', to);
      if (userIds) query = query.where('time_sheets.user_id', 'in', userIds);
      const rows = await query
        .orderBy('time_sheets.week_start')
        .orderBy('time_sheet_entries.position')
        .execute();
      return rows.map((row) => ({
        userId: row.user_id,
        userName: row.name,
        weekStart: row.week_start,
        project: row.project,
        projectKey: projectKey(row.project),
        // Hours are stored with at most two decimals; in hundredths from here on.
        hours: DAY_COLUMNS.map((column) => Math.round(Number(row[column]) * 100)),
      }));
    },

    /** The days invoices that are not void bill for these consultants from `from` to `to`. */
    async billedDays(userIds: readonly string[], from: string, to: string): Promise<BilledDayRow[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('invoiced_days')
        .innerJoin('invoices', 'invoices.id', 'invoiced_days.invoice_id')
        .select([
          'invoiced_days.invoice_id',
          'invoices.status',
          'invoiced_days.user_id',
          'invoiced_days.project_key',
          'invoiced_days.work_date',
          'invoiced_days.sequence',
          'invoiced_days.regular_hours',
          'invoiced_days.overtime_hours',
        ])
        .where('invoiced_days.user_id', 'in', userIds)
        .where('invoiced_days.work_date', '>=', from)
        .where('invoiced_days.work_date', '<=', to)
        .where('invoices.status', '!=', 'void')
        .execute();
      return rows.map((row) => ({
        invoiceId: row.invoice_id,
        invoiceStatus: row.status,
        userId: row.user_id,
        projectKey: row.project_key,
        workDate: row.work_date,
        sequence: Number(row.sequence),
        regularHours: Number(row.regular_hours),
        overtimeHours: Number(row.overtime_hours),
      }));
    },

    /**
     * The approved (or paid) claims billed to the client, in its currency, dated up to `periodEnd`, that no
     * invoice bills yet but `draftId`.
     */
    async billableClaims(
      clientId: string,
      currency: string,
      periodEnd: string,
      draftId: string | undefined,
    ): Promise<BillableClaimRow[]> {
      const rows = await db
        .selectFrom('expenses')
        .innerJoin('users', 'users.id', 'expenses.user_id')
        .leftJoin('invoiced_claims', 'invoiced_claims.expense_id', 'expenses.id')
        .select([
          'expenses.id',
          'expenses.user_id',
          'users.name',
          'expenses.expense_date',
          'expenses.category',
          'expenses.description',
          'expenses.amount_minor',
        ])
        .where('expenses.bill_to_client_id', '=', clientId)
        .where('expenses.status', 'in', [EXPENSE_STATE.approved, EXPENSE_STATE.paid])
        .where('expenses.currency', '=', currency)
        .where('expenses.expense_date', '<=', periodEnd)
        .where((eb) =>
          draftId
            ? eb.or([
                eb('invoiced_claims.invoice_id', 'is', null),
                eb('invoiced_claims.invoice_id', '=', draftId),
              ])
            : eb('invoiced_claims.invoice_id', 'is', null),
        )
        .orderBy('expenses.expense_date')
        .orderBy('expenses.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        userId: row.user_id,
        userName: row.name,
        expenseDate: row.expense_date,
        category: row.category,
        description: row.description,
        amount: Number(row.amount_minor),
      }));
    },

    /** The latest day of a placement that an issued invoice bills (rates and dates before it are settled). */
    async lastIssuedDay(placementId: string): Promise<string | null> {
      const row = await db
        .selectFrom('invoiced_days')
        .innerJoin('invoices', 'invoices.id', 'invoiced_days.invoice_id')
        .select((eb) => eb.fn.max('invoiced_days.work_date').as('work_date'))
        .where('invoiced_days.placement_id', '=', placementId)
        .where('invoices.status', 'not in', ['draft', 'void'])
        .executeTakeFirst();
      return row?.work_date ?? null;
    },
  };
}
