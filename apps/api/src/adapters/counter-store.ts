import type { Redis } from 'ioredis';

export interface CounterValue {
  /** The count in the current window, this addition included. */
  total: number;
  /** Seconds until the window ends and the count starts over. */
  resetInSeconds: number;
}

/**
 * Fixed-window counters for anti-abuse limits (bytes uploaded per IP and day, and the like). In-process by
 * default; shared by every process through Redis when REDIS_URL is set (docs/product.md#scale-out).
 */
export interface CounterStore {
  /** Adds `amount` (0 only reads) to the key's count; the window starts with the key's first addition. */
  add(key: string, amount: number, windowSeconds: number): Promise<CounterValue>;
  close(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60_000;

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { total: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const at = now();
    for (const [key, counter] of counters) if (counter.resetAt <= at) counters.delete(key);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  return {
    async add(key, amount, windowSeconds) {
      const at = now();
      let counter = counters.get(key);
      if (!counter || counter.resetAt <= at) {
        counter = { total: 0, resetAt: at + windowSeconds * 1000 };
        counters.set(key, counter);
      }
      counter.total += amount;
      return { total: counter.total, resetInSeconds: Math.max(1, Math.ceil((counter.resetAt - at) / 1000)) };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

// Adds and starts the window's expiry in one step, so that two processes never both see a fresh key.
const ADD_SCRIPT = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {total, ttl}
`;

export function createRedisCounterStore(redis: Redis, prefix = 'smartmove:counter:'): CounterStore {
  return {
    async add(key, amount, windowSeconds) {
      const [total, ttlMs] = (await redis.eval(
        ADD_SCRIPT,
        1,
        `${prefix}${key}`,
        String(Math.trunc(amount)),
        String(windowSeconds * 1000),
      )) as [number, number];
      return { total, resetInSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async close() {
      // The Redis connection belongs to the shared-state plugin, which closes it.
    },
  };
}
