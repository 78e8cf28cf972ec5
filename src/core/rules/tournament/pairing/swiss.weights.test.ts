/**
 * The scalable matching must find the same optimum as the previous O(n³) implementation (kept as
 * a test oracle in tests/support/blossom-reference.ts) on whole random events of 64–2,000
 * players: every matching the pairing engine asks for is solved by both, and the total weights
 * (or "no perfect pairing") must agree.
 */
import { describe, expect, it, vi } from 'vitest';
import { maxWeightMatching as referenceMatching } from '../../../../../tests/support/blossom-reference';
import type { TournamentInput } from '../../../../shared/api/standings';
import { createRng } from '../../random';
import { ITS_S11 } from '../presets';
import type { WeightedEdges } from './blossom';
import { accepted } from '../../testing/ruled';
import * as swiss from './swiss';

/** A round as the engine pairs it (a refusal fails the test). */
const pairRoundDetailed = (...args: Parameters<typeof swiss.pairRoundDetailed>) =>
  accepted(swiss.pairRoundDetailed(...args));

const compared = vi.hoisted(() => ({ calls: 0, largest: 0, infeasible: 0 }));

vi.mock('./blossom', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./blossom')>();
  const total = (mate: ArrayLike<number>, edges: WeightedEdges): number => {
    const best = new Map<number, number>();
    for (let k = 0; k < edges.u.length; k++) {
      const u = edges.u[k] as number;
      const v = edges.v[k] as number;
      const key = Math.min(u, v) * 1e6 + Math.max(u, v);
      best.set(key, Math.max(best.get(key) ?? -Infinity, edges.w[k] as number));
    }
    let sum = 0;
    for (let i = 0; i < mate.length; i++) {
      const j = mate[i] as number;
      if (j > i) sum += best.get(i * 1e6 + j) as number;
    }
    return sum;
  };
  return {
    ...actual,
    maxWeightPerfectMatching(n: number, edges: WeightedEdges) {
      const ours = actual.maxWeightPerfectMatching(n, edges);
      const reference = referenceMatching(n, edges, true);
      const referencePerfect = reference.every((m) => m >= 0);
      compared.calls++;
      compared.largest = Math.max(compared.largest, n);
      if (!referencePerfect) compared.infeasible++;
      expect(ours === null, `${n} vertices: perfect pairing exists?`).toBe(!referencePerfect);
      if (ours !== null) expect(total(ours, edges), `${n} vertices: total weight`).toBe(total(reference, edges));
      return ours;
    },
  };
});

function playEvent(n: number, rounds: number, seed: string, clubs: number): void {
  const rng = createRng(`weights:${seed}`);
  const input: TournamentInput = {
    rounds,
    players: Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      name: `Player ${i}`,
      club: clubs > 0 ? `Club ${i % clubs}` : '',
      droppedAfterRound: null,
      joinedRound: 1,
    })),
    games: [],
  };
  for (let round = 1; round <= rounds; round++) {
    const result = pairRoundDetailed(input, round, { preset: ITS_S11, seed, avoidSameClub: 'always' });
    for (const p of result.pairs) {
      const op: [number, number] = [Math.floor(rng() * 11), Math.floor(rng() * 11)];
      input.games.push({ round, table: p.table, a: p.a, b: p.b, op, vp: [0, 0] });
    }
    if (result.bye) input.games.push({ round, bye: result.bye });
  }
}

describe('Swiss pairing: same optimum as the previous matching implementation', () => {
  it('agrees on every matching of random events of 64 to 2,000 players', () => {
    playEvent(64, 6, 'a', 8);
    playEvent(171, 5, 'b', 0);
    playEvent(500, 4, 'c', 12);
    playEvent(1001, 3, 'd', 0);
    playEvent(2000, 3, 'e', 40);
    expect(compared.largest).toBe(2000);
    expect(compared.calls).toBeGreaterThanOrEqual(21);
  });

  it('agrees on small fields where rematches cannot all be avoided', () => {
    // 6 players over 5 rounds: later rounds leave few rematch-free pairings, or none.
    for (let s = 0; s < 40; s++) playEvent(6 + (s % 3), 5, `small-${s}`, 2);
    expect(compared.infeasible).toBeGreaterThan(0);
  });
});
