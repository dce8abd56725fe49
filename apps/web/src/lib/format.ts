/** Display formats of the portal: dates as "Nov 16, 2026" and money with its currency (shared with e-mail). */

export { formatDate, formatDateRange, formatMoney } from '@smartmove/contract';

export function formatHours(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(2).replace(/0$/, '')} h`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
