import {
  API_PATHS,
  ApiErrorSchema,
  SYSTEM_MESSAGES,
  SystemStatusSchema,
  type SystemStatus,
} from '@smartmove/contract';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { RETENTION_JOB_NAME } from '../../plugins/application/personal-data.js';
import { auditActionsOf } from '../../test/audit-lines.js';
import { setFirstStart } from '../../test/installation.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.js';
import { describeOnEngines, requestsTo, useTestApp } from '../../test/test-api.js';
import { jobKey, REMINDER_JOBS } from '../../services/approvals/reminder-service.js';

const MAX_ATTEMPTS = 3;
const MINUTE = 60_000;

let counter = 0;
const message = () => {
  counter += 1;
  return {
    to: `system-${counter}@example.com`,
    subject: `System test message ${counter} ${Math.random().toString(36).slice(2, 8)}`,
    text: `Hello,\n\nThis is message ${counter}.\n`,
    causeKind: 'inquiry',
    causeId: null,
  };
};

describeOnEngines('the System page: failed e-mail, its retry and the scheduled jobs', (engine) => {
  let smtp: TestSmtpServer;
  // The worker's clock starts now (a retry makes a message due at the real time) and only moves forward.
  let clock = new Date();
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  afterEach(() => smtp.rejectWith(undefined));
  const api = useTestApp(engine, () => ({
    env: {
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      REMINDERS_ENABLED: 'false',
    },
    // The test moves the clock and triggers every run itself.
    mailWorker: { now: () => clock, pollIntervalMs: 3_600_000 },
  }));

  const row = (subject: string) =>
    api.app.db.selectFrom('mail_outbox').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();
  const received = (subject: string) => smtp.received.filter((mail) => mail.subject === subject);
  const status = async (): Promise<SystemStatus> => {
    const response = await api.as(api.users.admin).get(API_PATHS.getSystemStatus);
    expect(response.statusCode, response.body).toBe(200);
    return SystemStatusSchema.parse(response.json());
  };

  /** Queues messages and lets a refusing server fail them until they are given up; answers the waits. */
  async function failAll(messages: ReturnType<typeof message>[]): Promise<number[]> {
    await api.app.repositories.mailOutbox.enqueue(messages, clock);
    smtp.rejectWith(550);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await api.app.mail.runOnce();
      const stored = await row(messages[0]!.subject);
      expect(stored.attempts).toBe(attempt);
      expect(stored.last_error).toMatch(/550/);
      if (attempt < MAX_ATTEMPTS) {
        expect(stored.status).toBe('pending');
        const wait = Date.parse(stored.next_attempt_at) - clock.getTime();
        waits.push(wait);
        advance(wait);
      }
    }
    return waits;
  }

  it('retries a refused e-mail with growing waits, then lists it failed with its error', async () => {
    const refused = message();
    const counted = async () => ({
      attempts: (await api.app.metrics.mailFailedAttempts.get()).values[0]?.value ?? 0,
      givenUp: (await api.app.metrics.mailFailed.get()).values[0]?.value ?? 0,
    });
    const before = await counted();
    const waits = await failAll([refused]);
    // The metrics count each failed attempt, and the message given up.
    expect(await counted()).toEqual({
      attempts: before.attempts + MAX_ATTEMPTS,
      givenUp: before.givenUp + 1,
    });
    expect(waits).toHaveLength(MAX_ATTEMPTS - 1);
    expect(waits[0]).toBe(30_000);
    expect(waits[1]).toBeGreaterThan(waits[0]!);

    // Given up: failed, with its text kept for a retry and when it gave up.
    expect(await row(refused.subject)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      body: refused.text,
      last_attempt_at: clock.toISOString(),
    });
    // No further attempt, however long one waits.
    advance(24 * 60 * MINUTE);
    await api.app.mail.runOnce();
    expect((await row(refused.subject)).attempts).toBe(MAX_ATTEMPTS);

    const page = await status();
    expect(page.mailFailed).toBeGreaterThanOrEqual(1);
    expect(page.failedMail).toContainEqual({
      id: (await row(refused.subject)).id,
      recipient: refused.to,
      subject: refused.subject,
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringMatching(/550 Mailbox unavailable \(test\)/),
      failedAt: expect.any(String),
    });
    expect(received(refused.subject)).toEqual([]);
  });

  it('counts the e-mail waiting and names every scheduled job with its schedule, last and next run', async () => {
    const before = (await status()).mailWaiting;
    // Due in an hour: waiting, not sent by the run below.
    await api.app.repositories.mailOutbox.enqueue(
      [message(), message()],
      new Date(clock.getTime() + 60 * MINUTE),
    );
    await api.app.mail.runOnce();
    const page = await status();
    expect(page.mailWaiting).toBe(before + 2);

    // The retention job ran as the app started, and recorded its run; reminders are off here.
    const jobs = new Map(page.scheduledJobs.map((job) => [job.job, job]));
    expect([...jobs.keys()].sort()).toEqual(
      [
        RETENTION_JOB_NAME,
        jobKey(REMINDER_JOBS.timeSheetReminder, 'seattle'),
        jobKey(REMINDER_JOBS.timeSheetReminder, 'pune'),
        jobKey(REMINDER_JOBS.approvalDigest, 'seattle'),
        jobKey(REMINDER_JOBS.approvalDigest, 'pune'),
      ].sort(),
    );
    const retention = jobs.get(RETENTION_JOB_NAME)!;
    expect(retention.label).toBe('Retention of personal data');
    expect(retention.lastRunAt).not.toBeNull();
    expect(Date.now() - Date.parse(retention.lastRunAt!)).toBeLessThan(10 * MINUTE);
    expect(jobs.get(jobKey(REMINDER_JOBS.timeSheetReminder, 'seattle'))).toMatchObject({
      label: 'Time sheet reminders (Seattle)',
      lastRunAt: null,
      schedule: 'Fridays at 3:00 PM Seattle',
      runs: expect.stringMatching(/^Not run yet; next Friday \d{1,2} \w{3}, 3:00 PM Seattle$/),
    });
    expect(jobs.get(jobKey(REMINDER_JOBS.approvalDigest, 'pune'))).toMatchObject({
      schedule: 'Mondays at 9:00 AM Pune',
    });
    expect(retention.runs).toMatch(
      /^\w+day \d{1,2} \w{3}, \d{1,2}:\d{2} [AP]M UTC; next \w+day \d{1,2} \w{3}, /,
    );

    // A reminder slot's run shows as that job's last run (of an install that was there then).
    await setFirstStart(api.app, '2026-01-01T00:00:00.000Z');
    const runs = await api.app.services.reminders.runDue(new Date('2026-11-20T23:30:00Z'));
    expect(runs.map((run) => run.job)).toContain(jobKey(REMINDER_JOBS.timeSheetReminder, 'seattle'));
    expect((await status()).scheduledJobs).toContainEqual({
      job: jobKey(REMINDER_JOBS.timeSheetReminder, 'seattle'),
      label: 'Time sheet reminders (Seattle)',
      lastSlot: '2026-11-20T15:00',
      lastRunAt: '2026-11-20T23:30:00.000Z',
      mails: expect.any(Number),
      schedule: 'Fridays at 3:00 PM Seattle',
      // Half an hour after its slot: late enough to say when it ran. The next slot is the coming Friday's.
      runs: expect.stringMatching(
        /^Friday 20 Nov, 3:00 PM Seattle \(ran Friday 20 Nov, 3:30 PM Seattle\); next Friday \d{1,2} \w{3}$/,
      ),
    });
  });

  it('sends a failed e-mail once after Retry, once the server accepts again; a second Retry is refused', async () => {
    const failing = message();
    await failAll([failing]);
    const { id } = await row(failing.subject);
    smtp.rejectWith(undefined);

    // Two retries at once: one puts it back, the other finds it waiting.
    const [first, second] = await Promise.all([
      api.as(api.users.admin).post(API_PATHS.retryMail, { id }),
      api.as(api.users.admin).post(API_PATHS.retryMail, { id }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(ApiErrorSchema.parse(refused.json())).toEqual({ message: SYSTEM_MESSAGES.mailNotFailed });
    expect(await row(failing.subject)).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await status()).failedMail.map((mail) => mail.id)).not.toContain(id);

    advance(MINUTE);
    await api.app.mail.runOnce();
    await api.app.mail.runOnce();
    expect(received(failing.subject)).toHaveLength(1);
    expect(received(failing.subject)[0]).toMatchObject({ to: failing.to, text: failing.text.trimEnd() });
    expect(await row(failing.subject)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(await auditActionsOf(api.app, id)).toEqual([`Ada Admin retried e-mail ${failing.subject}`]);

    // Sent now: nothing to retry.
    const again = await api.as(api.users.admin).post(API_PATHS.retryMail, { id });
    expect(again.statusCode).toBe(409);
    const unknown = await api.as(api.users.admin).post(API_PATHS.retryMail, { id: 'no-such-mail' });
    expect(unknown.statusCode).toBe(409);
  });

  it('never sends a retried e-mail twice when two processes deliver the outbox', async () => {
    const batch = Array.from({ length: 12 }, () => message());
    await failAll(batch);
    smtp.rejectWith(undefined);
    for (const queued of batch) {
      const { id } = await row(queued.subject);
      expect((await api.as(api.users.admin).post(API_PATHS.retryMail, { id })).statusCode).toBe(200);
    }
    // A second process on the same database (closed with the suite's app).
    const second = await api.restart();
    advance(MINUTE);
    await Promise.all([
      api.app.mail.runOnce(),
      second.mail.runOnce(),
      api.app.mail.runOnce(),
      second.mail.runOnce(),
    ]);
    await Promise.all([api.app.mail.runOnce(), second.mail.runOnce()]);
    for (const queued of batch) {
      expect(received(queued.subject), queued.subject).toHaveLength(1);
      expect((await row(queued.subject)).status).toBe('sent');
    }
  });

  it('answers 401 without a token and 403 to anybody but an admin', async () => {
    expect((await api.anonymous.get(API_PATHS.getSystemStatus)).statusCode).toBe(401);
    expect((await api.anonymous.post(API_PATHS.retryMail, { id: 'x' })).statusCode).toBe(401);
    const { recruiter, manager, employee } = api.users;
    for (const user of [recruiter, manager, employee]) {
      const requests = requestsTo(api.app, user);
      expect((await requests.get(API_PATHS.getSystemStatus)).statusCode).toBe(403);
      expect((await requests.post(API_PATHS.retryMail, { id: 'x' })).statusCode).toBe(403);
    }
  });
});
