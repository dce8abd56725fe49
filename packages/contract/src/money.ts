/**
 * Money as integers (docs/product.md#billing): every amount is a whole number of minor units (cents, paise)
 * beside its currency, hours travel with at most two decimals and are computed in hundredths, and a product
 * of the two is rounded half up to the minor unit, in integers only.
 */

/** Minor units in one major unit: 100 for each currency the product handles (USD, INR, CAD). */
export const MINOR_UNITS_PER_MAJOR = 100;

/** `dividend / divisor` rounded half up (away from zero for a negative value), both whole numbers. */
export function divideRoundingHalfUp(dividend: number, divisor: number): number {
  const sign = Math.sign(dividend) * Math.sign(divisor);
  const a = Math.abs(dividend);
  const b = Math.abs(divisor);
  const quotient = Math.floor(a / b);
  const remainder = a - quotient * b;
  return sign * (remainder * 2 >= b ? quotient + 1 : quotient);
}

/** Hours (at most two decimals) as whole hundredths: 7.25 → 725. */
export function hoursToHundredths(hours: number): number {
  return Math.round(hours * 100);
}

/** Whole hundredths of an hour as the number of hours the API answers: 725 → 7.25. */
export function hundredthsToHours(hundredths: number): number {
  return hundredths / 100;
}

/** A line's amount: hours (in hundredths) × an hourly rate (minor units), rounded half up to the minor unit. */
export function lineAmount(hoursInHundredths: number, rate: number): number {
  return divideRoundingHalfUp(hoursInHundredths * rate, 100);
}

/** A share of an amount in basis points (900 = 9%), rounded half up to the minor unit. */
export function percentageOf(amount: number, basisPoints: number): number {
  return divideRoundingHalfUp(amount * basisPoints, 10_000);
}

/** A decimal amount as people type it ("12.50", "1,042.5", "$7") as minor units; undefined when it is not one. */
export function parseMinorUnits(text: string): number | undefined {
  const match = /^\$?\s*(?<whole>\d{1,3}(?:,\d{3})+|\d*)(?:\.(?<fraction>\d{0,2}))?$/.exec(text.trim());
  if (!match?.groups) return undefined;
  const whole = (match.groups.whole ?? '').replaceAll(',', '');
  const fraction = match.groups.fraction ?? '';
  if (whole === '' && fraction === '') return undefined;
  return Number(whole || '0') * MINOR_UNITS_PER_MAJOR + Number(fraction.padEnd(2, '0'));
}

/** Minor units as the decimal text a form field shows: 1250 → "12.50", -5 → "-0.05". */
export function minorUnitsToText(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const whole = Math.floor(absolute / MINOR_UNITS_PER_MAJOR);
  const fraction = String(absolute % MINOR_UNITS_PER_MAJOR).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}
