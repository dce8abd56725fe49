import { MINOR_UNITS_PER_MAJOR, minorUnitsToText } from './money.js';

/** How dates and money read for people, the same on the site and in e-mail: "Nov 16, 2026", "$1,250.50". */

/** A 'YYYY-MM-DD' date (or an ISO instant) for people, the same in every time zone. */
export function formatDate(value: string, options: Intl.DateTimeFormatOptions = {}): string {
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(isDateOnly ? { timeZone: 'UTC' } : {}),
    ...options,
  }).format(date);
}

export function formatDateRange(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}

/**
 * An amount in minor units (cents, paise) with its currency, as people read it: "$1,250.50"; rupees are
 * grouped the Indian way ("₹3,32,500.00").
 */
export function formatMoney(amount: number, currency: string): string {
  const major = amount / MINOR_UNITS_PER_MAJOR;
  try {
    return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency,
    }).format(major);
  } catch {
    return `${minorUnitsToText(amount)} ${currency}`;
  }
}
