import {
  countLeaveDays,
  officeLabel,
  RECORD_KINDS,
  type AddHoliday,
  type Holiday,
} from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createHolidayRepository } from '../../repositories/approvals/holiday-repository.js';
import { createLeaveRepository } from '../../repositories/approvals/leave-repository.js';
import { voidDecisionLinks } from './approval-alerts.js';
import { recordChange } from '../record-change.js';
import type { ServiceDeps } from '../service-deps.js';

/** The admin changing a calendar. */
export interface HolidayActor {
  id: string;
  name: string;
}

export type AddHolidayResult = { added: Holiday } | { duplicate: true };

/** The audit line of an admin's change to a calendar. */
function recordHolidayChange(
  trx: Transaction<Database>,
  actor: HolidayActor,
  action: string,
  holiday: Holiday,
  now: Date,
): Promise<void> {
  const label = `${officeLabel(holiday.office)}, ${holiday.date} ${holiday.name}`;
  return recordChange(trx, {
    actor,
    action,
    record: { kind: RECORD_KINDS.holiday, id: holiday.id, label },
    at: now,
  });
}

/**
 * Counts again the days of the pending and approved leave that covers a holiday just added or removed, so
 * that balances and approvals count the office's calendar as it is now; each changed request gets a history
 * line naming the holiday; the approval links to a changed request are void.
 */
async function recountLeaveCovering(
  trx: Transaction<Database>,
  actor: HolidayActor,
  holiday: Holiday,
  change: 'added' | 'removed',
  now: Date,
): Promise<void> {
  const leaves = createLeaveRepository(trx);
  const holidays = createHolidayRepository(trx);
  for (const leave of await leaves.listActiveCovering(holiday.office, holiday.date)) {
    const calendar = await holidays.between(holiday.office, leave.fromDate, leave.toDate);
    const { days } = countLeaveDays(leave.fromDate, leave.toDate, calendar);
    if (days === leave.days) continue;
    await leaves.setDays(leave.id, days);
    // The approver's e-mail link was for the request as it was.
    await voidDecisionLinks(trx, 'leave', [leave.id]);
    await recordChange(trx, {
      actor,
      action: 'recounted leave days',
      record: {
        kind: RECORD_KINDS.leave,
        id: leave.id,
        label: `${leave.authorName}, ${leave.fromDate} to ${leave.toDate}`,
      },
      fields: [{ field: 'days', oldValue: String(leave.days), newValue: String(days) }],
      note: `Holiday ${change}: ${holiday.name} (${holiday.date})`,
      at: now,
    });
  }
}

/** Office holiday calendars (docs/product.md#leave): each change by an admin is audited. */
export function createHolidayService({ changes }: ServiceDeps) {
  return {
    async add(actor: HolidayActor, input: AddHoliday, now: Date = new Date()): Promise<AddHolidayResult> {
      return changes.run(async (trx) => {
        const added = await createHolidayRepository(trx).add(input, actor.id, now);
        if (!added) return { duplicate: true } as const;
        await recordHolidayChange(trx, actor, 'added holiday', added, now);
        await recountLeaveCovering(trx, actor, added, 'added', now);
        return { added };
      });
    },

    /** Removes the holiday; false when there is no such holiday. */
    async remove(actor: HolidayActor, id: string, now: Date = new Date()): Promise<boolean> {
      return changes.run(async (trx) => {
        const holidays = createHolidayRepository(trx);
        const holiday = await holidays.findById(id);
        if (!holiday || !(await holidays.remove(id))) return false;
        await recordHolidayChange(trx, actor, 'removed holiday', holiday, now);
        await recountLeaveCovering(trx, actor, holiday, 'removed', now);
        return true;
      });
    },
  };
}

export type HolidayService = ReturnType<typeof createHolidayService>;
