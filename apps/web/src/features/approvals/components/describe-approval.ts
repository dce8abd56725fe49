import type { ApprovalItem } from '@smartmove/contract';
import { formatDate, formatDateRange, formatMoney } from '../../../lib/format';

/** What buttons and messages call an item: "time sheet of Dana Employee, week of Nov 16, 2026". */
export function describeApproval(item: ApprovalItem): string {
  switch (item.kind) {
    case 'time-sheet':
      return `time sheet of ${item.personName}, week of ${formatDate(item.weekStart)}`;
    case 'leave':
      return `leave of ${item.personName}, ${formatDateRange(item.fromDate, item.toDate)}`;
    case 'claim':
      return `claim of ${item.personName}, ${formatMoney(item.amount, item.currency)} on ${formatDate(item.expenseDate)}`;
  }
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
