import {
  addDays,
  GST_HOME_STATE,
  GST_RATES,
  INDIA_COUNTRY_CODE,
  lineAmount,
  LUT_WORDING,
  percentageOf,
  weekLabel,
  WEEKLY_REGULAR_HOURS,
  type BillingCurrency,
  type BillingEntity,
  type InvoiceLineKind,
  type PlacementRates,
} from '@smartmove/contract';
import type { ApprovedWeekRow, BilledDayRow } from '../../repositories/billing/billing-queries.js';
import type { InvoicedDayInput } from '../../repositories/billing/invoiced-day-repository.js';
import type { LineInput } from '../../repositories/billing/invoice-line-repository.js';
import type { TaxInput } from '../../repositories/billing/invoice-tax-repository.js';
import { ratesOn, type PlacementWithRates } from '../../repositories/billing/placement-repository.js';

/**
 * The rules invoices are computed by (docs/product.md#billing), free of the database: hours in hundredths,
 * money in minor units, every product rounded half up to the minor unit.
 */

const REGULAR_HUNDREDTHS = WEEKLY_REGULAR_HOURS * 100;

/** What a client's taxes are: Pune in INR inside India GST (CGST+SGST in Maharashtra, IGST elsewhere). */
export function taxSchemeOf(client: {
  entity: BillingEntity;
  currency: BillingCurrency;
  country: string;
  state: string;
}): { taxes: { name: string; basisPoints: number }[]; note: string | null } {
  if (client.entity !== 'pune') return { taxes: [], note: null };
  if (client.country !== INDIA_COUNTRY_CODE) return { taxes: [], note: LUT_WORDING };
  if (client.state.trim().toLowerCase() === GST_HOME_STATE.toLowerCase()) {
    return {
      taxes: [
        { name: 'CGST', basisPoints: GST_RATES.CGST },
        { name: 'SGST', basisPoints: GST_RATES.SGST },
      ],
      note: null,
    };
  }
  return { taxes: [{ name: 'IGST', basisPoints: GST_RATES.IGST }], note: null };
}

/** Each tax of the lines, rounded half up line by line; the subtotal and total beside them. */
export function totalsOf(
  lines: readonly { amount: number }[],
  scheme: { name: string; basisPoints: number }[],
) {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const taxes: TaxInput[] = scheme.map((tax) => ({
    ...tax,
    amount: lines.reduce((sum, line) => sum + percentageOf(line.amount, tax.basisPoints), 0),
  }));
  const taxTotal = taxes.reduce((sum, tax) => sum + tax.amount, 0);
  return { subtotal, taxes, taxTotal, total: subtotal + taxTotal };
}

/** Which rates price approved hours: the client's bill rates, or what the hours cost (pay rates). */
export type RateSide = 'bill' | 'pay';

/** The hourly rate of one side, and its overtime rate (null: that side has no overtime, every hour is regular). */
export interface SideRates {
  rate: number;
  overtimeRate: number | null;
}

/**
 * The rates of one side in force in a rate period. A `salaried` placement's hours cost its cost rate, with
 * no overtime; every other pay type costs its pay rates.
 */
export function sideRates(
  placement: Pick<PlacementWithRates, 'pay_type' | 'cost_rate'>,
  rates: PlacementRates,
  side: RateSide,
): SideRates {
  if (side === 'bill') return { rate: rates.billRate, overtimeRate: rates.overtimeBillRate };
  if (placement.pay_type === 'salaried') {
    return { rate: placement.cost_rate === null ? 0 : Number(placement.cost_rate), overtimeRate: null };
  }
  return { rate: rates.payRate, overtimeRate: rates.overtimePayRate };
}

/** One day of a placement's approved hours (hundredths), split into regular and overtime, at its rates. */
export interface PlacementDay extends SideRates {
  date: string;
  weekStart: string;
  regular: number;
  overtime: number;
}

/**
 * The approved hours of one placement day by day, each at the rates of `side` in force that day (days outside
 * the placement's dates are left out). In one week of the placement the hours past 40, counted from Monday,
 * are overtime where the side has an overtime rate. `approved` may hold other consultants' rows: only the
 * placement's consultant's count, and a project missing from an approved week has no hours that week.
 * Invoices, vendor bills, payroll and margin all split hours with this one rule.
 */
