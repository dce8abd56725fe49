import {
  addDays,
  DEFAULT_OFFICE,
  projectKey,
  TIME_SHEET_STATE,
  WEEK_DAYS,
  type AddTimeSheet,
  type TimeSheet,
  type TimeSheetPage,
} from '@smartmove/contract';
import { createHolidayQueries } from '../../repositories/approvals/holiday-repository.js';
import { isUniqueViolation } from '../../repositories/pagination.js';
import { assignedProjectNames } from '../../repositories/approvals/project-queries.js';
import { createTimeSheetEntryRepository } from '../../repositories/approvals/time-sheet-entry-repository.js';
import {
  createTimeSheetQueries,
  createTimeSheetRepository,
} from '../../repositories/approvals/time-sheet-repository.js';
import { createUsersQueries } from '../../repositories/people/users-repository.js';
import type { PageRequest } from '../../repositories/pagination.js';
import { queueApprovalAlerts, voidDecisionLinks } from './approval-alerts.js';
import type { ServiceDeps } from '../service-deps.js';

/**
 * A submitted sheet waits for its approver and an approved one is final: neither changes. A row's project
 * must be one assigned to the author (`notAssigned` lists the rows' indexes that are not).
 */
export type SaveTimeSheetResult =
  { saved: TimeSheet } | { locked: 'submitted' | 'approved' } | { notAssigned: number[] };
const LOCKED_STATUSES = [TIME_SHEET_STATE.waiting, TIME_SHEET_STATE.approved] as const;

/** Weekly time sheets, saved as a draft or submitted to the author's approver. */
export function createTimeSheetService({ db, changes, env, mailLinks }: ServiceDeps) {
  function saveOnce(userId: string, input: AddTimeSheet, now: Date): Promise<SaveTimeSheetResult> {
    return changes.run(async (trx) => {
      const sheets = createTimeSheetRepository(trx);
      const existing = await sheets.findWeek(userId, input.weekStart);
      const lockedAs = LOCKED_STATUSES.find((status) => status === existing?.status);
      if (lockedAs) return { locked: lockedAs } as const;

      // Each row names one of the author's projects, as the project is spelled. A project already on this
      // week's saved sheet stays allowed: weeks saved before projects were assigned (free text) or before
      // an assignment ended can still be corrected and sent.
      const allowed = await assignedProjectNames(trx, userId);
      for (const { project } of existing?.entries ?? []) {
        if (!allowed.has(projectKey(project))) allowed.set(projectKey(project), project);
      }
      const notAssigned = input.entries.flatMap((entry, index) =>
        allowed.has(projectKey(entry.project)) ? [] : [index],
      );
      if (notAssigned.length > 0) return { notAssigned } as const;

      const sheetId = await sheets.save(userId, input, existing?.id, now);
      await createTimeSheetEntryRepository(trx).replace(
        sheetId,
        input.entries.map((entry) => ({
          ...entry,
          project: allowed.get(projectKey(entry.project)) ?? entry.project,
        })),
      );
      // A submitted week starts waiting: its approver gets an alert with a link
      // (docs/product.md#approve-from-the-e-mail); a draft has none.
      if (input.status === TIME_SHEET_STATE.waiting)
        await queueApprovalAlerts(trx, env, mailLinks, 'time-sheet', sheetId, now);
      else await voidDecisionLinks(trx, 'time-sheet', [sheetId]);
      const saved = await sheets.findWeek(userId, input.weekStart);
      if (!saved) throw new Error('The time sheet just saved is missing');
      return { saved };
    });
  }

  return {
    /**
     * One page of the user's sheets, newest week first (or the one week of `weekStart`), with their office's
     * holidays in those weeks.
     */
    async list(
      userId: string,
      request: PageRequest & { weekStart?: string | undefined },
    ): Promise<TimeSheetPage> {
      const [page, user] = await Promise.all([
        createTimeSheetQueries(db).list(userId, request),
        createUsersQueries(db).findById(userId),
      ]);
      const weeks = request.weekStart
        ? [request.weekStart]
        : page.items.map((sheet) => sheet.weekStart).sort();
      const first = weeks[0];
      const last = weeks.at(-1);
      const holidays =
        first && last
          ? await createHolidayQueries(db).between(
              user?.office ?? DEFAULT_OFFICE,
              first,
              addDays(last, WEEK_DAYS.length - 1),
            )
          : [];
      return { ...page, holidays };
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
}

export type TimeSheetService = ReturnType<typeof createTimeSheetService>;
