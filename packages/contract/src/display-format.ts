import { MINOR_UNITS_PER_MAJOR, minorUnitsToText } from './money.js';

/** How dates and money read for people, the same on the site and in e-mail: "Nov 16, 2026", "$1,250.50". */

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A 'YYYY-MM-DD' date (or an ISO instant) for people, the same in every time zone. */
export function formatDate(value: string, options: Intl.DateTimeFormatOptions = {}): string {
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  // Making a format costs far more than using one (a PDF's dates, a long table's rows): kept per options.
  const key = `${isDateOnly}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(isDateOnly ? { timeZone: 'UTC' } : {}),
      ...options,
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

export function formatDateRange(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}

/** The locale each billing currency reads in: Indian grouping for rupees (₹3,32,500.00), US for dollars. */
const CURRENCY_LOCALES: Readonly<Record<string, string>> = { USD: 'en-US', INR: 'en-IN' };
const minorFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount stored as integer minor units (cents, paise) for people: 380000 USD → "$3,800.00", 33250000 INR →
 * "₹3,32,500.00". The division happens only here, for display; amounts are never stored or summed as decimals.
 * A currency Intl does not know reads as "12.50 XYZ".
 */
export function formatMoney(amount: number, currency: string): string {
  let format = minorFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(CURRENCY_LOCALES[currency] ?? 'en-US', { style: 'currency', currency });
    } catch {
      return `${minorUnitsToText(amount)} ${currency}`;
    }
    minorFormats.set(currency, format);
  }
  return format.format(amount / MINOR_UNITS_PER_MAJOR);
}
