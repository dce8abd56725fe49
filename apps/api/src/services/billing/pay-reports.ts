import {
  addDays,
  BILLING_CURRENCIES,
  divideRoundingHalfUp,
  hundredthsToHours,
  lineAmount,
  minorUnitsToText,
  PAY_TYPE_LABELS,
  PAYROLL_PAY_TYPES,
  type BillingCurrency,
  type MarginGroup,
  type MarginRow,
  type PayType,
} from '@smartmove/contract';
import type { ApprovedWeekRow } from '../../repositories/billing/billing-queries.js';
import type { ExportedInvoiceRow } from '../../repositories/billing/pay-queries.js';
import { groupedBy } from '../../repositories/billing/pay-queries.js';
import { CsvDecimal, type CsvCell } from '../csv-export.js';
import type { ServiceDeps } from '../service-deps.js';
import { amountOfDays, placementDays, priceTime } from './billing-rules.js';

/**
 * The reports of pay and margin (docs/product.md#pay-and-margin): payroll hours, the margin by client,
 * consultant or month, and the accountant's QuickBooks rows. A range holds every week whose Monday is from
 * `from` to `to`. All of them split hours with placementDays and round per week and rate as bills' lines do,
 * so they agree to the cent with the invoices, vendor bills and payroll.
 */

/** A payroll row: one person, week, currency and pair of rates. */
export interface PayrollRow {
  employee: string;
  payType: PayType;
  week: string;
  regular: number;
  overtime: number;
  rate: number;
  overtimeRate: number | null;
  gross: number;
  currency: string;
}

/** Hours (hundredths) with two decimals, as a CSV shows them: 4050 → "40.50". */
function hoursCell(hundredths: number): CsvDecimal {
  return new CsvDecimal(minorUnitsToText(hundredths));
}

/** Minor units as a decimal cell: -1250 → -12.50. */
function moneyCell(amount: number): CsvDecimal {
  return new CsvDecimal(minorUnitsToText(amount));
}

