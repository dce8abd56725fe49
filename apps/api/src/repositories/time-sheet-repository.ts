import { randomUUID } from 'node:crypto';
import {
  TIME_SHEET_STATUSES,
  projectKey,
  timeSheetTotal,
  type AddTimeSheet,
  type Page,
  type TimeSheet,
  type TimeSheetStatus,
} from '@smartmove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, TimeSheetEntriesTable, TimeSheetsTable } from '../db/schema.js';
import { decisionOf, storeDecision, type DecisionColumns } from './decision-columns.js';
import { isUniqueViolation, pageOffset, toCount, toPage, type PageRequest } from './pagination.js';
import { assignedProjectNames } from './project-repository.js';

const DAY_COLUMNS = [
  'hours_mon',
  'hours_tue',
  'hours_wed',
  'hours_thu',
  'hours_fri',
  'hours_sat',
  'hours_sun',
] as const;

/** A sheet's row with the name of the approver who decided on it. */
type SheetRow = Selectable<TimeSheetsTable> & { decider_name: string | null };

function toTimeSheet(sheet: SheetRow, entries: Selectable<TimeSheetEntriesTable>[]): TimeSheet {
  return {
    id: sheet.id,
    weekStart: sheet.week_start,
    status: (TIME_SHEET_STATUSES as readonly string[]).includes(sheet.status)
      ? (sheet.status as TimeSheetStatus)
      : 'draft',
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

/**
 * A submitted sheet waits for its approver and an approved one is final: neither changes. A row's project
 * must be one assigned to the author (`notAssigned` lists the rows' indexes that are not).
 */
export type SaveTimeSheetResult =
  { saved: TimeSheet } | { locked: 'submitted' | 'approved' } | { notAssigned: number[] };
const LOCKED_STATUSES = ['submitted', 'approved'] as const;

/** Submitting again after a rejection starts a new wait: the decision columns are cleared (the history keeps it). */
const NO_DECISION = { decided_by: null, decided_at: null, decision_reason: null } as const;

/** Weekly time sheets: one row per user and week, one entry row per project. */
export function createTimeSheetRepository(db: Kysely<Database>) {
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
      const { count } = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      const sheets = await query
        .leftJoin('users as decider', 'decider.id', 'time_sheets.decided_by')
        .selectAll('time_sheets')
        .select('decider.name as decider_name')
        .orderBy('time_sheets.week_start', 'desc')
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

    /** An approver's decision on submitted sheets: how many were still submitted (and now changed). */
    decide(ids: readonly string[], decision: DecisionColumns): Promise<number> {
      return storeDecision(db, 'time_sheets', ids, 'submitted', decision);
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
      const lockedAs = LOCKED_STATUSES.find((status) => status === existing?.status);
      if (lockedAs) return { locked: lockedAs } as const;

      // Each row names one of the author's projects, as the project is spelled. A project already on this
      // week's saved sheet stays allowed: weeks saved before projects were assigned (free text) or before
      // an assignment ended can still be corrected and sent.
      const allowed = await assignedProjectNames(trx, userId);
      if (existing) {
        const kept = await trx
          .selectFrom('time_sheet_entries')
          .select('project')
          .where('time_sheet_id', '=', existing.id)
          .execute();
        for (const { project } of kept) {
          if (!allowed.has(projectKey(project))) allowed.set(projectKey(project), project);
        }
      }
      const notAssigned = input.entries.flatMap((entry, index) =>
        allowed.has(projectKey(entry.project)) ? [] : [index],
      );
      if (notAssigned.length > 0) return { notAssigned } as const;

      const timestamp = now.toISOString();
      const values = {
        status: input.status,
        total_hours: timeSheetTotal(input.entries),
        submitted_at: input.status === 'submitted' ? timestamp : null,
        updated_at: timestamp,
        // A draft of a rejected sheet keeps the rejection (its author reads the reason while correcting it).
        ...(input.status === 'submitted' ? NO_DECISION : {}),
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
            ...NO_DECISION,
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
            project: allowed.get(projectKey(entry.project)) ?? entry.project,
            ...Object.fromEntries(DAY_COLUMNS.map((column, day) => [column, entry.hours[day] ?? 0])),
          })) as Array<Omit<TimeSheetEntriesTable, never>>,
        )
        .execute();
      const sheet = await trx
        .selectFrom('time_sheets')
        .leftJoin('users as decider', 'decider.id', 'time_sheets.decided_by')
        .selectAll('time_sheets')
        .select('decider.name as decider_name')
        .where('time_sheets.id', '=', sheetId)
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
