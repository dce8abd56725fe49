import { createMailDeliveryRepository } from '../../repositories/mail/mail-outbox-repository.js';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGE_TYPES, STAFF_ROLES, USER_TYPES } from '@smartmove/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  STAFF_RECIPIENTS,
  submissionMailRows,
  type MailDeliveryRepository,
  type QueuedMail,
} from '../../repositories/mail/mail-outbox-repository.js';
import { insertUser } from '../../test/portal-users.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.js';
import { describeOnEngines, useTestApp } from '../../test/test-api.js';
import { createMailLinks } from './mail-links.js';
import { MAIL_OUTBOX_FILE } from '../../adapters/mail-provider.js';
import {
  createMailWorker,
  DEFAULT_MAIL_MAX_ATTEMPTS,
  MAIL_BATCH_SIZE,
  MAIL_LEASE_MS,
  mailDeliveryOn,
  nextAttemptAt,
  retryDelayMs,
} from './mail-worker.js';

describe('the retry schedule', () => {
  it('waits four times longer after each failed attempt, at most 6 h, and gives up after the 8th', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => {
      const next = nextAttemptAt(attempts, now);
      return next ? (next.getTime() - now.getTime()) / 1000 : null;
    });
    expect(waits).toEqual([30, 120, 480, 1920, 7680, 6 * 3600, 6 * 3600, null]);
    expect(DEFAULT_MAIL_MAX_ATTEMPTS).toBe(8);
    const policy = { maxAttempts: 2, baseDelayMs: 5000, maxDelayMs: 60_000 };
    expect(nextAttemptAt(1, now, policy)).toEqual(new Date('2026-11-25T10:00:05.000Z'));
    expect(nextAttemptAt(2, now, policy)).toBeNull();
  });
});

const log = { warn() {}, error() {} } as unknown as Parameters<typeof createMailWorker>[0]['log'];

/** An outbox handing out `due` a batch at a time, noting in `steps` each claim (then `onClaim`) and each batch sent. */
function backlogOutbox(due: QueuedMail[], steps: string[], onClaim: () => void = () => {}) {
  return {
    async claimDue(_now: Date, _leaseUntil: Date, limit: number) {
      steps.push('claim');
      onClaim();
      return due.splice(0, limit);
    },
    staffAddresses: async () => [],
    async markSent(ids: readonly string[]) {
      steps.push(`sent ${ids.length}`);
    },
    markFailedAttempt: async () => {},
  } as Partial<MailDeliveryRepository> as MailDeliveryRepository;
}

describe('a run with a backlog', () => {
  it('hands the event loop back between batches, so requests are not held up by the whole backlog', async () => {
    const due = Array.from({ length: 25 }, (_, index) => ({ id: `m${index}` }) as QueuedMail);
    const steps: string[] = [];
    // Stands for a request that arrived while the first batch was claimed.
    const outbox = backlogOutbox(due, steps, () => {
      if (steps.length === 1) setImmediate(() => steps.push('request'));
    });
    // A provider that answers at once: without the yield the whole backlog would go in one turn.
    const worker = createMailWorker({
      provider: { name: 'console', send: async () => {}, close() {} },
      outbox,
      links: createMailLinks('a test key of at least thirty-two characters'),
      engine: 'sqlite',
      log,
    });
    await worker.runOnce();
    expect(steps).toEqual(['claim', 'sent 10', 'request', 'claim', 'sent 10', 'claim', 'sent 5']);
  });
});

