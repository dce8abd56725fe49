import {
  addDays,
  BACK_OFFICE_ROUTES,
  OFFICE_CODES,
  PORTAL_ROUTES,
  RECORD_KINDS,
  STAFF_ROLES,
  type OfficeCode,
} from '@smartmove/contract';
import { errorCode } from '../../errors.js';
import { approvalDigestMail, DIGEST_ITEM_LIMIT, timeSheetReminderMail } from '../../mail/mail-messages.js';
import { createDigestQueries } from '../../repositories/approvals/digest-queries.js';
import { createReminderQueries } from '../../repositories/approvals/reminder-queries.js';
import { createScheduledRunRepository } from '../../repositories/operations/scheduled-run-repository.js';
import { createUsersRepository } from '../../repositories/people/users-repository.js';
import { pageUrl } from '../site-links.js';
import { queueMail, type OutgoingMail } from '../mail/mail-queue.js';
import { recordChange, type Actor } from '../record-change.js';
import { dueSlot, type Slot, type WeeklyTime } from '../operations/schedule-slots.js';
import type { ServiceDeps } from '../service-deps.js';

/** Each office's time zone: its reminders fall on its own wall clock. */
export const OFFICE_TIME_ZONES: Record<OfficeCode, string> = {
  seattle: 'America/Los_Angeles',
  pune: 'Asia/Kolkata',
};

/** The weekly jobs (docs/product.md#reminders): Friday 15:00 and Monday 09:00, office time. */
export const REMINDER_JOBS = {
  timeSheetReminder: { name: 'time-sheet-reminder', weekday: 5, hour: 15 },
  approvalDigest: { name: 'approval-digest', weekday: 1, hour: 9 },
} as const;

type ReminderJob = (typeof REMINDER_JOBS)[keyof typeof REMINDER_JOBS];

/** One run of a job's slot for one office. */
export interface ReminderRun {
  job: string;
  slot: string;
  mails: number;
  /** How late the run was after its slot's time. */
  lagMs: number;
}

function isBusy(error: unknown): boolean {
  return errorCode(error) === 'SQLITE_BUSY';
}

/** The job's key in scheduled_runs: the job and its office. */
export function jobKey(job: ReminderJob, office: OfficeCode): string {
  return `${job.name}:${office}`;
}

/**
 * Reminders (docs/product.md#reminders): the Friday reminder of a missing time sheet and the Monday digest of
 * what waits for an approver, each slot run once across every process (its scheduled_runs row is inserted in
 * the run's transaction, with the e-mail it queues). Only the latest slot of each job is due: after downtime
 * a missed slot runs once, late, and older ones are not caught up; a slot before the install's first start
 * never runs (a new install does not remind anybody of last week).
 */
export function createReminderService({ db, changes, env }: ServiceDeps) {
  async function runSlot(
    job: ReminderJob,
    office: OfficeCode,
    slot: Slot,
    now: Date,
  ): Promise<ReminderRun | undefined> {
    const key = jobKey(job, office);
    return changes.run(async (trx) => {
      const runs = createScheduledRunRepository(trx);
      if (!(await runs.claim(key, slot.key, now))) return undefined;
      const queries = createReminderQueries(trx);
      const mails: OutgoingMail[] = [];
      if (job === REMINDER_JOBS.timeSheetReminder) {
        // The slot is on Friday; its week starts on the Monday before.
        const weekStart = addDays(slot.localDate, -4);
        const holidays = new Set(await queries.listHolidayDates(office, weekStart, slot.localDate));
        const allHolidays = [0, 1, 2, 3, 4].every((day) => holidays.has(addDays(weekStart, day)));
        if (!allHolidays) {
          const url = pageUrl(env, PORTAL_ROUTES.timeSheet);
          for (const person of await queries.listMissingTimeSheets(office, weekStart)) {
            const mail = timeSheetReminderMail(person.name, weekStart, url);
            mails.push({ to: person.email, ...mail, causeKind: 'time-sheet-reminder', causeId: person.id });
          }
        }
      } else {
        const url = pageUrl(env, BACK_OFFICE_ROUTES.approvals);
        for (const approver of await queries.listApprovers(office)) {
          const isAdmin = approver.staffRoles.split(',').includes(STAFF_ROLES.admin);
          const waiting = await queries.countWaiting(approver.id, isAdmin);
          if (waiting.timeSheets + waiting.leave + waiting.claims === 0) continue;
          const items = await createDigestQueries(trx).listWaiting(
            { ...approver, isAdmin },
            DIGEST_ITEM_LIMIT,
          );
          const mail = approvalDigestMail(approver.name, waiting, items, url);
          mails.push({ to: approver.email, ...mail, causeKind: 'approval-digest', causeId: approver.id });
        }
      }
      if (mails.length > 0) {
        await queueMail(trx, mails, now);
        await runs.setMails(key, slot.key, mails.length);
      }
      return { job: key, slot: slot.key, mails: mails.length, lagMs: now.getTime() - slot.at.getTime() };
    });
  }

  return {
    /**
     * Runs every job's latest slot at or before `now` that no process has run yet; answers the runs this
     * call made (none when another process got there first).
     */
    async runDue(now = new Date()): Promise<ReminderRun[]> {
      const done: ReminderRun[] = [];
      const firstStart = new Date(await createReminderQueries(db).firstStartedAt());
      for (const office of OFFICE_CODES) {
        for (const job of Object.values(REMINDER_JOBS)) {
          const time: WeeklyTime = {
            weekday: job.weekday,
            hour: job.hour,
            timeZone: OFFICE_TIME_ZONES[office],
          };
          const slot = dueSlot(time, now, firstStart);
          if (!slot) continue;
          try {
            const run = await runSlot(job, office, slot, now);
            if (run) done.push(run);
          } catch (error) {
            // SQLite: another process held the write lock past busy_timeout while it ran a slot; the next tick
            // claims this one if that process did not.
            if (!isBusy(error)) throw error;
          }
        }
      }
      return done;
    },

    /** The person's own "Reminders" switch; false when there is no such user. */
    async setRemindersEnabled(actor: Actor & { id: string }, enabled: boolean, at = new Date()) {
      return changes.run(async (trx) => {
        const users = createUsersRepository(trx);
        const before = await users.findById(actor.id);
        if (!before) return false;
        if (before.remindersEnabled === enabled) return true;
        await users.setRemindersEnabled(actor.id, enabled);
        await recordChange(trx, {
          actor,
          action: enabled ? 'turned reminders on' : 'turned reminders off',
          record: { kind: RECORD_KINDS.person, id: actor.id, label: before.name },
          fields: [
            {
              field: 'reminders',
              oldValue: before.remindersEnabled ? 'On' : 'Off',
              newValue: enabled ? 'On' : 'Off',
            },
          ],
          at,
        });
        return true;
      });
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
