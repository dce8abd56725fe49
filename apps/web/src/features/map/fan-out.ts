export interface Point {
  x: number;
  y: number;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
/** Above this many pins a ring grows too wide; a sunflower spiral packs them instead. */
const RING_LIMIT = 8;
/** Sunflower radius step: keeps neighbours at least `spacing` apart. */
const SPIRAL_STEP = 0.72;
/** Pins handled per step of fanOutInSteps. */
const STEP = 500;

/** The item at an index the caller knows to exist (indices here always come from the same arrays). */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item at ${index}`);
  return item;
}

/** Union–find over indices: `find` gives a set's representative, `union` joins two sets. */
function disjointSets(size: number) {
  const parent = Array.from({ length: size }, (_, index) => index);
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = at(parent, root);
    // Path compression: later look-ups of this chain take one step.
    let node = index;
    while (parent[node] !== root) {
      const next = at(parent, node);
      parent[node] = root;
      node = next;
    }
    return root;
  };
  const union = (a: number, b: number) => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA !== rootB) parent[rootB] = rootA;
  };
  return { find, union };
}

/**
 * Joins the sets of points that lie closer than `spacing` to each other, directly or through a chain.
 * Grid hashing with cells of side spacing/√2: points in one cell are always that close, so a cell holds
 * one set and a crowded cell is compared once, not point by point; only cells up to two away can hold a
 * neighbour.
 */
function* joinClose(
  points: readonly Point[],
  spacing: number,
  { find, union }: ReturnType<typeof disjointSets>,
): Generator<void, void> {
  const reach = spacing - 1e-6;
  const side = reach / Math.SQRT2;
  const cells = new Map<string, number[]>();
  for (const [index, point] of points.entries()) {
    if (index > 0 && index % STEP === 0) yield;
    const cx = Math.floor(point.x / side);
    const cy = Math.floor(point.y / side);
    for (let dx = -2; dx <= 2; dx += 1) {
      for (let dy = -2; dy <= 2; dy += 1) {
        const cell = cells.get(`${cx + dx}:${cy + dy}`);
        if (!cell || find(at(cell, 0)) === find(index)) continue;
        const near = cell.some(
          (other) => Math.hypot(at(points, other).x - point.x, at(points, other).y - point.y) < reach,
        );
        if (near) union(at(cell, 0), index);
      }
    }
    const key = `${cx}:${cy}`;
    const cell = cells.get(key);
    if (cell) cell.push(index);
    else cells.set(key, [index]);
  }
}

/** Spreads one group around its centre, keeping the pins' angular order. */
function spread(points: readonly Point[], members: number[], spacing: number, result: Point[]): void {
  const centre = {
    x: members.reduce((sum, index) => sum + at(points, index).x, 0) / members.length,
    y: members.reduce((sum, index) => sum + at(points, index).y, 0) / members.length,
  };
  const angles = new Map(
    members.map((index) => [
      index,
      Math.atan2(at(points, index).y - centre.y, at(points, index).x - centre.x),
    ]),
  );
  const angleOf = (index: number) => angles.get(index) ?? 0;
  const ordered = [...members].sort((a, b) => angleOf(a) - angleOf(b) || a - b);
  const count = ordered.length;
  ordered.forEach((index, rank) => {
    let radius: number;
    let angle: number;
    if (count <= RING_LIMIT) {
      // Adjacent pins on the ring are `spacing` apart: the chord 2r·sin(π/n) equals the spacing.
      radius = spacing / (2 * Math.sin(Math.PI / count));
      angle = angleOf(at(ordered, 0)) + (2 * Math.PI * rank) / count;
    } else {
      radius = spacing * SPIRAL_STEP * Math.sqrt(rank + 0.5);
      angle = rank * GOLDEN_ANGLE;
    }
    result[index] = { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
  });
}

/**
 * Screen positions for pins so that none hides another: pins closer than `spacing` pixels (directly or
 * through a chain of neighbours) form a group, and each group is spread around its centre. When spread
 * groups land on each other they are merged and spread again. Pins that overlap nothing stay put.
 * Near-linear in the number of pins per round (grid hashing, union–find): thousands of pins take
 * milliseconds.
 */
export function fanOut(points: readonly Point[], spacing: number): Point[] {
  const steps = fanOutInSteps(points, spacing);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * fanOut cut into steps of about STEP pins each: the map runs one step per task, so that laying out
 * thousands of pins never holds the main thread for long. The generator's return value is fanOut's.
 */
export function* fanOutInSteps(points: readonly Point[], spacing: number): Generator<void, Point[]> {
  const sets = disjointSets(points.length);
  yield* joinClose(points, spacing, sets);
  let result = points.map((point) => ({ ...point }));
  let groupCount = -1;
  // Each round either merges groups or ends, so there are at most as many rounds as points.
  for (let round = 0; round <= points.length; round += 1) {
    const groups = new Map<number, number[]>();
    points.forEach((_, index) => {
      const root = sets.find(index);
      const members = groups.get(root);
      if (members) members.push(index);
      else groups.set(root, [index]);
    });
    if (groups.size === groupCount) break;
    groupCount = groups.size;
    result = points.map((point) => ({ ...point }));
    for (const members of groups.values()) {
      if (members.length > 1) spread(points, members, spacing, result);
    }
    // Group the spread positions: overlaps between groups merge them (the sets keep earlier groups).
    yield* joinClose(result, spacing, sets);
  }
  return result;
}
