import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxWeightMatching } from './blossom';

interface Edge {
  u: number;
  v: number;
  w: number;
}

/** Exhaustive search: best [cardinality, weight] (maxCardinality) or best weight. */
function bruteForce(n: number, edges: Edge[], maxCardinality: boolean): { size: number; weight: number } {
  let best = { size: 0, weight: 0 };
  const used = new Array<boolean>(n).fill(false);
  const better = (size: number, weight: number): boolean =>
    maxCardinality ? size > best.size || (size === best.size && weight > best.weight) : weight > best.weight;
  const go = (k: number, size: number, weight: number): void => {
    if (k === edges.length) {
      if (better(size, weight)) best = { size, weight };
      return;
    }
    go(k + 1, size, weight);
    const e = edges[k] as Edge;
    if (!used[e.u] && !used[e.v]) {
      used[e.u] = used[e.v] = true;
      go(k + 1, size + 1, weight + e.w);
      used[e.u] = used[e.v] = false;
    }
  };
  go(0, 0, 0);
  return best;
}

function run(n: number, edges: Edge[], maxCardinality: boolean) {
  const mate = maxWeightMatching(
    n,
    { u: edges.map((e) => e.u), v: edges.map((e) => e.v), w: edges.map((e) => e.w) },
    maxCardinality,
  );
  let size = 0;
  let weight = 0;
  for (let i = 0; i < n; i++) {
    const m = mate[i] as number;
    if (m < 0) continue;
    expect(mate[m]).toBe(i);
    if (m > i) {
      size++;
      // the heaviest parallel edge between i and m is the one that counts
      weight += Math.max(...edges.filter((e) => (e.u === i && e.v === m) || (e.u === m && e.v === i)).map((e) => e.w));
    }
  }
  return { size, weight };
}

const graphArb = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.uniqueArray(
      fc
        .tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: 20 }))
        .filter(([a, b]) => a !== b)
        .map(([a, b, w]) => ({ u: Math.min(a, b), v: Math.max(a, b), w })),
      { selector: (e) => `${e.u}-${e.v}`, maxLength: 20 },
    ),
  ),
);

describe('maxWeightMatching', () => {
  it('pairs a single edge and leaves isolated vertices free', () => {
    expect([...maxWeightMatching(3, { u: [0], v: [1], w: [5] })]).toEqual([1, 0, -1]);
  });

  it('prefers two light edges over one heavy edge only when asked for maximum cardinality', () => {
    // Path 0-1-2-3 with weights 2, 5, 2: max weight alone takes the middle edge (5 > 4);
    // max cardinality must take both outer edges.
    const edges = { u: [0, 1, 2], v: [1, 2, 3], w: [2, 5, 2] };
    expect([...maxWeightMatching(4, edges, false)]).toEqual([-1, 2, 1, -1]);
    expect([...maxWeightMatching(4, edges, true)]).toEqual([1, 0, 3, 2]);
  });

  it('handles an odd cycle (blossom) with a stem', () => {
    // Triangle 0-1-2 plus pendant 2-3: the only perfect matching is 0-1, 2-3.
    const mate = maxWeightMatching(4, { u: [0, 1, 0, 2], v: [1, 2, 2, 3], w: [8, 9, 10, 7] }, true);
    expect([...mate]).toEqual([1, 0, 3, 2]);
  });

  it('agrees with exhaustive search on random graphs (max cardinality)', () => {
    fc.assert(
      fc.property(graphArb, ([n, edges]) => {
        expect(run(n, edges, true)).toEqual(bruteForce(n, edges, true));
      }),
      { numRuns: 1500 },
    );
  });

  it('agrees with exhaustive search on random graphs (max weight)', () => {
    fc.assert(
      fc.property(graphArb, ([n, edges]) => {
        expect(run(n, edges, false).weight).toBe(bruteForce(n, edges, false).weight);
      }),
      { numRuns: 1500 },
    );
  });

  it('handles nested blossoms on dense graphs with few distinct weights', () => {
    const dense = fc
      .integer({ min: 4, max: 10 })
      .chain((n) =>
        fc.tuple(
          fc.constant(n),
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: (n * (n - 1)) / 2, maxLength: (n * (n - 1)) / 2 }),
        ),
      );
    fc.assert(
      fc.property(dense, ([n, ws]) => {
        const edges: Edge[] = [];
        let i = 0;
        for (let a = 0; a < n; a++)
          for (let b = a + 1; b < n; b++) {
            const w = ws[i++] as number;
            if (w > 0) edges.push({ u: a, v: b, w });
          }
        expect(run(n, edges, true)).toEqual(bruteForce(n, edges, true));
      }),
      { numRuns: 500 },
    );
  });
});