describe('a staff alert while no active recruiter or admin has an e-mail address', () => {
  it('is not marked sent but retried later, with the reason, as a refused message is', async () => {
    const alert = { id: 'alert', recipient: STAFF_RECIPIENTS, attempts: 1 } as QueuedMail;
    const failed: { id: string; error: string; retryAt: Date | null }[] = [];
    const sentIds: string[] = [];
    const outbox = {
      claimDue: async () => (failed.length === 0 ? [alert] : []),
      staffAddresses: async () => [],
      async markSent(ids: readonly string[]) {
        sentIds.push(...ids);
      },
      async markFailedAttempt(id: string, error: string, retryAt: Date | null) {
        failed.push({ id, error, retryAt });
      },
    } as Partial<MailDeliveryRepository> as MailDeliveryRepository;
    const sends: string[] = [];
    const now = new Date('2026-11-28T10:00:00.000Z');
    const worker = createMailWorker({
      provider: { name: 'console', send: async ({ to }) => void sends.push(to), close() {} },
      outbox,
      links: createMailLinks('a test key of at least thirty-two characters'),
      engine: 'sqlite',
      log,
      now: () => now,
    });
    await worker.runOnce();
    expect(sends).toEqual([]);
    expect(sentIds).toEqual([]);
    expect(failed).toEqual([
      {
        id: 'alert',
        error: 'no active recruiter or admin has an e-mail address to alert',
        retryAt: nextAttemptAt(1, now),
      },
    ]);
  });
});

describe('stopping (SIGTERM)', () => {
  it('finishes the batch in flight, marks it sent, and claims no further batch', async () => {
    const due = Array.from({ length: 25 }, (_, index) => ({ id: `m${index}` }) as QueuedMail);
    const steps: string[] = [];
    let releaseSends: () => void = () => undefined;
    const sendsReleased = new Promise<void>((resolve) => (releaseSends = resolve));
    const outbox = backlogOutbox(due, steps);
    // An SMTP server that has not answered yet: the batch is in flight when the stop comes.
    const worker = createMailWorker({
      provider: { name: 'smtp', send: () => sendsReleased, close() {} },
      outbox,
      links: createMailLinks('a test key of at least thirty-two characters'),
      engine: 'sqlite',
      log,
    });
    const run = worker.runOnce();
    await new Promise((resolve) => setImmediate(resolve));
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    releaseSends();
    await stopping;
    await run;
    expect(steps).toEqual(['claim', 'sent 10']);
  });
});

let counter = 0;
const message = (subject = `Message ${++counter}`) => ({
  to: `person${counter}@example.com`,
  subject,
  text: `Hello,\n\nThis is ${subject}.\n`,
  causeKind: 'inquiry',
  causeId: null,
});

