import { describe, expect, it } from 'vitest';
import { fanOut, type Point } from './fan-out';

function minimumDistance(points: readonly Point[]): number {
  let minimum = Infinity;
  for (let a = 0; a < points.length; a += 1) {
    for (let b = a + 1; b < points.length; b += 1) {
      minimum = Math.min(minimum, Math.hypot(points[a]!.x - points[b]!.x, points[a]!.y - points[b]!.y));
    }
  }
  return minimum;
}

describe('fanOut', () => {
  it('keeps pins that overlap nothing where they are', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 100 },
    ];
    expect(fanOut(points, 24)).toEqual(points);
  });

  it('spreads two almost identical pins to the spacing, around their centre', () => {
    const result = fanOut(
      [
        { x: 100, y: 100 },
        { x: 103, y: 99 },
      ],
      24,
    );
    expect(minimumDistance(result)).toBeCloseTo(24, 5);
    expect((result[0]!.x + result[1]!.x) / 2).toBeCloseTo(101.5, 5);
    // The left pin stays on the left.
    expect(result[0]!.x).toBeLessThan(result[1]!.x);
  });

  it('separates chains of neighbours and leaves distant pins alone', () => {
    const result = fanOut(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 20, y: 0 },
        { x: 500, y: 500 },
      ],
      24,
    );
    expect(minimumDistance(result.slice(0, 3))).toBeGreaterThanOrEqual(24 - 1e-6);
    expect(result[3]).toEqual({ x: 500, y: 500 });
  });

  it('packs many pins at one spot without overlap', () => {
    const points = Array.from({ length: 60 }, () => ({ x: 300, y: 300 }));
    const result = fanOut(points, 24);
    expect(minimumDistance(result)).toBeGreaterThanOrEqual(24 - 1e-6);
  });

  it('merges groups that land on each other once spread', () => {
    // Two pairs 40 px apart: each pair spreads to 34 px, which would bring inner pins within reach.
    const points = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 40, y: 0 },
      { x: 41, y: 0 },
    ];
    expect(minimumDistance(fanOut(points, 34))).toBeGreaterThanOrEqual(34 - 1e-6);
  });

  it('leaves no two pins closer than the spacing in a dense random scatter', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const points = Array.from({ length: 200 }, () => ({ x: random() * 600, y: random() * 400 }));
    expect(minimumDistance(fanOut(points, 34))).toBeGreaterThanOrEqual(34 - 1e-6);
  });
});

describe('fanOut at scale', () => {
  it('spreads 5,000 pins crowded into one region with none closer than the spacing', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const points = Array.from({ length: 5000 }, () => ({ x: random() * 400, y: random() * 200 }));
    const result = fanOut(points, 34);
    expect(minimumDistance(result)).toBeGreaterThanOrEqual(34 - 1e-6);
  });
});
