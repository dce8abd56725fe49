import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, TimeSheetEntriesTable } from '../../db/schema.js';
import { DAY_COLUMNS } from './time-sheet-days.js';

/** A time sheet's rows: one per project, with its hours from Monday to Sunday. */
export function createTimeSheetEntryRepository(db: Kysely<Database>) {
  return {
    /** Replaces a sheet's rows, in the order given. */
    async replace(sheetId: string, entries: ReadonlyArray<{ project: string; hours: readonly number[] }>) {
      await db.deleteFrom('time_sheet_entries').where('time_sheet_id', '=', sheetId).execute();
      await db
        .insertInto('time_sheet_entries')
        .values(
          entries.map((entry, position) => ({
            id: randomUUID(),
            time_sheet_id: sheetId,
            position,
            project: entry.project,
            ...Object.fromEntries(DAY_COLUMNS.map((column, day) => [column, entry.hours[day] ?? 0])),
          })) as Array<Omit<TimeSheetEntriesTable, never>>,
        )
        .execute();
    },
  };
}
