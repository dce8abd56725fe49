import { describe, expect, it } from 'vitest';
import { detachedRows } from './detached-rows.js';

describe('detachedRows', () => {
  it("answers the same rows in a new array and empties the driver's", () => {
    const first = { id: 'a' };
    const second = { id: 'b' };
    const driverRows = [first, second];
    const own = detachedRows(driverRows);
    expect(own).not.toBe(driverRows);
    expect(own).toHaveLength(2);
    expect(own[0]).toBe(first);
    expect(own[1]).toBe(second);
    expect(driverRows).toHaveLength(0);
  });

  it('answers an empty array for no rows', () => {
    expect(detachedRows([])).toEqual([]);
  });
});