export function placementDays(
  placement: PlacementWithRates,
  approved: readonly ApprovedWeekRow[],
  side: RateSide,
): PlacementDay[] {
  const weeks = new Map<string, number[]>();
  for (const row of approved) {
    if (row.userId !== placement.user_id) continue;
    const hours = weeks.get(row.weekStart) ?? [0, 0, 0, 0, 0, 0, 0];
    if (row.projectKey === placement.project_key) {
      row.hours.forEach((value, day) => (hours[day] = (hours[day] ?? 0) + value));
    }
    weeks.set(row.weekStart, hours);
  }
  const days: PlacementDay[] = [];
  for (const [weekStart, hours] of weeks) {
    let weekSoFar = 0;
    for (let day = 0; day < 7; day += 1) {
      const date = addDays(weekStart, day);
      const worked = hours[day] ?? 0;
      const covered =
        date >= placement.start_date && (placement.end_date === null || date <= placement.end_date);
      const rates: PlacementRates | undefined = covered ? ratesOn(placement.rates, date) : undefined;
      if (!rates) continue;
      const priced = sideRates(placement, rates, side);
      let regular = Math.min(worked, Math.max(0, REGULAR_HUNDREDTHS - weekSoFar));
      weekSoFar += worked;
      if (priced.overtimeRate === null) regular = worked;
      days.push({ date, weekStart, regular, overtime: worked - regular, ...priced });
    }
  }
  return days;
}

/** One piece of a line before lines are summed: hours of one kind at one rate, in one week. */
interface LinePiece {
  kind: InvoiceLineKind;
  overtime: boolean;
  userId: string;
  userName: string;
  project: string;
  weekStart: string;
  rate: number;
  hours: number;
}

export interface TimeBilling {
  days: InvoicedDayInput[];
  lines: LineInput[];
}

/** The billed hours of one consultant's project on one day, with the highest sequence taken. */
interface BilledDay {
  regular: number;
  overtime: number;
  lastSequence: number;
}

function billedByDay(billed: readonly BilledDayRow[]): Map<string, BilledDay> {
  const byDay = new Map<string, BilledDay>();
  for (const row of billed) {
    const key = `${row.userId}|${row.projectKey}|${row.workDate}`;
    const day = byDay.get(key) ?? { regular: 0, overtime: 0, lastSequence: -1 };
    day.regular += row.regularHours;
    day.overtime += row.overtimeHours;
    day.lastSequence = Math.max(day.lastSequence, row.sequence);
    byDay.set(key, day);
  }
  return byDay;
}

const ADJUSTMENT_REASON: Record<RateSide, string> = {
  bill: 'approved after it was invoiced',
  pay: 'approved after it was billed',
};

function describe(piece: LinePiece, side: RateSide): string {
  const what = `${piece.userName} — ${piece.project}${piece.overtime ? ', overtime' : ''}, ${weekLabel(piece.weekStart)}`;
  return piece.kind === 'adjustment' ? `Adjustment: ${what} (${ADJUSTMENT_REASON[side]})` : what;
}

const KIND_ORDER: Record<InvoiceLineKind, number> = { time: 0, overtime: 1, adjustment: 2, expense: 3 };

/**
 * The hours of these placements up to `periodEnd` that no bill of this side takes yet (`billed`: the days the
 * other bills take), as days to record and lines at the side's rates (placementDays). A day billed before, or
 * on or before `adjustedUntil` (the last period end of the bills that never change), bills its difference as
 * an adjustment. Invoices price with `bill`, vendor bills with `pay`.
 */
