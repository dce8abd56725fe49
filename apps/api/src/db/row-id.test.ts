import { describe, expect, it } from 'vitest';
import { newRowId } from './row-id.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRowId', () => {
  it('answers distinct version 7 UUIDs in the order they were made, across many draws of the random pool', () => {
    const ids = Array.from({ length: 5000 }, () => newRowId());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts from the current millisecond', () => {
    const before = Date.now();
    const millisecond = Number.parseInt(newRowId().replace(/-/g, '').slice(0, 12), 16);
    expect(millisecond).toBeGreaterThanOrEqual(before);
    expect(millisecond).toBeLessThanOrEqual(Date.now() + 1);
  });

  it('gives each id its own random bits', () => {
    const tails = Array.from({ length: 300 }, () => newRowId().slice(-12));
    expect(new Set(tails).size).toBe(tails.length);
  });
});