/** An ISO date as QuickBooks Online's import reads it (a US company's MM/DD/YYYY). */
function quickbooksDate(date: string | null): string {
  if (!date) return '';
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

const QUICKBOOKS_ITEMS: Record<string, string> = {
  time: 'Consulting hours',
  overtime: 'Consulting overtime hours',
  expense: 'Reimbursable expenses',
  adjustment: 'Adjustment',
};

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * One invoice's rows of QuickBooks Online's invoice import, one per line and one per tax (so that the rows'
 * amounts add up to the invoice's total); a credit note's amounts are negative.
 */
export function quickbooksRows(invoice: ExportedInvoiceRow): CsvCell[][] {
  const sign = invoice.kind === 'credit_note' ? -1 : 1;
  const terms = daysBetween(invoice.issueDate, invoice.dueDate);
  const memo = [
    invoice.currency,
    invoice.creditedNumber ? `Credit note for ${invoice.creditedNumber}` : null,
    invoice.taxNote,
  ]
    .filter(Boolean)
    .join('; ');
  const head = [
    invoice.number,
    invoice.clientName,
    quickbooksDate(invoice.issueDate),
    quickbooksDate(invoice.dueDate),
    terms > 0 ? `Net ${terms}` : 'Due on receipt',
    memo,
  ];
  const rows = invoice.lines.map((line): CsvCell[] => {
    const hourly = line.hours !== null && line.rate !== null;
    return [
      ...head,
      QUICKBOOKS_ITEMS[line.kind] ?? 'Adjustment',
      line.description,
      hourly ? hoursCell(line.hours ?? 0) : new CsvDecimal('1'),
      moneyCell(sign * (hourly ? (line.rate ?? 0) : line.amount)),
      moneyCell(sign * line.amount),
      quickbooksDate(line.weekStart),
    ];
  });
  for (const tax of invoice.taxes) {
    const percent = `${tax.basisPoints / 100}%`;
    rows.push([
      ...head,
      `${tax.name} ${percent}`,
      `${tax.name} at ${percent}`,
      new CsvDecimal('1'),
      moneyCell(sign * tax.amount),
      moneyCell(sign * tax.amount),
      '',
    ]);
  }
  return rows;
}

const MONTH_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" → "November 2026". */
export function monthLabel(month: string): string {
  return MONTH_FORMAT.format(new Date(`${month}-01T00:00:00Z`));
}

/** margin ÷ billed as a percentage with two decimals (33.33), rounded half up; 0 when nothing is billed. */
export function marginPercentOf(margin: number, billed: number): number {
  return billed === 0 ? 0 : divideRoundingHalfUp(margin * 10_000, billed) / 100;
}

function currencyOf(value: string): BillingCurrency {
  return (BILLING_CURRENCIES as readonly string[]).includes(value) ? (value as BillingCurrency) : 'USD';
}

export function createPayReports({ queries }: Pick<ServiceDeps, 'queries'>) {
  /** The placements meeting the range's weeks, the approved rows of their consultants, by consultant. */
  async function hoursOf(from: string, to: string, payTypes?: readonly PayType[]) {
    const placements = await queries.placements.listMeeting(from, addDays(to, 6), payTypes);
    const userIds = [...new Set(placements.map((placement) => placement.user_id))];
    const approved = await queries.billing.approvedWeeks(userIds, from, to);
    const approvedOf = groupedBy<ApprovedWeekRow>(approved, (row) => row.userId);
    return { placements, userIds, approvedOf };
  }

  return {
    /**
     * The hours of W-2 and 1099 placements per person and week (regular and overtime at the pay rates in
     * force), by name and week. A week whose rates change mid-week has a row per pair of rates.
     */
    async payroll(from: string, to: string): Promise<PayrollRow[]> {
      const { placements, approvedOf } = await hoursOf(from, to, PAYROLL_PAY_TYPES);
      const rows = new Map<string, PayrollRow>();
      for (const placement of placements) {
        const payType = placement.pay_type as PayType;
        for (const day of placementDays(placement, approvedOf.get(placement.user_id) ?? [], 'pay')) {
          if (day.regular === 0 && day.overtime === 0) continue;
          const key = [
            placement.user_id,
            day.weekStart,
            placement.currency,
            payType,
            day.rate,
            day.overtimeRate,
          ];
          const row = rows.get(key.join('|')) ?? {
            employee: placement.user_name,
            payType,
            week: day.weekStart,
            regular: 0,
            overtime: 0,
            rate: day.rate,
            overtimeRate: day.overtimeRate,
            gross: 0,
            currency: placement.currency,
          };
          row.regular += day.regular;
          row.overtime += day.overtime;
          rows.set(key.join('|'), row);
        }
      }
      return [...rows.values()]
        .map((row) => ({
          ...row,
          gross: lineAmount(row.regular, row.rate) + lineAmount(row.overtime, row.overtimeRate ?? row.rate),
        }))
        .sort(
          (a, b) => a.employee.localeCompare(b.employee) || a.week.localeCompare(b.week) || a.rate - b.rate,
        );
    },

    /** The payroll rows as the CSV's cells (PAYROLL_CSV_COLUMNS), money and hours as decimals. */
    payrollCells(row: PayrollRow): CsvCell[] {
      return [
        row.employee,
        PAY_TYPE_LABELS[row.payType],
        row.week,
        hoursCell(row.regular),
        hoursCell(row.overtime),
        moneyCell(row.rate),
        row.overtimeRate === null ? '' : moneyCell(row.overtimeRate),
        moneyCell(row.gross),
        row.currency,
      ];
    },

    /**
     * The margin per group and currency: hours, billed (issued invoices' hour lines, and the approved hours no
     * issued invoice bills yet priced as the next invoice would), cost (the pay rates, as vendor bills and
     * payroll price them; salaried at the cost rate), margin and margin %.
     */
    async margin(from: string, to: string, groupBy: MarginGroup): Promise<MarginRow[]> {
      const { placements, userIds, approvedOf } = await hoursOf(from, to);
      const [issuedDays, issuedLines] = await Promise.all([
        queries.billing.billedDays(userIds, from, addDays(to, 6)),
        queries.pay.issuedTimeLines(from, to),
      ]);
      const issuedOf = groupedBy(
        issuedDays.filter((day) => day.invoiceStatus !== 'draft'),
        (day) => day.userId,
      );
      const rows = new Map<string, MarginRow>();
      const add = (
        group: { key: string; label: string },
        currency: string,
        amounts: { hours?: number; billed?: number; cost?: number },
      ) => {
        const id = `${group.key}|${currency}`;
        const row = rows.get(id) ?? {
          key: group.key,
          label: group.label,
          currency: currencyOf(currency),
          hours: 0,
          billed: 0,
          cost: 0,
          margin: 0,
          marginPercent: 0,
        };
        row.hours += amounts.hours ?? 0;
        row.billed += amounts.billed ?? 0;
        row.cost += amounts.cost ?? 0;
        rows.set(id, row);
      };
      const monthGroup = (weekStart: string) => {
        const month = weekStart.slice(0, 7);
        return { key: month, label: monthLabel(month) };
      };

      for (const placement of placements) {
        const approved = approvedOf.get(placement.user_id) ?? [];
        const own =
          groupBy === 'client'
            ? { key: placement.client_id, label: placement.client_name }
            : { key: placement.user_id, label: placement.user_name };
        const groupOf = (weekStart: string) => (groupBy === 'month' ? monthGroup(weekStart) : own);
        const pay = placementDays(placement, approved, 'pay');
        const bill = placementDays(placement, approved, 'bill');
        for (const [weekStart, days] of groupedBy(pay, (day) => day.weekStart)) {
          add(groupOf(weekStart), placement.currency, { cost: amountOfDays(days).amount });
        }
        for (const day of bill) {
          add(groupOf(day.weekStart), placement.currency, { hours: day.regular + day.overtime });
        }
        const unbilled = priceTime(
          [placement],
          approved,
          issuedOf.get(placement.user_id) ?? [],
          addDays(to, 6),
          null,
          'bill',
        );
        for (const line of unbilled.lines) {
          add(groupOf(line.weekStart ?? from), placement.currency, { billed: line.amount });
        }
      }
      for (const line of issuedLines) {
        const group =
          groupBy === 'month'
            ? monthGroup(line.weekStart)
            : groupBy === 'client'
              ? { key: line.clientId, label: line.clientName }
              : { key: line.userId ?? '', label: line.userName ?? '' };
        add(group, line.currency, { billed: line.amount });
      }

      return [...rows.values()]
        .filter((row) => row.hours !== 0 || row.billed !== 0 || row.cost !== 0)
        .map((row) => {
          const margin = row.billed - row.cost;
          return {
            ...row,
            hours: hundredthsToHours(row.hours),
            margin,
            marginPercent: marginPercentOf(margin, row.billed),
          };
        })
        .sort(
          (a, b) =>
            (groupBy === 'month' ? a.key.localeCompare(b.key) : a.label.localeCompare(b.label)) ||
            a.currency.localeCompare(b.currency),
        );
    },

    /** The margin rows as the CSV's cells (MARGIN_CSV_COLUMNS). */
    marginCells(row: MarginRow): CsvCell[] {
      return [
        row.label,
        row.currency,
        hoursCell(Math.round(row.hours * 100)),
        moneyCell(row.billed),
        moneyCell(row.cost),
        moneyCell(row.margin),
        new CsvDecimal(row.marginPercent.toFixed(2)),
      ];
    },

    /** Every row of the accountant's export of invoices and credit notes issued from `from` to `to`. */
    async quickbooks(from: string, to: string): Promise<CsvCell[][]> {
      const invoices = await queries.pay.issuedForExport(from, to);
      return invoices.flatMap(quickbooksRows);
    },
  };
}

export type PayReports = ReturnType<typeof createPayReports>;
