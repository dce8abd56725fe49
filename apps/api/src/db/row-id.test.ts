import { describe, expect, it } from 'vitest';
import { newRowId, rowIdSource } from './row-id.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function millisecondOf(id: string): number {
  return Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

describe('newRowId', () => {
  it('answers distinct version 7 UUIDs in the order they were made, across many draws of the random pool', () => {
    const ids = Array.from({ length: 5000 }, () => newRowId());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('gives each id its own random bits', () => {
    const tails = Array.from({ length: 300 }, () => newRowId().slice(-12));
    expect(new Set(tails).size).toBe(tails.length);
  });
});

// A source of its own: the shared one's last millisecond is whatever earlier tests in this worker (some with faked
// clocks) left it.
describe('rowIdSource', () => {
  it('starts from the current millisecond', () => {
    const before = Date.now();
    const millisecond = millisecondOf(rowIdSource()());
    expect(millisecond).toBeGreaterThanOrEqual(before);
    expect(millisecond).toBeLessThanOrEqual(Date.now());
  });

  it('keeps ids in order within one millisecond and when the clock steps back', () => {
    let now = 1_800_000_000_000;
    const nextId = rowIdSource(() => now);
    const ids = Array.from({ length: 1000 }, nextId);
    now -= 60_000;
    ids.push(...Array.from({ length: 10 }, nextId));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(millisecondOf(ids.at(-1) ?? '')).toBe(1_800_000_000_000);
  });
});
