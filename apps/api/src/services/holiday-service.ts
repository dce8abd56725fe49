import { officeLabel, RECORD_KINDS, type AddHoliday, type Holiday } from '@smartmove/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { createHolidayRepository } from '../repositories/holiday-repository.js';
import { recordChange } from './record-change.js';
import type { ServiceDeps } from './service-deps.js';

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

/** Office holiday calendars (docs/product.md#leave): each change by an admin is audited. */
export function createHolidayService({ db }: ServiceDeps) {
  return {
    async add(actor: HolidayActor, input: AddHoliday, now: Date = new Date()): Promise<AddHolidayResult> {
      return db.transaction().execute(async (trx) => {
        const added = await createHolidayRepository(trx).add(input, actor.id, now);
        if (!added) return { duplicate: true } as const;
        await recordHolidayChange(trx, actor, 'added holiday', added, now);
        return { added };
      });
    },

    /** Removes the holiday; false when there is no such holiday. */
    async remove(actor: HolidayActor, id: string, now: Date = new Date()): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const holidays = createHolidayRepository(trx);
        const holiday = await holidays.findById(id);
        if (!holiday || !(await holidays.remove(id))) return false;
        await recordHolidayChange(trx, actor, 'removed holiday', holiday, now);
        return true;
      });
    },
  };
}

export type HolidayService = ReturnType<typeof createHolidayService>;
