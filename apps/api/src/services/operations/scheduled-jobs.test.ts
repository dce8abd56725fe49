import { describe, expect, it } from 'vitest';
import { describeScheduledJobs } from './scheduled-jobs.js';

const RETENTION = { job: 'retention', everyMs: 24 * 60 * 60 * 1000 };
/** Monday 7 Dec 2026, 12:00 UTC (4:00 AM in Seattle, 5:30 PM in Pune). */
const NOW = new Date('2026-12-07T12:00:00Z');

describe('the scheduled jobs in words', () => {
  const byJob = (runs: Parameters<typeof describeScheduledJobs>[0]) =>
    new Map(describeScheduledJobs(runs, RETENTION, NOW).map((job) => [job.job, job]));

  it("reads each job's last slot and the next in its office's time", () => {
    const jobs = byJob([
      // Friday 4 Dec, 3:00 PM in Seattle, on time.
      {
        job: 'time-sheet-reminder:seattle',
        slot: '2026-12-04T15:00',
        ranAt: '2026-12-04T23:00:30.000Z',
        mails: 3,
      },
      // Monday 7 Dec, 9:00 AM in Pune, on time.
      { job: 'approval-digest:pune', slot: '2026-12-07T09:00', ranAt: '2026-12-07T03:31:00.000Z', mails: 1 },
      // Monday 30 Nov, 9:00 AM in Seattle, run the next day after downtime.
      {
        job: 'approval-digest:seattle',
        slot: '2026-11-30T09:00',
        ranAt: '2026-12-01T18:00:00.000Z',
        mails: 0,
      },
      { job: 'retention', slot: '2026-12-07', ranAt: '2026-12-07T08:15:00.000Z', mails: 0 },
    ]);
    expect(jobs.get('time-sheet-reminder:seattle')).toMatchObject({
      label: 'Time sheet reminders (Seattle)',
      schedule: 'Fridays at 3:00 PM Seattle',
      runs: 'Friday 4 Dec, 3:00 PM Seattle; next Friday 11 Dec',
    });
    expect(jobs.get('approval-digest:pune')).toMatchObject({
      schedule: 'Mondays at 9:00 AM Pune',
      runs: 'Monday 7 Dec, 9:00 AM Pune; next Monday 14 Dec',
    });
    // Monday 7 Dec, 9:00 AM in Seattle is still to come at 4:00 AM there.
    expect(jobs.get('approval-digest:seattle')?.runs).toBe(
      'Monday 30 Nov, 9:00 AM Seattle (ran Tuesday 1 Dec, 10:00 AM Seattle); next Monday 7 Dec',
    );
    expect(jobs.get('time-sheet-reminder:pune')?.runs).toBe('Not run yet; next Friday 11 Dec, 3:00 PM Pune');
    expect(jobs.get('retention')).toMatchObject({
      label: 'Retention of personal data',
      schedule: 'Every day, and at each start',
      runs: 'Monday 7 Dec, 8:15 AM UTC; next Tuesday 8 Dec, 8:15 AM UTC',
    });
  });

  it('says so when the retention job has not run, or is due', () => {
    expect(byJob([]).get('retention')?.runs).toBe('Not run yet');
    const overdue = byJob([
      { job: 'retention', slot: '2026-12-05', ranAt: '2026-12-05T08:00:00.000Z', mails: 0 },
    ]);
    expect(overdue.get('retention')?.runs).toBe('Saturday 5 Dec, 8:00 AM UTC; next due now');
  });
});