describeOnEngines('the mail worker', (engine) => {
  let smtp: TestSmtpServer;
  let clock = new Date('2026-11-25T10:00:00.000Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  const api = useTestApp(engine, () => ({
    env: {
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'SmartMove <no-reply@smartmove.example.com>',
    },
    // The test moves the clock and triggers every run itself.
    mailWorker: { now: () => clock, pollIntervalMs: 3_600_000, batchSize: 5 },
  }));

  const row = (subject: string) =>
    api.app.db.selectFrom('mail_outbox').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();
  const receivedSubjects = () => smtp.received.map((mail) => mail.subject);

  it('delivers a queued message through SMTP with its recipient, subject and text, and marks it sent', async () => {
    const queued = message();
    await api.app.repositories.mailOutbox.enqueue([queued], clock);
    await api.app.mail.runOnce();
    const received = smtp.received.find((mail) => mail.subject === queued.subject);
    expect(received).toMatchObject({
      rcptTo: [queued.to],
      to: queued.to,
      from: 'SmartMove <no-reply@smartmove.example.com>',
      text: queued.text.trimEnd(),
    });
    // Marked sent in the statement that also empties its text: the envelope stays, a link in it does not.
    expect(await row(queued.subject)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sent_at: clock.toISOString(),
      locked_until: null,
      recipient: queued.to,
      body: '',
    });
    await api.app.mail.runOnce();
    expect(receivedSubjects().filter((subject) => subject === queued.subject)).toHaveLength(1);
  });

  const attachmentRows = (subject: string) =>
    api.app.db
      .selectFrom('mail_attachments')
      .innerJoin('mail_outbox', 'mail_outbox.id', 'mail_attachments.mail_id')
      .select(['mail_attachments.filename', 'mail_attachments.content'])
      .where('mail_outbox.subject', '=', subject)
      .execute();
  const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n'), randomBytes(30_000)]);
  const withFiles = (subject?: string) => ({
    ...message(subject),
    attachments: [
      { filename: 'SMUS-2026-0001.pdf', contentType: 'application/pdf', content: pdf },
      {
        filename: 'timesheet.csv',
        contentType: 'text/csv',
        content: Buffer.from('Week,Hours\n2026-11-16,40\n'),
      },
    ],
  });

  it('delivers the attachments stored with a message intact, and then keeps no bytes of them', async () => {
    const queued = withFiles();
    await api.app.repositories.mailOutbox.enqueue([queued, message()], clock);
    expect(await attachmentRows(queued.subject)).toHaveLength(2);
    await api.app.mail.runOnce();
    const received = smtp.received.find((mail) => mail.subject === queued.subject);
    expect(received?.text).toBe(queued.text.trimEnd());
    expect(received?.attachments).toEqual(queued.attachments);
    expect(await row(queued.subject)).toMatchObject({ status: 'sent', body: '', attachments: 2 });
    expect(await attachmentRows(queued.subject)).toEqual([]);
  });

  it('sends a message with attachments once, with them, after its worker crashed between claim and send', async () => {
    const queued = withFiles();
    await api.app.repositories.mailOutbox.enqueue([queued], clock);
    await api.app.db
      .transaction()
      .execute((trx) =>
        createMailDeliveryRepository(trx, engine).claimDue(
          clock,
          new Date(clock.getTime() + MAIL_LEASE_MS),
          100,
        ),
      );
    await api.app.mail.runOnce();
    expect(receivedSubjects()).not.toContain(queued.subject);
    advance(MAIL_LEASE_MS);
    await api.app.mail.runOnce();
    await api.app.mail.runOnce();
    const received = smtp.received.filter((mail) => mail.subject === queued.subject);
    expect(received).toHaveLength(1);
    expect(received[0]?.attachments).toEqual(queued.attachments);
  });

  it('keeps the attachments of a message that failed, for a retry, and drops them with a withdrawn message', async () => {
    const queued = { ...withFiles(), causeKind: 'application', causeId: `application-${counter}` };
    await api.app.repositories.mailOutbox.enqueue([queued], clock);
    smtp.rejectWith(550);
    try {
      await api.app.mail.runOnce();
    } finally {
      smtp.rejectWith(undefined);
    }
    expect((await row(queued.subject)).status).toBe('pending');
    expect(await attachmentRows(queued.subject)).toHaveLength(2);
    // The erasure of the record that caused it.
    await api.app.repositories.mailOutbox.deleteOfCause(['application'], queued.causeId);
    expect(
      await api.app.db.selectFrom('mail_attachments').select('mail_id').where('content', '=', pdf).execute(),
    ).toEqual([]);
  });

  it('retries a refused message with backoff and finally marks it failed', async () => {
    const queued = message();
    await api.app.repositories.mailOutbox.enqueue([queued], clock);
    smtp.rejectWith(451);
    try {
      for (let index = 0; index < DEFAULT_MAIL_MAX_ATTEMPTS - 1; index += 1) {
        const delay = retryDelayMs(index + 1);
        await api.app.mail.runOnce();
        const failed = await row(queued.subject);
        expect(failed).toMatchObject({ status: 'pending', attempts: index + 1, locked_until: null });
        expect(failed.last_error).toMatch(/451/);
        expect(failed.next_attempt_at).toBe(new Date(clock.getTime() + delay).toISOString());
        // Not due a moment before its time.
        advance(delay - 1);
        await api.app.mail.runOnce();
        expect((await row(queued.subject)).attempts).toBe(index + 1);
        advance(1);
      }
      await api.app.mail.runOnce();
      // Never delivered: it keeps its text, for a retry.
      expect(await row(queued.subject)).toMatchObject({
        status: 'failed',
        attempts: DEFAULT_MAIL_MAX_ATTEMPTS,
        body: queued.text,
        last_attempt_at: clock.toISOString(),
      });
      smtp.rejectWith(undefined);
      advance(24 * 60 * 60_000);
      await api.app.mail.runOnce();
      expect(receivedSubjects()).not.toContain(queued.subject);
    } finally {
      smtp.rejectWith(undefined);
    }
  });

  it('retries a message whose worker crashed after claiming it once the lease has expired', async () => {
    const queued = message();
    await api.app.repositories.mailOutbox.enqueue([queued], clock);
    // A worker claims it and dies before sending.
    const claimed = await mailDeliveryOn(api.app.db, engine).claimDue(
      clock,
      new Date(clock.getTime() + MAIL_LEASE_MS),
      100,
    );
    expect(claimed.map((mail) => mail.subject)).toContain(queued.subject);
    await api.app.mail.runOnce();
    expect(receivedSubjects()).not.toContain(queued.subject);
    advance(MAIL_LEASE_MS);
    await api.app.mail.runOnce();
    expect(receivedSubjects().filter((subject) => subject === queued.subject)).toHaveLength(1);
    expect(await row(queued.subject)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  /** A stored contact message, the cause of a submission's mail. */
  const storeContactMessage = async (id: string) => {
    await api.app.db
      .insertInto('contact_messages')
      .values({
        id,
        message_type: MESSAGE_TYPES.contact,
        first_name: 'Casey',
        last_name: 'Sender',
        email: 'casey@example.com',
        message: 'Please call me.',
        partner_reference: '',
        employee_reference: '',
        phone: null,
        position: null,
        project: null,
        created_at: clock.toISOString(),
        consent_at: clock.toISOString(),
        notice_version: null,
      })
      .execute();
  };

  const enqueueSubmission = (cause: string, alertSubject: string) =>
    api.app.db
      .insertInto('mail_outbox')
      .values(
        submissionMailRows(
          {
            causeKind: 'inquiry',
            confirmation: { to: 'casey@example.com', subject: `Confirmation ${counter}`, text: 'Thanks.\n' },
            staffAlert: {
              to: undefined,
              subject: alertSubject,
              text: 'A new contact message from Casey Sender.\n',
            },
          },
          cause,
          clock,
        ),
      )
      .execute();

  it("sends a submission's staff alert as one e-mail to every active recruiter and admin of the moment it leaves", async () => {
    const subject = `Alert ${++counter}`;
    const cause = `cause-${counter}`;
    await storeContactMessage(cause);
    await enqueueSubmission(cause, subject);
    // The form wrote the alert beside its confirmation, to the staff as a whole: it never read the staff list.
    expect(await row(subject)).toMatchObject({ recipient: STAFF_RECIPIENTS, status: 'pending' });
    // A recruiter who joins before it leaves gets it too.
    const newcomer = await insertUser(api.app, USER_TYPES.employee, undefined, {
      staffRoles: [STAFF_ROLES.recruiter],
    });
    await api.app.mail.runOnce();
    const staff = [
      'ada.admin@example.com',
      `${newcomer.id}@example.com`,
      'rita.recruiter@example.com',
    ].sort();
    const alerts = smtp.received.filter((mail) => mail.subject === subject);
    expect(alerts).toHaveLength(1);
    expect([...alerts[0]!.rcptTo].sort()).toEqual(staff);
    // Whom it went to stays on its row.
    expect(await row(subject)).toMatchObject({ recipient: staff.join(', '), status: 'sent', body: '' });
    expect(receivedSubjects()).toContain(`Confirmation ${counter}`);
  });

  it('sends nothing of a submission erased after a worker claimed its mail, and keeps no trace of it', async () => {
    const subject = `Alert ${++counter}`;
    const cause = `cause-${counter}`;
    await storeContactMessage(cause);
    await enqueueSubmission(cause, subject);
    const delivery = mailDeliveryOn(api.app.db, engine);
    const claimed = await delivery.claimDue(clock, new Date(clock.getTime() + MAIL_LEASE_MS), 100);
    expect(claimed.filter((message) => message.cause_id === cause)).toHaveLength(2);
    // A recruiter erases the message while that worker holds its mail; the worker dies, another runs after.
    await api.app.services.personalData.erase('inquiry', cause, { id: null, name: 'Rita Recruiter' });
    advance(MAIL_LEASE_MS);
    await api.app.mail.runOnce();
    expect(receivedSubjects()).not.toContain(subject);
    const traces = await api.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('cause_id', '=', cause)
      .execute();
    expect(traces).toEqual([]);
  });

  it.runIf(engine === 'postgres')(
    'claims by walking the due index in order, so the entries of sent messages are passed over once',
    async () => {
      // Thousands of sent messages and no statistics (as without autovacuum): the planner would read the
      // due index whole with a bitmap scan, which never marks the sent messages' entries dead.
      const at = clock.toISOString();
      await sql`insert into mail_outbox (id, recipient, subject, body, cause_kind, created_at, next_attempt_at, status)
        select 'sent-' || n, 'someone@example.com', 'Sent ' || n, '', 'test', ${at}, ${at}, 'pending'
        from generate_series(1, 6000) as n`.execute(api.app.db);
      const sentBy = await api.app.db.transaction().execute(async (trx) => {
        await sql`update mail_outbox set status = 'sent' where id like 'sent-%'`.execute(trx);
        const { rows } = await sql<{ xid: string }>`select txid_current() % 4294967296 as xid`.execute(trx);
        return rows[0]!.xid;
      });
      // A walk marks an entry dead only once no transaction can still see its row as it was: wait until every
      // snapshot open on the server (the other test files run beside this one) is newer than the update.
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ older: string }>`select count(*) as older from pg_stat_activity
            where backend_xmin is not null and age(backend_xmin) >= age(${sentBy}::text::xid)`.execute(
            api.app.db,
          );
          expect(Number(rows[0]!.older)).toBe(0);
        },
        { timeout: 10_000, interval: 50 },
      );
      await api.app.repositories.mailOutbox.enqueue([message()], clock);
      const delivery = mailDeliveryOn(api.app.db, engine);
      expect(
        await delivery.claimDue(clock, new Date(clock.getTime() + MAIL_LEASE_MS), MAIL_BATCH_SIZE[engine]),
      ).toHaveLength(1);
      // An ordered walk now passes over the sent messages' entries without visiting their rows again: a few
      // index pages, where visiting them reads each of the hundred table pages that hold them.
      const hits = await api.app.db.transaction().execute(async (trx) => {
        await sql`set local enable_bitmapscan = off`.execute(trx);
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number } }] }>`explain
          (analyze, buffers, format json) select id from mail_outbox where status = 'pending' order by next_attempt_at`.execute(
          trx,
        );
        return rows[0]!['QUERY PLAN'][0].Plan['Shared Hit Blocks'];
      });
      expect(hits).toBeLessThan(40);
      await sql`delete from mail_outbox where id like 'sent-%'`.execute(api.app.db);
    },
  );

  it('two app instances on one database deliver each of many messages exactly once', async () => {
    const second = await api.restart();
    const batch = Array.from({ length: 40 }, () => message(`Batch ${++counter}`));
    const before = smtp.received.length;
    await api.app.repositories.mailOutbox.enqueue(batch, clock);
    await Promise.all([
      api.app.mail.runOnce(),
      second.mail.runOnce(),
      api.app.mail.runOnce(),
      second.mail.runOnce(),
    ]);
    await smtp.waitFor(before + batch.length);
    const subjects = receivedSubjects().slice(before).sort();
    expect(subjects).toEqual(batch.map((mail) => mail.subject).sort());
    const statuses = await api.app.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('subject', 'like', 'Batch %')
      .execute();
    expect(statuses.every((mail) => mail.status === 'sent' && mail.attempts === 1)).toBe(true);
  });
});

describeOnEngines('mail from a form on %s with the console provider', (engine) => {
  const api = useTestApp(engine);

  it('leaves promptly: the request wakes the worker, which appends the confirmation to the outbox file', async () => {
    const response = await api.anonymous.post('/CRM/AddContactUs', {
      pro_firstname: 'Joan',
      pro_lastname: 'Clarke',
      pro_email: 'joan@example.com',
      pro_message: 'Hello there',
      pro_messagetype: 166110000,
    });
    expect(response.statusCode).toBe(200);
    const file = path.join(api.env.DATA_DIR, MAIL_OUTBOX_FILE);
    await expect
      .poll(() => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''), { timeout: 5000 })
      .toContain('"to":"joan@example.com"');
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; subject: string; text: string; at: string });
    const confirmation = lines.find((line) => line.to === 'joan@example.com');
    expect(confirmation).toMatchObject({ subject: 'We received your message - SmartMove' });
    expect(confirmation?.text).toContain('Hello Joan,');
  });
});
