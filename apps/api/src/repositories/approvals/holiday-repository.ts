import { randomUUID } from 'node:crypto';
import {
  isOfficeCode,
  type AddHoliday,
  type Holiday,
  type HolidayDate,
  type OfficeCode,
  type Page,
} from '@smartmove/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OfficeHolidaysTable } from '../../db/schema.js';
import { readPage, type PageRequest } from '../pagination.js';

function toHoliday(row: Selectable<OfficeHolidaysTable>): Holiday {
  return {
    id: row.id,
    office: isOfficeCode(row.office) ? row.office : 'seattle',
    date: row.date,
    name: row.name,
  };
}

/** Office holiday calendars, as read. */
export function createHolidayQueries(db: Kysely<Database>) {
  return {
    /** One page of an office's calendar (optionally one year), in date order. */
    async list(office: OfficeCode, year: number | undefined, request: PageRequest): Promise<Page<Holiday>> {
      const query = db
        .selectFrom('office_holidays')
        .where('office', '=', office)
        .$if(year !== undefined, (q) =>
          q.where('date', '>=', `${year}-01-01`).where('date', '<=', `${year}-12-31`),
        );
      return readPage(
        query,
        request,
        (list) => list.selectAll().orderBy('date'),
        (rows) => rows.map(toHoliday),
      );
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

    async findById(id: string): Promise<Holiday | undefined> {
      const row = await db.selectFrom('office_holidays').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toHoliday(row) : undefined;
    },
  };
}

/**
 * Office holiday calendars (docs/product.md#leave): one holiday per office and date. An admin's changes are
 * services/approvals/holiday-service.ts.
 */
export function createHolidayRepository(trx: Transaction<Database>) {
  return {
    ...createHolidayQueries(trx),
    /** Adds the holiday; undefined when the office has one on that date. */
    async add(input: AddHoliday, createdBy: string, now: Date): Promise<Holiday | undefined> {
      const row: Selectable<OfficeHolidaysTable> = {
        id: randomUUID(),
        office: input.office,
        date: input.date,
        name: input.name,
        created_at: now.toISOString(),
        created_by: createdBy,
      };
      const inserted = await trx
        .insertInto('office_holidays')
        .values(row)
        .onConflict((oc) => oc.columns(['office', 'date']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted ? toHoliday(row) : undefined;
    },

    /** Removes the holiday; false when there is no such holiday. */
    async remove(id: string): Promise<boolean> {
      const deleted = await trx.deleteFrom('office_holidays').where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },
  };
}

export type HolidayRepository = ReturnType<typeof createHolidayRepository>;

export type HolidayQueries = ReturnType<typeof createHolidayQueries>;
