import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCounterStore, createRedisCounterStore, type CounterStore } from './counter-store.js';

const REDIS_URL = process.env.REDIS_URL;

function behavesAsCounter(makeStore: () => { store: CounterStore; advance?: (ms: number) => void }) {
  it('adds within the window and reports when it ends', async () => {
    const { store } = makeStore();
    const key = randomUUID();
    expect(await store.add(key, 100, 60)).toEqual({ total: 100, resetInSeconds: 60 });
    const second = await store.add(key, 50, 60);
    expect(second.total).toBe(150);
    expect(second.resetInSeconds).toBeGreaterThan(55);
    expect((await store.add(key, 0, 60)).total).toBe(150);
    expect((await store.add(randomUUID(), 0, 60)).total).toBe(0);
  });
}

describe('memory counter store', () => {
  let clock = 0;
  const store = createMemoryCounterStore(() => clock);
  afterAll(() => store.close());
  behavesAsCounter(() => ({ store }));

  it('starts the count over when the window has passed', async () => {
    await store.add('window', 5, 10);
    clock += 10_000;
    expect((await store.add('window', 1, 10)).total).toBe(1);
  });
});

describe.runIf(REDIS_URL)('Redis counter store', () => {
  const redis = new Redis(REDIS_URL ?? '');
  const prefix = `test:${randomUUID()}:`;
  const store = createRedisCounterStore(redis, prefix);
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  behavesAsCounter(() => ({ store }));

  it('two stores on one Redis (two processes) count together', async () => {
    const other = new Redis(REDIS_URL ?? '');
    const otherStore = createRedisCounterStore(other, prefix);
    await store.add('shared', 3, 60);
    expect((await otherStore.add('shared', 4, 60)).total).toBe(7);
    await other.quit();
  });
});