export function priceTime(
  placements: readonly (PlacementWithRates & { user_name: string })[],
  approved: readonly ApprovedWeekRow[],
  billed: readonly BilledDayRow[],
  periodEnd: string,
  adjustedUntil: string | null,
  side: RateSide,
): TimeBilling {
  const billedDays = billedByDay(billed);
  const days: InvoicedDayInput[] = [];
  const pieces: LinePiece[] = [];
  for (const placement of placements) {
    for (const day of placementDays(placement, approved, side)) {
      if (day.date > periodEnd) continue;
      const key = `${placement.user_id}|${placement.project_key}|${day.date}`;
      const before = billedDays.get(key);
      const regularDelta = day.regular - (before?.regular ?? 0);
      const overtimeDelta = day.overtime - (before?.overtime ?? 0);
      if (regularDelta === 0 && overtimeDelta === 0) continue;
      const adjustment = before !== undefined || (adjustedUntil !== null && day.date <= adjustedUntil);
      days.push({
        placementId: placement.id,
        userId: placement.user_id,
        projectKey: placement.project_key,
        workDate: day.date,
        sequence: (before?.lastSequence ?? -1) + 1,
        regularHours: regularDelta,
        overtimeHours: overtimeDelta,
      });
      const piece = {
        userId: placement.user_id,
        userName: placement.user_name,
        project: placement.project,
        weekStart: day.weekStart,
      };
      if (regularDelta !== 0) {
        pieces.push({
          ...piece,
          kind: adjustment ? 'adjustment' : 'time',
          overtime: false,
          rate: day.rate,
          hours: regularDelta,
        });
      }
      if (overtimeDelta !== 0) {
        pieces.push({
          ...piece,
          kind: adjustment ? 'adjustment' : 'overtime',
          overtime: true,
          rate: day.overtimeRate ?? day.rate,
          hours: overtimeDelta,
        });
      }
    }
  }
  return { days, lines: summedLines(pieces, side) };
}

/**
 * The hours a client's placements bill up to `periodEnd` that invoices do not bill yet (`billed`: every invoice
 * but the draft being refreshed), as invoiced days and lines at the bill rates (priceTime).
 */
export function billTime(
  placements: readonly (PlacementWithRates & { user_name: string })[],
  approved: readonly ApprovedWeekRow[],
  billed: readonly BilledDayRow[],
  periodEnd: string,
  adjustedUntil: string | null,
): TimeBilling {
  return priceTime(placements, approved, billed, periodEnd, adjustedUntil, 'bill');
}

/** Pieces of one kind, consultant, project, week and rate summed into one line (a rate change splits a week). */
function summedLines(pieces: readonly LinePiece[], side: RateSide): LineInput[] {
  const byLine = new Map<string, LinePiece>();
  for (const piece of pieces) {
    const key = [piece.kind, piece.overtime, piece.userId, piece.project, piece.weekStart, piece.rate].join(
      '|',
    );
    const line = byLine.get(key);
    if (line) line.hours += piece.hours;
    else byLine.set(key, { ...piece });
  }
  return [...byLine.values()]
    .filter((line) => line.hours !== 0)
    .sort(
      (a, b) =>
        a.weekStart.localeCompare(b.weekStart) ||
        a.userName.localeCompare(b.userName) ||
        a.project.localeCompare(b.project) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        Number(a.overtime) - Number(b.overtime) ||
        a.rate - b.rate,
    )
    .map((line) => ({
      kind: line.kind,
      description: describe(line, side),
      userId: line.userId,
      weekStart: line.weekStart,
      hours: line.hours,
      rate: line.rate,
      amount: lineAmount(line.hours, line.rate),
    }));
}

/**
 * Days' hours (hundredths) and their amount, summed per week and rate (regular and overtime apart) with each
 * group rounded once, as a bill's line is: a report built from these agrees to the cent with the bills' lines.
 */
export function amountOfDays(days: readonly PlacementDay[]): { hours: number; amount: number } {
  const groups = new Map<string, { hours: number; rate: number }>();
  const add = (key: string, hours: number, rate: number) => {
    if (hours === 0) return;
    const group = groups.get(key) ?? { hours: 0, rate };
    group.hours += hours;
    groups.set(key, group);
  };
  for (const day of days) {
    add(`${day.weekStart}|r|${day.rate}`, day.regular, day.rate);
    const overtimeRate = day.overtimeRate ?? day.rate;
    add(`${day.weekStart}|o|${overtimeRate}`, day.overtime, overtimeRate);
  }
  let hours = 0;
  let amount = 0;
  for (const group of groups.values()) {
    hours += group.hours;
    amount += lineAmount(group.hours, group.rate);
  }
  return { hours, amount };
}
