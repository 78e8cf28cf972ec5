import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxWeightMatching as referenceMatching } from '../../../../../tests/support/blossom-reference';
import { createRng } from '../../random';
import { maxWeightPerfectMatching } from './blossom';

interface Edge {
  u: number;
  v: number;
  w: number;
}

const asEdges = (edges: Edge[]) => ({ u: edges.map((e) => e.u), v: edges.map((e) => e.v), w: edges.map((e) => e.w) });

/** Exhaustive search: the heaviest perfect matching's weight, or null when there is none. */
function bruteForce(n: number, edges: Edge[]): number | null {
  let best: number | null = null;
  const used = new Array<boolean>(n).fill(false);
  const go = (k: number, size: number, weight: number): void => {
    if (2 * size === n) {
      if (best === null || weight > best) best = weight;
      return;
    }
    if (k === edges.length) return;
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

/** Checks `mate` is a perfect matching over existing edges and returns its weight. */
function weightOf(n: number, edges: Edge[], mate: Int32Array): number {
  const heaviest = new Map<string, number>();
  for (const e of edges) {
    const key = `${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`;
    heaviest.set(key, Math.max(heaviest.get(key) ?? -Infinity, e.w));
  }
  let weight = 0;
  for (let i = 0; i < n; i++) {
    const m = mate[i] as number;
    expect(m).toBeGreaterThanOrEqual(0);
    expect(mate[m]).toBe(i);
    if (m > i) {
      const w = heaviest.get(`${i}-${m}`);
      expect(w).toBeDefined();
      weight += w as number;
    }
  }
  return weight;
}

function run(n: number, edges: Edge[]): number | null {
  const mate = maxWeightPerfectMatching(n, asEdges(edges));
  return mate === null ? null : weightOf(n, edges, mate);
}

const graphArb = fc.integer({ min: 1, max: 5 }).chain((half) =>
  fc.tuple(
    fc.constant(2 * half),
    fc.uniqueArray(
      fc
        .tuple(
          fc.integer({ min: 0, max: 2 * half - 1 }),
          fc.integer({ min: 0, max: 2 * half - 1 }),
          fc.integer({ min: -5, max: 20 }),
        )
        .filter(([a, b]) => a !== b)
        .map(([a, b, w]) => ({ u: Math.min(a, b), v: Math.max(a, b), w })),
      { selector: (e) => `${e.u}-${e.v}`, maxLength: 24 },
    ),
  ),
);

/** A rank-window graph like the pairing's: i–j for |i − j| ≤ span, minus some "rematches". */
function windowGraph(n: number, span: number, seed: string): Edge[] {
  const rng = createRng(seed);
  const groups = 1 + Math.floor(rng() * 6);
  const edges: Edge[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j <= Math.min(n - 1, i + span); j++) {
      if (rng() < 0.15) continue;
      const gap = Math.floor((i * groups) / n) - Math.floor((j * groups) / n);
      edges.push({ u: i, v: j, w: 1_000_000 - 1000 * gap * gap - (j - i) ** 2 - Math.floor(rng() * 3) });
    }
  }
  return edges;
}

/**
 * The classic hand-made cases from Joris van Rantwijk's mwmatching test suite (vertices
 * renumbered from 0): nested S-blossoms, relabelling, and T-blossom expansions that must pick
 * the least-slack edge. Each expected matching is perfect and the unique heaviest one.
 */
/**
 * The three "nasty" T-blossom cases share one graph, the pentagon 1-2-3-4-5 with its stems, and
 * one answer; they differ only in the weights of the edges 4-8 and 5-7.
 */
const nastyT = (w48: number, w57: number): [number, number, number][] => [
  [1, 2, 45],
  [1, 5, 45],
  [2, 3, 50],
  [3, 4, 45],
  [4, 5, 50],
  [1, 6, 30],
  [3, 9, 35],
  [4, 8, w48],
  [5, 7, w57],
  [9, 10, 5],
];
const NASTY_T_MATE = [6, 3, 2, 8, 7, 1, 5, 4, 10, 9];

const CLASSIC: [string, [number, number, number][], number[]][] = [
  [
    'S-blossom',
    [
      [1, 2, 8],
      [1, 3, 9],
      [2, 3, 10],
      [3, 4, 7],
    ],
    [2, 1, 4, 3],
  ],
  [
    'T-blossom',
    [
      [1, 2, 9],
      [1, 3, 8],
      [2, 3, 10],
      [1, 4, 5],
      [4, 5, 4],
      [1, 6, 3],
    ],
    [6, 3, 2, 5, 4, 1],
  ],
  [
    'nested S-blossom',
    [
      [1, 2, 9],
      [1, 3, 9],
      [2, 3, 10],
      [2, 4, 8],
      [3, 5, 8],
      [4, 5, 10],
      [5, 6, 6],
    ],
    [3, 4, 1, 2, 6, 5],
  ],
  [
    'relabel nested S-blossom',
    [
      [1, 2, 10],
      [1, 7, 10],
      [2, 3, 12],
      [3, 4, 20],
      [3, 5, 20],
      [4, 5, 25],
      [5, 6, 10],
      [6, 7, 10],
      [7, 8, 8],
    ],
    [2, 1, 4, 3, 6, 5, 8, 7],
  ],
  [
    'expand nested S-blossom',
    [
      [1, 2, 8],
      [1, 3, 8],
      [2, 3, 10],
      [2, 4, 12],
      [3, 5, 12],
      [4, 5, 14],
      [4, 6, 12],
      [5, 7, 12],
      [6, 7, 14],
      [7, 8, 12],
    ],
    [2, 1, 5, 6, 3, 4, 8, 7],
  ],
  [
    'S-blossom relabelled T, then expanded',
    [
      [1, 2, 23],
      [1, 5, 22],
      [1, 6, 15],
      [2, 3, 25],
      [3, 4, 22],
      [4, 5, 25],
      [4, 8, 14],
      [5, 7, 13],
    ],
    [6, 3, 2, 8, 7, 1, 5, 4],
  ],
  [
    'nested S-blossom relabelled T, then expanded',
    [
      [1, 2, 19],
      [1, 3, 20],
      [1, 8, 8],
      [2, 3, 25],
      [2, 4, 18],
      [3, 5, 18],
      [4, 5, 13],
      [4, 7, 7],
      [5, 6, 7],
    ],
    [8, 3, 2, 7, 6, 5, 4, 1],
  ],
  ['nasty T-blossom expansion', nastyT(35, 26), NASTY_T_MATE],
  ['nasty T-blossom expansion, second form', nastyT(26, 40), NASTY_T_MATE],
  ['T-blossom expansion keeps the least-slack edge', nastyT(28, 26), NASTY_T_MATE],
  [
    'nested T-blossom expansion',
    [
      [1, 2, 45],
      [1, 7, 45],
      [2, 3, 50],
      [3, 4, 45],
      [4, 5, 95],
      [4, 6, 94],
      [5, 6, 94],
      [6, 7, 50],
      [1, 8, 30],
      [3, 11, 35],
      [5, 9, 36],
      [7, 10, 26],
      [11, 12, 5],
    ],
    [8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
  ],
  [
    'nested blossom relabelled, then expanded',
    [
      [1, 2, 40],
      [1, 3, 40],
      [2, 3, 60],
      [2, 4, 55],
      [3, 5, 55],
      [4, 5, 50],
      [1, 8, 15],
      [5, 7, 30],
      [7, 6, 10],
      [8, 10, 10],
      [4, 9, 30],
    ],
    [2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
  ],
];

describe('maxWeightPerfectMatching', () => {
  it('pairs a single edge and refuses odd or unmatchable graphs', () => {
    expect([...(maxWeightPerfectMatching(2, { u: [0], v: [1], w: [5] }) ?? [])]).toEqual([1, 0]);
    expect(maxWeightPerfectMatching(3, { u: [0], v: [1], w: [5] })).toBeNull();
    // A star has no perfect matching.
    expect(maxWeightPerfectMatching(4, { u: [0, 0, 0], v: [1, 2, 3], w: [1, 1, 1] })).toBeNull();
  });

  it('takes two light edges when the heavy middle edge leaves the ends unmatched', () => {
    // Path 0-1-2-3 with weights 2, 5, 2: only the outer edges make a perfect matching.
    expect([...(maxWeightPerfectMatching(4, { u: [0, 1, 2], v: [1, 2, 3], w: [2, 5, 2] }) ?? [])]).toEqual([
      1, 0, 3, 2,
    ]);
  });

  it('handles an odd cycle (blossom) with a stem', () => {
    // Triangle 0-1-2 plus pendant 2-3: the only perfect matching is 0-1, 2-3.
    const mate = maxWeightPerfectMatching(4, { u: [0, 1, 0, 2], v: [1, 2, 2, 3], w: [8, 9, 10, 7] });
    expect([...(mate ?? [])]).toEqual([1, 0, 3, 2]);
  });

  it.each(CLASSIC)('%s', (_, list, expected) => {
    const edges = list.map(([u, v, w]) => ({ u: u - 1, v: v - 1, w }));
    const n = expected.length;
    const mate = maxWeightPerfectMatching(n, asEdges(edges));
    expect([...(mate ?? [])]).toEqual(expected.map((m) => m - 1));
    expect(weightOf(n, edges, referenceMatching(n, asEdges(edges), true))).toBe(weightOf(n, edges, mate!));
  });

  it('agrees with exhaustive search on random graphs', () => {
    fc.assert(
      fc.property(graphArb, ([n, edges]) => {
        expect(run(n, edges)).toBe(bruteForce(n, edges));
      }),
      { numRuns: 2000 },
    );
  });

  it('handles nested blossoms on dense graphs with few distinct weights', () => {
    const dense = fc.integer({ min: 2, max: 5 }).chain((half) =>
      fc.tuple(
        fc.constant(2 * half),
        fc.array(fc.integer({ min: 0, max: 3 }), {
          minLength: half * (2 * half - 1),
          maxLength: half * (2 * half - 1),
        }),
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
        expect(run(n, edges)).toBe(bruteForce(n, edges));
      }),
      { numRuns: 1000 },
    );
  });

  it('finds the same total weight as the previous O(n³) implementation on random graphs with ties', () => {
    for (let t = 0; t < 300; t++) {
      const rng = createRng(`ties-${t}`);
      const n = 2 * (4 + Math.floor(rng() * 14));
      const density = 0.2 + rng() * 0.6;
      const edges: Edge[] = [];
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b < n; b++) if (rng() < density) edges.push({ u: a, v: b, w: 1 + Math.floor(rng() * 6) });
      const reference = referenceMatching(n, asEdges(edges), true);
      const expected = reference.every((m) => m >= 0) ? weightOf(n, edges, reference) : null;
      expect(run(n, edges), `graph ${t}`).toBe(expected);
    }
  });

  it('finds the same total weight as the previous O(n³) implementation on larger window graphs', () => {
    for (let t = 0; t < 24; t++) {
      const rng = createRng(`window-${t}`);
      const n = 2 * (10 + Math.floor(rng() * 150));
      const span = 2 + Math.floor(rng() * 12);
      const edges = windowGraph(n, span, `graph-${t}`);
      const reference = referenceMatching(n, asEdges(edges), true);
      const perfect = reference.every((m) => m >= 0);
      const expected = perfect ? weightOf(n, edges, reference) : null;
      expect(run(n, edges), `graph ${t}: ${n} vertices, span ${span}`).toBe(expected);
    }
  });
});
