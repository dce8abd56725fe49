import { randomUUID } from 'node:crypto';
import {
  isOfficeCode,
  officeLabel,
  RECORD_KINDS,
  type AddHoliday,
  type Holiday,
  type HolidayDate,
  type OfficeCode,
  type Page,
} from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OfficeHolidaysTable } from '../db/schema.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import { pageOffset, toCount, toPage, type PageRequest } from './pagination.js';

/** The admin changing a calendar. */
export interface HolidayActor {
  id: string;
  name: string;
}

function toHoliday(row: Selectable<OfficeHolidaysTable>): Holiday {
  return {
    id: row.id,
    office: isOfficeCode(row.office) ? row.office : 'seattle',
    date: row.date,
    name: row.name,
  };
}

function labelOf(holiday: { office: string; date: string; name: string }): string {
  return `${officeLabel(holiday.office)}, ${holiday.date} ${holiday.name}`;
}

export type AddHolidayResult = { added: Holiday } | { duplicate: true };

/**
 * Office holiday calendars (docs/product.md#leave): one holiday per office and date. Each change by an
 * admin writes its audit line in the change's transaction.
 */
export function createHolidayRepository(db: Kysely<Database>) {
  return {
    /** One page of an office's calendar (optionally one year), in date order. */
    async list(office: OfficeCode, year: number | undefined, request: PageRequest): Promise<Page<Holiday>> {
      const query = db
        .selectFrom('office_holidays')
        .where('office', '=', office)
        .$if(year !== undefined, (q) =>
          q.where('date', '>=', `${year}-01-01`).where('date', '<=', `${year}-12-31`),
        );
      const [{ count }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
        query.selectAll().orderBy('date').limit(request.pageSize).offset(pageOffset(request)).execute(),
      ]);
      return toPage(rows.map(toHoliday), toCount(count as string | number), request);
    },

    /** The office's holidays from `from` to `to` (both included), in date order. */
    async between(office: OfficeCode, from: string, to: string): Promise<HolidayDate[]> {
      const rows = await db
        .selectFrom('office_holidays')
        .select(['date', 'name'])
        .where('office', '=', office)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('date')
        .execute();
      return rows.map((row) => ({ date: row.date, name: row.name }));
    },

    async add(actor: HolidayActor, input: AddHoliday, now: Date = new Date()): Promise<AddHolidayResult> {
      return db.transaction().execute(async (trx) => {
        const row: Selectable<OfficeHolidaysTable> = {
          id: randomUUID(),
          office: input.office,
          date: input.date,
          name: input.name,
          created_at: now.toISOString(),
          created_by: actor.id,
        };
        const inserted = await trx
          .insertInto('office_holidays')
          .values(row)
          .onConflict((oc) => oc.columns(['office', 'date']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return { duplicate: true } as const;
        await createAuditLogRepository(trx).record(
          {
            actorId: actor.id,
            actorName: actor.name,
            action: 'added holiday',
            recordKind: RECORD_KINDS.holiday,
            recordId: row.id,
            recordLabel: labelOf(row),
          },
          now,
        );
        return { added: toHoliday(row) };
      });
    },

    /** Removes the holiday; false when there is no such holiday. */
    async remove(actor: HolidayActor, id: string, now: Date = new Date()): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('office_holidays')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return false;
        const deleted = await trx.deleteFrom('office_holidays').where('id', '=', id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== 1) return false;
        await createAuditLogRepository(trx).record(
          {
            actorId: actor.id,
            actorName: actor.name,
            action: 'removed holiday',
            recordKind: RECORD_KINDS.holiday,
            recordId: row.id,
            recordLabel: labelOf(row),
          },
          now,
        );
        return true;
      });
    },
  };
}

export type HolidayRepository = ReturnType<typeof createHolidayRepository>;
