import { hash } from 'node:crypto';
import { HONEYPOT_FIELD } from '@smartmove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError, isDatabaseUnavailable } from '../plugins/error-handler.js';
import type { DatabaseEngine } from '../db/database.js';
import {
  ROWS_PER_STATEMENT,
  createFormRecordsRepository,
  type FormRecords,
  type SubmissionRecord,
} from '../repositories/form-records-repository.js';
import { createFormSafeguardsRepository } from '../repositories/form-safeguards-repository.js';
import { CAPTCHA_MESSAGES, type VerifiedCaptcha } from './captcha-service.js';

/** An identical submission repeated within this window is recognised and stored only once. */
export const DUPLICATE_WINDOW_SECONDS = 10 * 60;
const PRUNE_INTERVAL_MS = 60_000;
/** Submissions written by one transaction at most. */
export const MAX_BATCH_SIZE = 200;

/** Whether the hidden honeypot field was filled in: people never see it, form-filling robots do. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

/** JSON with object keys sorted, strings trimmed and the honeypot left out. */
function canonicalJson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.trim());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = value as Record<string, unknown>;
    const keys = Object.keys(entries)
      .filter((key) => key !== HONEYPOT_FIELD && entries[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(entries[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The same kind and the same values (key order, spacing and the honeypot aside) give the same fingerprint. */
export function submissionFingerprint(kind: string, payload: unknown): string {
  return hash('sha256', `[${JSON.stringify(kind)},${canonicalJson(payload)}]`, 'hex');
}

export interface AcceptOptions {
  kind: string;
  /** The values that make two submissions identical. */
  payload: unknown;
  /** A verified captcha token to spend in the same transaction (refused when spent before). */
  captcha?: VerifiedCaptcha;
  /** The submission's own row, stored with its fingerprint so that a restarted server knows it. */
  record: SubmissionRecord;
  /** Rows of other tables that belong to it (a lead's skills), written after it. */
  related?: FormRecords;
}

export type AcceptOutcome = 'stored' | 'duplicate';

export interface FormIntake {
  /**
   * Stores a submission once: the captcha token is spent and the records (the fingerprint in the first)
   * written in one transaction, so a failure leaves nothing behind and a repeat is recognised.
   * Resolves after the transaction has committed.
   */
  accept(options: AcceptOptions): Promise<AcceptOutcome>;
  /** Resolves once every submission accepted so far has been answered. */
  drain(): Promise<void>;
}

interface PendingSubmission {
  fingerprint: string;
  captcha: VerifiedCaptcha | undefined;
  records: FormRecords;
  resolve(outcome: AcceptOutcome): void;
  reject(error: unknown): void;
}

type BatchOutcome = AcceptOutcome | HttpError;

/**
 * The fingerprints of the last DUPLICATE_WINDOW_SECONDS, in memory: batches are written one at a time
 * by the one intake of the process, so this is where a repeat is recognised. Each stored submission's
 * row keeps its fingerprint only so that a restarted server still knows the recent ones.
 */
export class RecentFingerprints {
  // Insertion order is time order: a fingerprint seen again is moved to the end.
  readonly #seenAt = new Map<string, number>();

  has(fingerprint: string, since: number): boolean {
    const seenAt = this.#seenAt.get(fingerprint);
    return seenAt !== undefined && seenAt >= since;
  }

  add(fingerprint: string, seenAt: number): void {
    this.#seenAt.delete(fingerprint);
    this.#seenAt.set(fingerprint, seenAt);
  }

  /** Forgets what was seen before `since`. */
  forget(since: number): void {
    for (const [fingerprint, seenAt] of this.#seenAt) {
      if (seenAt >= since) break;
      this.#seenAt.delete(fingerprint);
    }
  }
}

/** Every table's rows of the stored submissions, tables in the order they first appear. */
function mergeRecords(submissions: readonly PendingSubmission[]): FormRecords {
  const merged: Record<string, object[]> = {};
  for (const { records } of submissions) {
    for (const [table, rows] of Object.entries(records) as [string, object[] | undefined][]) {
      if (rows) (merged[table] ??= []).push(...rows);
    }
  }
  return merged as FormRecords;
}

/**
 * Decides, in memory, which submissions of a batch (those without an outcome yet) are stored and which
 * repeat a recent one or an earlier one of the batch; returns the fingerprints of those stored.
 */
function markRepeats(
  batch: readonly PendingSubmission[],
  outcomes: (BatchOutcome | undefined)[],
  recent: RecentFingerprints,
  since: number,
): string[] {
  const recorded = new Set<string>();
  batch.forEach(({ fingerprint }, index) => {
    if (outcomes[index]) return;
    if (recent.has(fingerprint, since) || recorded.has(fingerprint)) {
      outcomes[index] = 'duplicate';
    } else {
      outcomes[index] = 'stored';
      recorded.add(fingerprint);
    }
  });
  return [...recorded];
}

/** Whether a batch can be written by one PostgreSQL statement: no captcha to spend, few enough rows. */
function fitsOneStatement(batch: readonly PendingSubmission[]): boolean {
  if (batch.some(({ captcha }) => captcha)) return false;
  const rows = new Map<string, number>();
  for (const { records } of batch) {
    for (const [table, tableRows] of Object.entries(records) as [string, object[] | undefined][]) {
      rows.set(table, (rows.get(table) ?? 0) + (tableRows?.length ?? 0));
    }
  }
  return (
    batch.length <= ROWS_PER_STATEMENT && [...rows.values()].every((count) => count <= ROWS_PER_STATEMENT)
  );
}

/** Writes a batch without captcha tokens on PostgreSQL: every table's rows in one statement. */
async function writeBatchInOneStatement(
  db: Kysely<Database>,
  batch: readonly PendingSubmission[],
  recent: RecentFingerprints,
  now: Date,
): Promise<{ outcomes: BatchOutcome[]; recorded: string[] }> {
  const outcomes: (BatchOutcome | undefined)[] = new Array(batch.length);
  const recorded = markRepeats(batch, outcomes, recent, now.getTime() - DUPLICATE_WINDOW_SECONDS * 1000);
  if (recorded.length > 0) {
    await createFormRecordsRepository(db, 'postgres').createInOneStatement(
      mergeRecords(batch.filter((_, index) => outcomes[index] === 'stored')),
    );
  }
  return { outcomes: outcomes as BatchOutcome[], recorded };
}

/**
 * Writes a batch in one transaction: captcha tokens spent with one statement, then each table's rows
 * with one statement. A token or fingerprint that appears twice in the batch counts for its first
 * submission only, as if the submissions had come one after the other.
 */
async function writeBatch(
  trx: Transaction<Database>,
  engine: DatabaseEngine,
  batch: readonly PendingSubmission[],
  recent: RecentFingerprints,
  now: Date,
): Promise<{ outcomes: BatchOutcome[]; recorded: string[] }> {
  const nowIso = now.toISOString();
  const since = now.getTime() - DUPLICATE_WINDOW_SECONDS * 1000;
  const safeguards = createFormSafeguardsRepository(trx, engine);
  const outcomes: (BatchOutcome | undefined)[] = new Array(batch.length);

  const tokenOwners = new Map<string, number>();
  batch.forEach(({ captcha }, index) => {
    if (!captcha) return;
    if (tokenOwners.has(captcha.tokenId)) outcomes[index] = captchaUsed();
    else tokenOwners.set(captcha.tokenId, index);
  });
  const freshTokens = await safeguards.useCaptchaTokens(
    [...tokenOwners.keys()].map((tokenId) => ({
      tokenId,
      expiresAt: batch[tokenOwners.get(tokenId)!]!.captcha!.expiresAt.toISOString(),
    })),
    nowIso,
  );
  for (const [tokenId, index] of tokenOwners) {
    if (!freshTokens.has(tokenId)) outcomes[index] = captchaUsed();
  }

  const recorded = markRepeats(batch, outcomes, recent, since);

  await createFormRecordsRepository(trx, engine).create(
    mergeRecords(batch.filter((_, index) => outcomes[index] === 'stored')),
  );
  return { outcomes: outcomes as BatchOutcome[], recorded };
}

function captchaUsed(): HttpError {
  return new HttpError(400, CAPTCHA_MESSAGES.used, { captcha: CAPTCHA_MESSAGES.used });
}

export interface FormIntakeOptions {
  /** On PostgreSQL a batch without captcha tokens is written by a single statement. */
  engine: DatabaseEngine;
  clock?: () => Date;
}

/**
 * Group commit: the submissions that arrive together share one transaction (a database commit costs far
 * more than a row), written after the current event-loop turn or as soon as the batch before has
 * committed. One batch at a time, on both engines: on PostgreSQL, batches written side by side were
 * smaller, and each statement's own cost made the endpoint about a tenth slower. Every submission is
 * answered only after its own batch has committed; a twin of one being written goes into the next
 * batch, so that it is recognised as a repeat, or written if the twin failed.
 */
export function createFormIntake(
  db: Kysely<Database>,
  { engine, clock = () => new Date() }: FormIntakeOptions,
): FormIntake {
  const recent = new RecentFingerprints();
  const pending: PendingSubmission[] = [];
  let scheduled = false;
  let writing = false;
  let loaded: Promise<void> | undefined;
  let lastPrune = 0;
  const drainWaiters: (() => void)[] = [];

  async function store(batch: readonly PendingSubmission[]): Promise<void> {
    const now = clock();
    let outcomes: BatchOutcome[];
    try {
      const written =
        engine === 'postgres' && fitsOneStatement(batch)
          ? await writeBatchInOneStatement(db, batch, recent, now)
          : await db.transaction().execute((trx) => writeBatch(trx, engine, batch, recent, now));
      outcomes = written.outcomes;
      for (const fingerprint of written.recorded) recent.add(fingerprint, now.getTime());
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const submission of batch) submission.reject(error);
        return;
      }
      // Nothing of the batch was kept: each submission is written alone, so a bad one fails only itself.
      for (const submission of batch) await store([submission]);
      return;
    }
    batch.forEach((submission, index) => {
      const outcome = outcomes[index]!;
      if (outcome instanceof HttpError) submission.reject(outcome);
      else submission.resolve(outcome);
    });
  }

  async function loadRecent(): Promise<void> {
    const since = clock().getTime() - DUPLICATE_WINDOW_SECONDS * 1000;
    const rows = await createFormRecordsRepository(db, engine).findFingerprintsSince(
      new Date(since).toISOString(),
    );
    for (const row of rows) recent.add(row.fingerprint, Date.parse(row.created_at));
  }

  async function pruneNow(): Promise<void> {
    const now = clock();
    if (now.getTime() - lastPrune <= PRUNE_INTERVAL_MS) return;
    lastPrune = now.getTime();
    const since = now.getTime() - DUPLICATE_WINDOW_SECONDS * 1000;
    recent.forget(since);
    await createFormSafeguardsRepository(db, engine).prune(now.toISOString());
  }

  async function writeNext(batch: PendingSubmission[]): Promise<void> {
    try {
      await store(batch);
      await pruneNow().catch(() => {
        // Pruning is housekeeping; the next batch tries again.
        lastPrune = 0;
      });
    } finally {
      writing = false;
      writeWaiting();
    }
  }

  function writeWaiting(): void {
    scheduled = false;
    if (!writing && pending.length > 0) {
      writing = true;
      void writeNext(pending.splice(0, MAX_BATCH_SIZE));
    }
    notifyIfDrained();
  }

  function notifyIfDrained(): void {
    if (!writing && pending.length === 0) for (const resolve of drainWaiters.splice(0)) resolve();
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      // The fingerprints stored before a restart are read once, before the first batch.
      loaded ??= loadRecent();
      loaded.then(writeWaiting, (error: unknown) => {
        // Nothing can be checked for repeats: the waiting submissions fail (503 when the database is
        // down) and the next one tries again.
        loaded = undefined;
        scheduled = false;
        for (const submission of pending.splice(0)) submission.reject(error);
        notifyIfDrained();
      });
    });
  }

  return {
    accept({ kind, payload, captcha, record, related }) {
      const fingerprint = submissionFingerprint(kind, payload);
      const records = {
        [record.table]: [{ ...record.row, submission_fingerprint: fingerprint }],
        ...related,
      } as FormRecords;
      return new Promise<AcceptOutcome>((resolve, reject) => {
        pending.push({ fingerprint, captcha, records, resolve, reject });
        schedule();
      });
    },
    drain() {
      return new Promise<void>((resolve) => {
        drainWaiters.push(resolve);
        notifyIfDrained();
      });
    },
  };
}
