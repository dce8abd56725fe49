import { randomUUID } from 'node:crypto';
import { timeSheetTotal, type AddTimeSheet, type Page, type TimeSheet } from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, TimeSheetEntriesTable, TimeSheetsTable } from '../db/schema.js';
import { isUniqueViolation, pageOffset, toCount, toPage, type PageRequest } from './pagination.js';

const DAY_COLUMNS = [
  'hours_mon',
  'hours_tue',
  'hours_wed',
  'hours_thu',
  'hours_fri',
  'hours_sat',
  'hours_sun',
] as const;

function toTimeSheet(
  sheet: Selectable<TimeSheetsTable>,
  entries: Selectable<TimeSheetEntriesTable>[],
): TimeSheet {
  return {
    id: sheet.id,
    weekStart: sheet.week_start,
    status: sheet.status === 'submitted' ? 'submitted' : 'draft',
    totalHours: Number(sheet.total_hours),
    submittedAt: sheet.submitted_at,
    updatedAt: sheet.updated_at,
    entries: entries
      .filter((entry) => entry.time_sheet_id === sheet.id)
      .sort((a, b) => a.position - b.position)
      .map((entry) => ({
        project: entry.project,
        hours: DAY_COLUMNS.map((column) => Number(entry[column])),
      })),
  };
}

export type SaveTimeSheetResult = { saved: TimeSheet } | { alreadySubmitted: true };

/** Weekly time sheets: one row per user and week, one entry row per project. */
export function createTimeSheetRepository(db: Kysely<Database>) {
  async function withEntries(sheets: Selectable<TimeSheetsTable>[]): Promise<TimeSheet[]> {
    if (sheets.length === 0) return [];
    const entries = await db
      .selectFrom('time_sheet_entries')
      .selectAll()
      .where(
        'time_sheet_id',
        'in',
        sheets.map((sheet) => sheet.id),
      )
      .execute();
    return sheets.map((sheet) => toTimeSheet(sheet, entries));
  }

  return {
    async list(
      userId: string,
      request: PageRequest & { weekStart?: string | undefined },
    ): Promise<Page<TimeSheet>> {
      let query = db.selectFrom('time_sheets').where('user_id', '=', userId);
      if (request.weekStart) query = query.where('week_start', '=', request.weekStart);
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const sheets = await query
        .selectAll()
        .orderBy('week_start', 'desc')
        .limit(request.pageSize)
        .offset(pageOffset(request))
        .execute();
      return toPage(await withEntries(sheets), toCount(count), request);
    },

    /** Creates the week's sheet or replaces the draft; a submitted week stays as it is. */
    async save(userId: string, input: AddTimeSheet, now = new Date()): Promise<SaveTimeSheetResult> {
      try {
        return await saveOnce(userId, input, now);
      } catch (error) {
        // Another request created the week's sheet meanwhile: the second attempt updates it.
        if (isUniqueViolation(error)) return saveOnce(userId, input, now);
        throw error;
      }
    },
  };

  function saveOnce(userId: string, input: AddTimeSheet, now: Date): Promise<SaveTimeSheetResult> {
    return db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('time_sheets')
        .selectAll()
        .where('user_id', '=', userId)
        .where('week_start', '=', input.weekStart)
        .executeTakeFirst();
      if (existing?.status === 'submitted') return { alreadySubmitted: true } as const;

      const timestamp = now.toISOString();
      const values = {
        status: input.status,
        total_hours: timeSheetTotal(input.entries),
        submitted_at: input.status === 'submitted' ? timestamp : null,
        updated_at: timestamp,
      };
      let sheetId: string;
      if (existing) {
        sheetId = existing.id;
        await trx.updateTable('time_sheets').set(values).where('id', '=', sheetId).execute();
        await trx.deleteFrom('time_sheet_entries').where('time_sheet_id', '=', sheetId).execute();
      } else {
        sheetId = randomUUID();
        await trx
          .insertInto('time_sheets')
          .values({
            id: sheetId,
            user_id: userId,
            week_start: input.weekStart,
            created_at: timestamp,
            ...values,
          })
          .execute();
      }
      await trx
        .insertInto('time_sheet_entries')
        .values(
          input.entries.map((entry, position) => ({
            id: randomUUID(),
            time_sheet_id: sheetId,
            position,
            project: entry.project,
            ...Object.fromEntries(DAY_COLUMNS.map((column, day) => [column, entry.hours[day] ?? 0])),
          })) as Array<Omit<TimeSheetEntriesTable, never>>,
        )
        .execute();
      const sheet = await trx
        .selectFrom('time_sheets')
        .selectAll()
        .where('id', '=', sheetId)
        .executeTakeFirstOrThrow();
      const entries = await trx
        .selectFrom('time_sheet_entries')
        .selectAll()
        .where('time_sheet_id', '=', sheetId)
        .execute();
      return { saved: toTimeSheet(sheet, entries) };
    });
  }
}
