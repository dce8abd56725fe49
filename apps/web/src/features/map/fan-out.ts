export interface Point {
  x: number;
  y: number;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
/** Above this many pins a ring grows too wide; a sunflower spiral packs them instead. */
const RING_LIMIT = 8;
/** Sunflower radius step: keeps neighbours at least `spacing` apart. */
const SPIRAL_STEP = 0.72;

/** The item at an index the caller knows to exist (indices here always come from the same arrays). */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item at ${index}`);
  return item;
}

/** Groups of indices whose points lie closer than `spacing` to each other, directly or through a chain. */
function closeGroups(points: readonly Point[], spacing: number, parent: number[]): void {
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = at(parent, root);
    parent[index] = root;
    return root;
  };
  // Grid hashing: only points in neighbouring cells can be closer than `spacing`.
  const cells = new Map<string, number[]>();
  points.forEach((point, index) => {
    const cx = Math.floor(point.x / spacing);
    const cy = Math.floor(point.y / spacing);
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const other of cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const near =
            Math.hypot(at(points, other).x - point.x, at(points, other).y - point.y) < spacing - 1e-6;
          if (near) parent[find(index)] = find(other);
        }
      }
    }
    const key = `${cx}:${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), index]);
  });
  points.forEach((_, index) => find(index));
}

/** Spreads one group around its centre, keeping the pins' angular order. */
function spread(points: readonly Point[], members: number[], spacing: number, result: Point[]): void {
  const centre = {
    x: members.reduce((sum, index) => sum + at(points, index).x, 0) / members.length,
    y: members.reduce((sum, index) => sum + at(points, index).y, 0) / members.length,
  };
  const angleOf = (index: number) =>
    Math.atan2(at(points, index).y - centre.y, at(points, index).x - centre.x);
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
 */
export function fanOut(points: readonly Point[], spacing: number): Point[] {
  const parent = points.map((_, index) => index);
  let result = points.map((point) => ({ ...point }));
  // Each round either merges groups or ends, so there are at most as many rounds as points.
  for (let round = 0; round <= points.length; round += 1) {
    const groupCount = new Set(parent).size;
    const groups = new Map<number, number[]>();
    parent.forEach((root, index) => groups.set(root, [...(groups.get(root) ?? []), index]));
    result = points.map((point) => ({ ...point }));
    for (const members of groups.values()) {
      if (members.length > 1) spread(points, members, spacing, result);
    }
    // Group the spread positions: overlaps between groups merge them (the union keeps earlier groups).
    const next = [...parent];
    const union = (a: number, b: number) => {
      const rootA = at(next, a);
      const rootB = at(next, b);
      if (rootA !== rootB) next.forEach((root, index) => root === rootB && (next[index] = rootA));
    };
    const placed = points.map((_, index) => index);
    closeGroups(result, spacing, placed);
    placed.forEach((root, index) => union(root, index));
    const merged = new Set(next).size;
    if (merged === groupCount) break;
    next.forEach((root, index) => (parent[index] = root));
  }
  return result;
}
