import { buffer } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { RESUME_MAX_BYTES, searchWords } from '@smartmove/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ReadResume } from '../../repositories/talent/resume-text-repository.js';
import {
  createTalentJobDelivery,
  type ClaimedTalentJob,
} from '../../repositories/talent/talent-job-repository.js';
import type { RecordToIndex, TalentQueries } from '../../repositories/talent/talent-queries.js';
import type { FileStorage } from '../../adapters/file-storage.js';
import { resumeFormatOf, type ResumeTextExtractor } from '../text-extraction/resume-text-extractor.js';
import { saveTalentEntry } from './talent-entry.js';

/** How often each process looks for due jobs besides being woken by a change that queued one. */
export const TALENT_TEXT_POLL_INTERVAL_MS = 5_000;
/** A claimed job belongs to its worker this long: a crash mid-read is retried after it. */
export const TALENT_TEXT_LEASE_MS = 10 * 60_000;
/** A change asks for a run this much later, so that the wake-ups of many changes make one run. */
export const TALENT_TEXT_WAKE_DELAY_MS = 50;
/** Jobs claimed at once (read one after the other: one extraction thread). */
export const TALENT_TEXT_BATCH_SIZE = 10;
/** Attempts at reading a resume before it is marked "could not be read" (the record is indexed without it). */
export const RESUME_READ_ATTEMPTS = 3;

export interface TalentTextRetry {
  /** The wait after the first failed attempt; each further one waits four times longer, an hour at most. */
  baseDelayMs: number;
  maxDelayMs: number;
}

const DEFAULT_RETRY: TalentTextRetry = { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 };

export interface TalentTextWorkerOptions {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  queries: TalentQueries;
  fileStorage: FileStorage;
  extractor: ResumeTextExtractor;
  log: FastifyBaseLogger;
  now?: () => Date;
  pollIntervalMs?: number;
  leaseMs?: number;
  batchSize?: number;
  retry?: Partial<TalentTextRetry>;
}

export interface TalentTextWorker {
  /** Starts polling (the timer does not keep the process alive). */
  start(): void;
  /** Asks for a run shortly (a change just queued a job); wake-ups and runs coalesce, never overlap. */
  wake(): void;
  /** Runs every job due now; resolves when done (tests, the demo's first start). */
  runOnce(): Promise<void>;
  /** Stops polling and waits for the job being run. */
  stop(): Promise<void>;
}

/**
 * Builds the talent search's entries from the durable queue `talent_jobs` (services/talent/talent-queue.ts):
 * claims due jobs under a lease, reads a resume not read yet in the extraction thread, then in one transaction
 * keeps its text (or "No text found"), rebuilds the record's entry and ends the job. A failed attempt is tried
 * again later with backoff; a resume that fails RESUME_READ_ATTEMPTS times is marked as not readable and the
 * record is indexed by its other fields. A record gone meanwhile only ends its job (its entry went with it).
 */
export function createTalentTextWorker({
  db,
  engine,
  queries,
  fileStorage,
  extractor,
  log,
  now = () => new Date(),
  pollIntervalMs = TALENT_TEXT_POLL_INTERVAL_MS,
  leaseMs = TALENT_TEXT_LEASE_MS,
  batchSize = TALENT_TEXT_BATCH_SIZE,
  retry,
}: TalentTextWorkerOptions): TalentTextWorker {
  const policy = { ...DEFAULT_RETRY, ...retry };
  const jobs = createTalentJobDelivery(db, engine);
  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /** What the resume says; throws (to be tried again) while the job has attempts left. */
  async function readResume(
    job: ClaimedTalentJob,
    resume: NonNullable<RecordToIndex['resume']>,
  ): Promise<ReadResume> {
    const unreadable: ReadResume = {
      applicationId: job.id,
      storedName: resume.storedName,
      status: 'unreadable',
      text: null,
    };
    const format = resumeFormatOf(resume.mimeType, resume.storedName);
    if (!format) return unreadable;
    try {
      const file = await fileStorage.open(resume.storedName);
      if (!file) throw new Error('the resume file is missing from the storage');
      const bytes = await buffer(file);
      if (bytes.length > RESUME_MAX_BYTES) return unreadable;
      const text = await extractor.extract(bytes, format);
      return searchWords(text).length === 0
        ? { ...unreadable, status: 'no-text' }
        : { ...unreadable, status: 'read', text };
    } catch (error) {
      if (job.attempts < RESUME_READ_ATTEMPTS) throw error;
      log.warn(
        { err: error, source: job.source, recordId: job.id, attempts: job.attempts },
        'a resume could not be read; the record is indexed without its text',
      );
      return unreadable;
    }
  }

  async function runJob(job: ClaimedTalentJob): Promise<void> {
    const record = await queries.recordToIndex(job);
    if (!record) {
      await db.transaction().execute((trx) => jobs.finish(trx, job));
      return;
    }
    const fresh =
      record.resume && record.read?.storedName !== record.resume.storedName
        ? await readResume(job, record.resume)
        : undefined;
    const at = now();
    await db.transaction().execute(async (trx) => {
      await saveTalentEntry(trx, engine, job, record, fresh, at);
      await jobs.finish(trx, job);
    });
  }

  async function attempt(job: ClaimedTalentJob): Promise<void> {
    try {
      await runJob(job);
    } catch (error) {
      const delay = Math.min(policy.baseDelayMs * 4 ** Math.max(0, job.attempts - 1), policy.maxDelayMs);
      log.warn(
        { err: error, source: job.source, recordId: job.id, attempts: job.attempts },
        'indexing a talent record failed; it will be retried',
      );
      await jobs.retryLater(
        job,
        error instanceof Error ? error.message : String(error),
        new Date(now().getTime() + delay),
      );
    }
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const claimedAt = now();
      const batch = await jobs.claimDue(claimedAt, new Date(claimedAt.getTime() + leaseMs), batchSize);
      for (const job of batch) {
        if (stopped) return;
        await attempt(job);
        // Requests that arrived meanwhile are answered before the next record is indexed.
        await nextTurn();
      }
      if (batch.length < batchSize) return;
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
          log.warn({ err: error }, 'the talent text worker could not read its queue');
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
      void run();
    },
    wake() {
      if (stopped || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        void run();
      }, TALENT_TEXT_WAKE_DELAY_MS);
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
