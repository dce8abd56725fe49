// The map's offline basemap (docs/decisions/0009): the states of us-atlas's unprojected states-10m.json,
// simplified and turned into GeoJSON at build time, so that the browser only fetches one small, cacheable
// file and hands it to Leaflet (no TopoJSON decoding, no simplification on the main thread).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';

type Position = [longitude: number, latitude: number];

/**
 * Douglas–Peucker tolerance in degrees: about 1 km, under 2 px at the map's closest zoom (8), where a
 * degree of longitude is 728 px wide.
 */
export const TOLERANCE_DEGREES = 0.01;
/** Coordinates are written with 3 decimals (about 100 m): finer than a pixel at every zoom the map allows. */
const DECIMALS = 3;

/** Squared distance from p to the segment a–b. */
function segmentDistanceSquared(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/** Douglas–Peucker on one line; its two ends are always kept. */
export function simplifyLine(points: readonly Position[], tolerance: number): Position[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const limit = tolerance * tolerance;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = limit;
    for (let index = first + 1; index < last; index += 1) {
      const distance = segmentDistanceSquared(points[index]!, points[first]!, points[last]!);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest === -1) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, index) => keep[index] === 1);
}

const round = (value: number) => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS;

/**
 * The topology's arcs decoded (quantized, delta-encoded) to degrees, each simplified once: a border two
 * states share is one arc, so both get the same line and no gap or overlap opens between them.
 */
function simplifyTopology(topology: Topology, tolerance: number): Topology {
  const transform = topology.transform;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    const points = arc.map((position): Position => {
      if (!transform) return [position[0]!, position[1]!];
      x += position[0]!;
      y += position[1]!;
      return [
        x * transform.scale[0] + transform.translate[0],
        y * transform.scale[1] + transform.translate[1],
      ];
    });
    const simplified = simplifyLine(points, tolerance).map(([longitude, latitude]): Position => [
      round(longitude),
      round(latitude),
    ]);
    return simplified.filter(
      (point, index) =>
        index === 0 || point[0] !== simplified[index - 1]![0] || point[1] !== simplified[index - 1]![1],
    );
  });
  return { ...topology, transform: undefined, arcs };
}

/** Twice the signed area of a ring, in square degrees. */
function ringArea(ring: readonly Position[]): number {
  let area = 0;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index, index += 1) {
    area += (ring[previous]![0] + ring[index]![0]) * (ring[previous]![1] - ring[index]![1]);
  }
  return Math.abs(area);
}

/** Rings too small to see at the closest zoom (islets a few hundred metres wide) are left out. */
function visibleRings(rings: Position[][], tolerance: number): Position[][] {
  return rings.filter((ring) => ring.length >= 4 && ringArea(ring) >= tolerance * tolerance);
}

export interface StateFeature {
  type: 'Feature';
  id: string;
  properties: { name: string };
  geometry:
    { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
}

export interface StatesCollection {
  type: 'FeatureCollection';
  features: StateFeature[];
}

/** Every state (and DC and the territories) of us-atlas's states-10m.json as one GeoJSON feature. */
export function buildUsStates(tolerance = TOLERANCE_DEGREES): StatesCollection {
  const require = createRequire(import.meta.url);
  const file = require.resolve('us-atlas/states-10m.json');
  const topology = JSON.parse(fs.readFileSync(file, 'utf8')) as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const simplified = simplifyTopology(topology, tolerance) as typeof topology;
  const collection = feature(simplified, simplified.objects.states);
  const features: StateFeature[] = [];
  for (const state of collection.features) {
    const { geometry } = state;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates as Position[][]]
        : geometry.type === 'MultiPolygon'
          ? (geometry.coordinates as Position[][][])
          : [];
    const kept = polygons
      .map((rings) => rings.slice(0, 1).concat(visibleRings(rings.slice(1), tolerance)))
      .filter((rings) => visibleRings(rings.slice(0, 1), tolerance).length === 1);
    if (kept.length === 0) continue;
    features.push({
      type: 'Feature',
      id: String(state.id),
      properties: { name: state.properties.name },
      geometry:
        kept.length === 1
          ? { type: 'Polygon', coordinates: kept[0]! }
          : { type: 'MultiPolygon', coordinates: kept },
    });
  }
  return { type: 'FeatureCollection', features };
}

export const BASEMAP_MODULE = 'virtual:us-states-basemap';
const RESOLVED = `\0${BASEMAP_MODULE}`;
/** Where `npm run dev:web` serves the file; a build emits it as a hashed asset instead. */
const DEV_PATH = '/@smartmove/us-states.json';

/**
 * `import basemapUrl from 'virtual:us-states-basemap'` gives the URL of the states' GeoJSON: in a build a
 * hashed file under /assets/ (served with a year's cache and precompressed like the scripts), in development
 * a path the dev server answers.
 */
export function usStatesBasemap(): Plugin {
  let command: 'build' | 'serve' = 'build';
  let source: string | undefined;
  const geoJson = () => (source ??= JSON.stringify(buildUsStates()));
  return {
    name: 'smartmove:us-states-basemap',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === BASEMAP_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (command === 'serve') return `export default ${JSON.stringify(DEV_PATH)};`;
      const reference = this.emitFile({ type: 'asset', name: 'us-states.json', source: geoJson() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(geoJson());
      });
    },
  };
}
