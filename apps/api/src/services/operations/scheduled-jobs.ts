import { OFFICES, type ScheduledJob } from '@smartmove/contract';
import type { LatestRun } from '../../repositories/operations/system-queries.js';
import { jobKey, OFFICE_TIME_ZONES, REMINDER_JOBS } from '../approvals/reminder-service.js';
import {
  instantInWords,
  nextSlot,
  slotOnDate,
  weeklyTimeInWords,
  type WeeklyTime,
} from './schedule-slots.js';

/** A run later than this after its slot says when it ran (after downtime a missed slot runs once, late). */
const LATE_MS = 15 * 60 * 1000;

/** The retention job runs in every process at start, then every day; its day is the UTC day. */
const RETENTION_ZONE = { timeZone: 'UTC', place: 'UTC' };

/** A weekly job of one office and its latest run, in the office's words and time. */
function describeWeekly(
  time: WeeklyTime,
  place: string,
  run: LatestRun | undefined,
  now: Date,
): Pick<ScheduledJob, 'schedule' | 'runs'> {
  const next = nextSlot(time, now);
  const schedule = weeklyTimeInWords(time, place);
  if (!run) return { schedule, runs: `Not run yet; next ${instantInWords(next.at, time.timeZone, place)}` };
  const slot = slotOnDate(time, run.slot.slice(0, 10));
  const ranAt = new Date(run.ranAt);
  const late =
    ranAt.getTime() - slot.at.getTime() > LATE_MS
      ? ` (ran ${instantInWords(ranAt, time.timeZone, place)})`
      : '';
  const last = `${instantInWords(slot.at, time.timeZone, place)}${late}`;
  return { schedule, runs: `${last}; next ${instantInWords(next.at, time.timeZone, place, false)}` };
}

/** The retention job, as its plugin runs it: its name in scheduled_runs and how often it runs. */
export interface RetentionJob {
  job: string;
  everyMs: number;
}

function describeRetention(
  retention: RetentionJob,
  run: LatestRun | undefined,
  now: Date,
): Pick<ScheduledJob, 'schedule' | 'runs'> {
  const schedule = 'Every day, and at each start';
  if (!run) return { schedule, runs: 'Not run yet' };
  const ranAt = new Date(run.ranAt);
  const nextAt = new Date(ranAt.getTime() + retention.everyMs);
  const { timeZone, place } = RETENTION_ZONE;
  const next = nextAt.getTime() <= now.getTime() ? 'due now' : instantInWords(nextAt, timeZone, place);
  return { schedule, runs: `${instantInWords(ranAt, timeZone, place)}; next ${next}` };
}

/**
 * Every scheduled job as the System page shows it (docs/product.md#back-office): the reminders of each office,
 * then the retention job, each with when it runs and its latest and next run in words, in office time.
 */
export function describeScheduledJobs(
  runs: readonly LatestRun[],
  retention: RetentionJob,
  now = new Date(),
): ScheduledJob[] {
  const byJob = new Map(runs.map((run) => [run.job, run]));
  const facts = (job: string) => {
    const run = byJob.get(job);
    return {
      job,
      lastSlot: run?.slot ?? null,
      lastRunAt: run?.ranAt ?? null,
      mails: run?.mails ?? null,
    };
  };
  const reminders = OFFICES.flatMap((office) =>
    [
      { reminder: REMINDER_JOBS.timeSheetReminder, label: `Time sheet reminders (${office.label})` },
      { reminder: REMINDER_JOBS.approvalDigest, label: `Approval digest (${office.label})` },
    ].map(({ reminder, label }) => {
      const job = jobKey(reminder, office.code);
      const time = {
        weekday: reminder.weekday,
        hour: reminder.hour,
        timeZone: OFFICE_TIME_ZONES[office.code],
      };
      return { ...facts(job), label, ...describeWeekly(time, office.label, byJob.get(job), now) };
    }),
  );
  return [
    ...reminders,
    {
      ...facts(retention.job),
      label: 'Retention of personal data',
      ...describeRetention(retention, byJob.get(retention.job), now),
    },
  ];
}
