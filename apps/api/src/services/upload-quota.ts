import { Transform } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { CounterStore, CounterValue } from './counter-store.js';
import { UploadRefusedError } from './file-storage.js';

export const UPLOAD_QUOTA_MESSAGE =
  'Too many files have been uploaded from your network today, please try again tomorrow';

const DAY_SECONDS = 24 * 60 * 60;
/** Bytes counted here before each addition to the shared counter: a few additions per resume, not one per chunk. */
const COUNT_STEP_BYTES = 1024 * 1024;

/** The bytes one IP address may upload per day, counted in the shared counter store (Redis when set). */
export interface UploadQuota {
  /** Refuses an address whose bytes of today already reach the quota, before anything is read. */
  requireRoom(ip: string): Promise<void>;
  /**
   * Adds the bytes that flow through to the address's count as they arrive; fails the upload that crosses
   * the quota, which then keeps nothing. Both refuse with an UploadRefusedError ('quota', retryAfterSeconds).
   */
  meter(ip: string): Transform;
}

export interface UploadQuotaOptions {
  counters: CounterStore;
  dailyBytes: number;
  log: FastifyBaseLogger;
}

export function createUploadQuota({ counters, dailyBytes, log }: UploadQuotaOptions): UploadQuota {
  const key = (ip: string) => `upload-bytes:${ip}`;

  // An unreachable counter store does not stop uploads: the size limit and the form rate limit still hold.
  async function count(ip: string, bytes: number): Promise<CounterValue | undefined> {
    try {
      return await counters.add(key(ip), bytes, DAY_SECONDS);
    } catch (error) {
      log.warn({ err: error }, 'upload quota not counted');
      return undefined;
    }
  }

  const exceeded = (value: CounterValue) =>
    new UploadRefusedError('quota', UPLOAD_QUOTA_MESSAGE, { retryAfterSeconds: value.resetInSeconds });

  return {
    async requireRoom(ip) {
      const value = await count(ip, 0);
      if (value && value.total >= dailyBytes) throw exceeded(value);
    },

    meter(ip) {
      let pending = 0;
      const addPending = async () => {
        const bytes = pending;
        pending = 0;
        const value = await count(ip, bytes);
        if (value && value.total > dailyBytes) throw exceeded(value);
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
          if (pending > 0) void count(ip, pending);
          pending = 0;
          callback(error);
        },
      });
    },
  };
}
