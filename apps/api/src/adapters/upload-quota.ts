import { Transform } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { CounterStore, CounterValue } from './counter-store.js';
import { UploadRefusedError } from './file-storage.js';

export const UPLOAD_QUOTA_MESSAGE =
  'Too many files have been uploaded from your network today, please try again tomorrow';
export const PERSON_UPLOAD_QUOTA_MESSAGE =
  'You have uploaded too many files today, please try again tomorrow';

const DAY_SECONDS = 24 * 60 * 60;
/** Bytes counted here before each addition to the shared counter: a few additions per file, not one per chunk. */
const COUNT_STEP_BYTES = 1024 * 1024;

/**
 * Who sends an upload, as the quotas count it: the address (the apply form, public and the portal's door
 * to it, whose resumes may be far larger than the person's quota), or the signed-in person (receipts,
 * certificates, profile images, payslips).
 */
export interface UploadSender {
  ip?: string | undefined;
  personId?: string | undefined;
}

/**
 * The bytes one IP address and one signed-in person may upload per day, each counted in the shared counter
 * store (Redis when set), so that every process holds them.
 */
export interface UploadQuota {
  /** Refuses a sender whose bytes of today already reach a quota, before anything is read. */
  requireRoom(sender: UploadSender): Promise<void>;
  /**
   * Adds the bytes that flow through to the sender's counts as they arrive; fails the upload that crosses
   * a quota, which then keeps nothing. Both refuse with an UploadRefusedError ('quota', retryAfterSeconds).
   */
  meter(sender: UploadSender): Transform;
}

export interface UploadQuotaOptions {
  counters: CounterStore;
  /** Bytes per IP address and day. */
  ipDailyBytes: number;
  /** Bytes per signed-in person and day. */
  personDailyBytes: number;
  log: FastifyBaseLogger;
}

interface Count {
  key: string;
  dailyBytes: number;
  message: string;
}

export function createUploadQuota({
  counters,
  ipDailyBytes,
  personDailyBytes,
  log,
}: UploadQuotaOptions): UploadQuota {
  const countsOf = ({ ip, personId }: UploadSender): Count[] => [
    ...(ip ? [{ key: `upload-bytes:${ip}`, dailyBytes: ipDailyBytes, message: UPLOAD_QUOTA_MESSAGE }] : []),
    ...(personId
      ? [
          {
            key: `upload-bytes:person:${personId}`,
            dailyBytes: personDailyBytes,
            message: PERSON_UPLOAD_QUOTA_MESSAGE,
          },
        ]
      : []),
  ];

  // An unreachable counter store does not stop uploads: the size limit and the rate limits still hold.
  async function add(count: Count, bytes: number): Promise<CounterValue | undefined> {
    try {
      return await counters.add(count.key, bytes, DAY_SECONDS);
    } catch (error) {
      log.warn({ err: error }, 'upload quota not counted');
      return undefined;
    }
  }

  /** Adds the bytes to every count; refuses when one is over its quota (with reachingIsOver, reaching it is enough). */
  async function addAll(counts: Count[], bytes: number, reachingIsOver: boolean): Promise<void> {
    const values = await Promise.all(counts.map((count) => add(count, bytes)));
    counts.forEach((count, index) => {
      const value = values[index];
      if (!value) return;
      if (value.total > count.dailyBytes || (reachingIsOver && value.total >= count.dailyBytes)) {
        throw new UploadRefusedError('quota', count.message, { retryAfterSeconds: value.resetInSeconds });
      }
    });
  }

  return {
    async requireRoom(sender) {
      await addAll(countsOf(sender), 0, true);
    },

    meter(sender) {
      const counts = countsOf(sender);
      let pending = 0;
      const addPending = async () => {
        const bytes = pending;
        pending = 0;
        await addAll(counts, bytes, false);
      };
      return new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          pending += chunk.length;
          if (pending < COUNT_STEP_BYTES) callback(null, chunk);
          else addPending().then(() => callback(null, chunk), callback);
        },
        flush(callback) {
          addPending().then(() => callback(), callback);
        },
        destroy(error, callback) {
          // Bytes of an upload refused for another reason were received all the same.
          if (pending > 0) for (const count of counts) void add(count, pending);
          pending = 0;
          callback(error);
        },
      });
    },
  };
}
