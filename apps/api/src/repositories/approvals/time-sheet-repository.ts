import { randomUUID } from 'node:crypto';
import {
  TIME_SHEET_STATE,
  TIME_SHEET_STATUSES,
  timeSheetTotal,
  type AddTimeSheet,
  type Page,
  type TimeSheet,
  type TimeSheetStatus,
} from '@smartmove/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, TimeSheetEntriesTable, TimeSheetsTable } from '../../db/schema.js';
import { decisionOf, storeDecision, type DecisionColumns } from './decision-columns.js';
import { readPage, type PageRequest } from '../pagination.js';
import { DAY_COLUMNS } from './time-sheet-days.js';

/** A sheet's row with the name of the approver who decided on it. */
type SheetRow = Selectable<TimeSheetsTable> & { decider_name: string | null };

function toTimeSheet(sheet: SheetRow, entries: Selectable<TimeSheetEntriesTable>[]): TimeSheet {
  return {
    id: sheet.id,
    weekStart: sheet.week_start,
    status: (TIME_SHEET_STATUSES as readonly string[]).includes(sheet.status)
      ? (sheet.status as TimeSheetStatus)
      : TIME_SHEET_STATE.draft,
    totalHours: Number(sheet.total_hours),
    submittedAt: sheet.submitted_at,
    updatedAt: sheet.updated_at,
    decision: decisionOf(sheet),
    entries: entries
      .filter((entry) => entry.time_sheet_id === sheet.id)
      .sort((a, b) => a.position - b.position)
      .map((entry) => ({
        project: entry.project,
        hours: DAY_COLUMNS.map((column) => Number(entry[column])),
      })),
  };
}

/** Submitting again after a rejection starts a new wait: the decision columns are cleared (the history keeps it). */
const NO_DECISION = { decided_by: null, decided_at: null, decision_reason: null } as const;

/** A person's time sheets as read, with their entries. */
export function createTimeSheetQueries(db: Kysely<Database>) {
  async function withEntries(sheets: SheetRow[]): Promise<TimeSheet[]> {
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
      let query = db.selectFrom('time_sheets').where('time_sheets.user_id', '=', userId);
      if (request.weekStart) query = query.where('time_sheets.week_start', '=', request.weekStart);
      return readPage(
        query,
        request,
        (list) =>
          list
            .leftJoin('users as decider', 'decider.id', 'time_sheets.decided_by')
            .selectAll('time_sheets')
            .select('decider.name as decider_name')
            .orderBy('time_sheets.week_start', 'desc'),
        withEntries,
      );
    },

    /** The sheet of one of the user's weeks, with its entries. */
    async findWeek(userId: string, weekStart: string): Promise<TimeSheet | undefined> {
      const sheet = await db
        .selectFrom('time_sheets')
        .leftJoin('users as decider', 'decider.id', 'time_sheets.decided_by')
        .selectAll('time_sheets')
        .select('decider.name as decider_name')
        .where('time_sheets.user_id', '=', userId)
        .where('time_sheets.week_start', '=', weekStart)
        .executeTakeFirst();
      return sheet ? (await withEntries([sheet]))[0] : undefined;
    },
  };
}

/** Weekly time sheets: one row per user and week (its rows, one per project, are time-sheet-entry-repository.ts). */
export function createTimeSheetRepository(trx: Transaction<Database>) {
  return {
    ...createTimeSheetQueries(trx),
    /**
     * Creates the week's sheet or updates it (`existingId`) with the input's status and total; answers its
     * id. Throws a unique violation when another request created the week's sheet meanwhile.
     */
    async save(
      userId: string,
      input: AddTimeSheet,
      existingId: string | undefined,
      now: Date,
    ): Promise<string> {
      const timestamp = now.toISOString();
      const values = {
        status: input.status,
        total_hours: timeSheetTotal(input.entries),
        submitted_at: input.status === TIME_SHEET_STATE.waiting ? timestamp : null,
        updated_at: timestamp,
        // A draft of a rejected sheet keeps the rejection (its author reads the reason while correcting it).
        ...(input.status === TIME_SHEET_STATE.waiting ? NO_DECISION : {}),
      };
      if (existingId) {
        await trx.updateTable('time_sheets').set(values).where('id', '=', existingId).execute();
        return existingId;
      }
      const id = randomUUID();
      await trx
        .insertInto('time_sheets')
        .values({
          id,
          user_id: userId,
          week_start: input.weekStart,
          created_at: timestamp,
          ...NO_DECISION,
          ...values,
        })
        .execute();
      return id;
    },

    /** An approver's decision on submitted sheets: how many were still submitted (and now changed). */
    decide(ids: readonly string[], decision: DecisionColumns): Promise<number> {
      return storeDecision(trx, 'time_sheets', ids, TIME_SHEET_STATE.waiting, decision);
    },
  };
}

export type TimeSheetQueries = ReturnType<typeof createTimeSheetQueries>;
