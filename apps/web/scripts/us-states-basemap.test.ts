import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildUsStates, simplifyLine } from './us-states-basemap';

describe('simplifyLine', () => {
  it('keeps both ends and drops points closer than the tolerance to the line', () => {
    const line: Array<[number, number]> = [
      [0, 0],
      [1, 0.001],
      [2, 0],
      [3, 1],
      [4, 0],
    ];
    expect(simplifyLine(line, 0.01)).toEqual([
      [0, 0],
      [2, 0],
      [3, 1],
      [4, 0],
    ]);
  });
});

describe('buildUsStates', () => {
  const states = buildUsStates();

  it('gives every state, DC and the territories a shape of its own, named', () => {
    const names = states.features.map((state) => state.properties.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(56);
    expect(names).toEqual(expect.arrayContaining(['Arizona', 'California', 'Alaska', 'Hawaii', 'Texas']));
    for (const state of states.features) {
      expect(['Polygon', 'MultiPolygon']).toContain(state.geometry.type);
    }
  });

  it('puts each state where it is: Arizona spans about 109–115° W and 31–37° N', () => {
    const arizona = states.features.find((state) => state.properties.name === 'Arizona')!;
    const points = (arizona.geometry.coordinates as Array<Array<[number, number]>>).flat();
    const longitudes = points.map(([longitude]) => longitude);
    const latitudes = points.map(([, latitude]) => latitude);
    expect(Math.min(...longitudes)).toBeCloseTo(-114.8, 0);
    expect(Math.max(...longitudes)).toBeCloseTo(-109.0, 0);
    expect(Math.min(...latitudes)).toBeCloseTo(31.3, 0);
    expect(Math.max(...latitudes)).toBeCloseTo(37.0, 0);
  });

  it('closes every ring and keeps the file small (it is fetched by the map page)', () => {
    for (const state of states.features) {
      const polygons =
        state.geometry.type === 'Polygon' ? [state.geometry.coordinates] : state.geometry.coordinates;
      for (const ring of polygons.flat()) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring.at(-1)).toEqual(ring[0]);
      }
    }
    expect(brotliCompressSync(JSON.stringify(states)).length).toBeLessThan(50 * 1024);
  });
});
