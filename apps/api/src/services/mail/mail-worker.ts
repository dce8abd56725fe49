import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import {
  createMailDeliveryQueries,
  createMailDeliveryRepository,
  STAFF_RECIPIENTS,
  type MailDeliveryRepository,
  type QueuedMail,
} from '../../repositories/mail/mail-outbox-repository.js';
import type { MailLinks } from './mail-links.js';
import type { MailAttachment, MailProvider } from '../../adapters/mail-provider.js';

/** The wait after the first failed attempt; each further one waits MAIL_RETRY_FACTOR times longer. */
export const MAIL_RETRY_BASE_MS = 30_000;
export const MAIL_RETRY_FACTOR = 4;
/** No wait is longer (an SMTP server down for a day is retried a few times a day, not once a week). */
export const MAIL_RETRY_MAX_DELAY_MS = 6 * 60 * 60_000;
/** Attempts before a message is marked failed (MAIL_MAX_ATTEMPTS). */
export const DEFAULT_MAIL_MAX_ATTEMPTS = 8;

/** When and how often a refused message is tried again. */
export interface MailRetryPolicy {
  /** Attempts in all; after the last one fails the message is marked failed. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_MAIL_RETRY_POLICY: MailRetryPolicy = {
  maxAttempts: DEFAULT_MAIL_MAX_ATTEMPTS,
  baseDelayMs: MAIL_RETRY_BASE_MS,
  maxDelayMs: MAIL_RETRY_MAX_DELAY_MS,
};

/** The wait after `attempts` failed attempts: exponential backoff (30 s, 2 min, 8 min, 32 min, …, 6 h at most). */
export function retryDelayMs(attempts: number, policy: MailRetryPolicy = DEFAULT_MAIL_RETRY_POLICY): number {
  return Math.min(policy.baseDelayMs * MAIL_RETRY_FACTOR ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/** When to try again after `attempts` failed attempts, or null when the message has had its last try. */
export function nextAttemptAt(
  attempts: number,
  now: Date,
  policy: MailRetryPolicy = DEFAULT_MAIL_RETRY_POLICY,
): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  return new Date(now.getTime() + retryDelayMs(attempts, policy));
}

/** What the worker reports as it goes (the metrics count it). */
export interface MailWorkerEvents {
  sent(count: number): void;
  /** An attempt failed; `final` when the message is now marked failed. */
  failedAttempt(final: boolean): void;
}

/** How often each process looks for due mail besides being woken by a request that enqueued some. */
export const MAIL_POLL_INTERVAL_MS = 3_000;
/** A claimed message belongs to its worker this long: a crash mid-send is retried after it. */
export const MAIL_LEASE_MS = 10 * 60_000;
/**
 * A request that enqueued mail asks for a run this much later: under load the wake-ups of many requests
 * coalesce into one run with full batches, instead of a few statements per request on the event loop.
 */
export const MAIL_WAKE_DELAY_MS = 100;
/**
 * Messages claimed at once and sent side by side; a whole batch finishes well within the lease. On SQLite
 * small, so that one batch's statements hold the event loop briefly (the worker yields to it between batches);
 * on PostgreSQL they run in the database's own processes, and a larger batch takes a busy outbox in a fifth of
 * the round trips (claim, staff read, mark: per batch, not per message).
 */
export const MAIL_BATCH_SIZE: Readonly<Record<DatabaseEngine, number>> = { sqlite: 10, postgres: 50 };

/** What the worker does to the outbox: claim due messages, read the staff's addresses, record outcomes. */
export type MailDelivery = Pick<
  MailDeliveryRepository,
  'claimDue' | 'staffAddresses' | 'attachmentsOf' | 'markSent' | 'markFailedAttempt'
>;

/**
 * The outbox on the database, as this process's worker delivers it: each claim and each outcome is written in
 * a transaction of its own (the outbox's bookkeeping, no change of a record).
 */
export function mailDeliveryOn(db: Kysely<Database>, engine: DatabaseEngine): MailDelivery {
  const write = <T>(change: (outbox: MailDeliveryRepository) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) => change(createMailDeliveryRepository(trx, engine)));
  return {
    claimDue: (now, leaseUntil, limit) => write((outbox) => outbox.claimDue(now, leaseUntil, limit)),
    staffAddresses: createMailDeliveryQueries(db).staffAddresses,
    attachmentsOf: createMailDeliveryQueries(db).attachmentsOf,
    // A run that sent nothing writes nothing (most polls).
    markSent: async (ids, now, staffRecipients, withAttachments) => {
      if (ids.length > 0) {
        await write((outbox) => outbox.markSent(ids, now, staffRecipients, withAttachments));
      }
    },
    markFailedAttempt: (id, error, nextAttemptAt) =>
      write((outbox) => outbox.markFailedAttempt(id, error, nextAttemptAt)),
  };
}

export interface MailWorkerOptions {
  provider: MailProvider;
  outbox: MailDelivery;
  /** Puts the token of a message's link into its text as it is sent. */
  links: MailLinks;
  /** The outbox's engine: the batch size follows it unless `batchSize` is given. */
  engine: DatabaseEngine;
  log: FastifyBaseLogger;
  now?: () => Date;
  pollIntervalMs?: number;
  leaseMs?: number;
  batchSize?: number;
  /** Attempts and waits of a refused message (tests shorten the waits). */
  retry?: Partial<MailRetryPolicy>;
  events?: MailWorkerEvents;
}

export interface MailWorker {
  /** Starts polling (the timer does not keep the process alive). */
  start(): void;
  /** Asks for a run shortly (a request just enqueued mail); wake-ups and runs coalesce, never overlap. */
  wake(): void;
  /** Delivers everything due now; resolves when done (tests). */
  runOnce(): Promise<void>;
  /** Stops polling and waits for the message being sent. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox: claims due messages under a lease, sends each through the provider, then marks it
 * sent or schedules a retry with backoff (and finally failed). One run at a time per process; a wake-up
 * during a run makes it look once more.
 */
export function createMailWorker({
  provider,
  outbox,
  links,
  engine,
  log,
  now = () => new Date(),
  pollIntervalMs = MAIL_POLL_INTERVAL_MS,
  leaseMs = MAIL_LEASE_MS,
  batchSize = MAIL_BATCH_SIZE[engine],
  retry,
  events,
}: MailWorkerOptions): MailWorker {
  const policy: MailRetryPolicy = { ...DEFAULT_MAIL_RETRY_POLICY, ...retry };
  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /**
   * Sends one message; true when it left, else its failed attempt is recorded. `staff`: the addresses a
   * message queued to STAFF_RECIPIENTS goes to, all in one e-mail. `attachments`: the message's files.
   */
  async function deliver(
    message: QueuedMail,
    staff: string,
    attachments: readonly MailAttachment[] | undefined,
  ): Promise<boolean> {
    try {
      const to = message.recipient === STAFF_RECIPIENTS ? staff : message.recipient;
      if (to === '') throw new Error('no active recruiter or admin has an e-mail address to alert');
      // Never without its files: a message whose attachments cannot be read is retried, then failed.
      if (message.attachments > 0 && attachments?.length !== message.attachments) {
        throw new Error(
          `${message.attachments} attachments were queued, ${attachments?.length ?? 0} are stored`,
        );
      }
      const text = message.link_nonce ? links.fill(message.body, message.link_nonce) : message.body;
      await provider.send({
        to,
        subject: message.subject,
        text,
        ...(attachments?.length ? { attachments } : {}),
      });
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = nextAttemptAt(message.attempts, now(), policy);
      await outbox.markFailedAttempt(message.id, reason, retryAt);
      events?.failedAttempt(retryAt === null);
      if (retryAt) {
        log.warn(
          { mailId: message.id, attempts: message.attempts, retryAt, err: error },
          'sending an e-mail failed; it will be retried',
        );
      } else {
        log.error(
          {
            mailId: message.id,
            attempts: message.attempts,
            causeKind: message.cause_kind,
            causeId: message.cause_id,
            err: error,
          },
          'sending an e-mail failed for the last time; it is marked failed',
        );
      }
      return false;
    }
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const claimedAt = now();
      const batch = await outbox.claimDue(claimedAt, new Date(claimedAt.getTime() + leaseMs), batchSize);
      const toStaff = batch.some((message) => message.recipient === STAFF_RECIPIENTS);
      const staff = toStaff ? (await outbox.staffAddresses()).join(', ') : undefined;
      const withFiles = batch.filter((message) => message.attachments > 0).map((message) => message.id);
      const files = withFiles.length > 0 ? await outbox.attachmentsOf(withFiles) : undefined;
      const sent: string[] = [];
      try {
        // Side by side: the SMTP transport queues them on its small pool, the console appends lines.
        await Promise.all(
          batch.map(async (message) => {
            if (await deliver(message, staff ?? '', files?.get(message.id))) sent.push(message.id);
          }),
        );
      } finally {
        // Marked together (a crash before this resends them after the lease: at least once).
        const sentFiles = withFiles.filter((id) => sent.includes(id));
        await outbox.markSent(sent, now(), staff, sentFiles);
        if (sent.length > 0) events?.sent(sent.length);
      }
      if (batch.length < batchSize) return;
      // On SQLite each batch's statements run on the event loop: requests that arrived meanwhile are
      // answered before the next batch, instead of waiting for the whole backlog.
      await nextTurn();
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          log.warn({ err: error }, 'the mail worker could not read the outbox');
        }
      } while (again && !stopped);
    })().finally(() => (running = undefined));
    return running;
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void run(), pollIntervalMs);
      timer.unref();
    },
    wake() {
      if (stopped || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        void run();
      }, MAIL_WAKE_DELAY_MS);
      wakeTimer.unref();
    },
    runOnce: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(wakeTimer);
      await running;
    },
  };
}
