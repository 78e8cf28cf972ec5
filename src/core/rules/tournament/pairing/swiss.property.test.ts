/**
 * Property tests: thousands of random events played round by round through the pairing engine.
 * The oracles below are independent of the engine (bitmask search over all pairings).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBye } from '../../../../shared/api/standings';
import type { TournamentGame, TournamentInput, TournamentPlayer } from '../../../../shared/api/standings';
import { createRng } from '../../random';
import { ITS_S11 } from '../presets';
import { computeStandings } from '../standings';
import { accepted } from '../../testing/ruled';
import * as swiss from './swiss';
import type { ClubMode, PairingDetail } from './swiss';

/** A round as the engine pairs it (a refusal fails the test). */
const pairRoundDetailed = (...args: Parameters<typeof swiss.pairRoundDetailed>) =>
  accepted(swiss.pairRoundDetailed(...args));

interface Scenario {
  n: number;
  rounds: number;
  seed: string;
  clubs: number;
  clubMode: ClubMode;
  drops: number;
}

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Is there a perfect pairing of `ids` using only pairs not in `met`? (bitmask DP) */
function perfectWithoutRematch(ids: readonly string[], met: ReadonlySet<string>): boolean {
  const n = ids.length;
  if (n % 2) return false;
  const memo = new Map<number, boolean>();
  const full = (1 << n) - 1;
  const go = (mask: number): boolean => {
    if (mask === full) return true;
    const cached = memo.get(mask);
    if (cached !== undefined) return cached;
    let i = 0;
    while (mask & (1 << i)) i++;
    let ok = false;
    for (let j = i + 1; j < n && !ok; j++) {
      if (mask & (1 << j)) continue;
      if (met.has(key(ids[i] as string, ids[j] as string))) continue;
      ok = go(mask | (1 << i) | (1 << j));
    }
    memo.set(mask, ok);
    return ok;
  };
  return go(0);
}

/** Minimum Σ (TP difference)² over rematch-free perfect pairings of `ids` (Infinity if none). */
function minTpGap(ids: readonly string[], tp: ReadonlyMap<string, number>, met: ReadonlySet<string>): number {
  const n = ids.length;
  const memo = new Map<number, number>();
  const full = (1 << n) - 1;
  const go = (mask: number): number => {
    if (mask === full) return 0;
    const cached = memo.get(mask);
    if (cached !== undefined) return cached;
    let i = 0;
    while (mask & (1 << i)) i++;
    let best = Infinity;
    for (let j = i + 1; j < n; j++) {
      if (mask & (1 << j)) continue;
      if (met.has(key(ids[i] as string, ids[j] as string))) continue;
      const d = ((tp.get(ids[i] as string) ?? 0) - (tp.get(ids[j] as string) ?? 0)) ** 2;
      best = Math.min(best, d + go(mask | (1 << i) | (1 << j)));
    }
    memo.set(mask, best);
    return best;
  };
  return go(0);
}

function makePlayers(s: Scenario): TournamentPlayer[] {
  return Array.from({ length: s.n }, (_, i) => ({
    id: `p${String(i).padStart(2, '0')}`,
    name: `P${i}`,
    club: s.clubs > 0 ? `club${i % s.clubs}` : '',
    droppedAfterRound: null,
    joinedRound: 1,
  }));
}

interface RoundCheck {
  input: TournamentInput;
  round: number;
  result: PairingDetail;
  active: string[];
}

/** Plays a whole random event; calls `check` after pairing each round. */
function simulate(s: Scenario, check: (c: RoundCheck) => void): void {
  const rng = createRng(`results:${s.seed}`);
  const input: TournamentInput = { rounds: s.rounds, players: makePlayers(s), games: [] };
  for (let round = 1; round <= s.rounds; round++) {
    // Random drops after round 1 (never below 3 active players).
    if (round > 1) {
      for (let d = 0; d < s.drops; d++) {
        const activeNow = input.players.filter((p) => p.droppedAfterRound === null);
        if (activeNow.length <= 3 || rng() < 0.6) continue;
        const victim = activeNow[Math.floor(rng() * activeNow.length)] as TournamentPlayer;
        victim.droppedAfterRound = round - 1;
      }
    }
    const active = input.players.filter((p) => p.droppedAfterRound === null).map((p) => p.id);
    let result: PairingDetail;
    try {
      result = pairRoundDetailed(input, round, { preset: ITS_S11, seed: s.seed, avoidSameClub: s.clubMode });
    } catch (err) {
      // Only allowed when every active player has had a bye already.
      const hadBye = new Set(input.games.filter(isBye).map((g) => g.bye));
      expect(active.length % 2).toBe(1);
      expect(active.every((id) => hadBye.has(id))).toBe(true);
      expect(String(err)).toMatch(/already had a bye/);
      return;
    }
    check({ input, round, result, active });
    for (const p of result.pairs) {
      const op: [number, number] = [Math.floor(rng() * 11), Math.floor(rng() * 11)];
      const vp: [number, number] = [Math.floor(rng() * 301), Math.floor(rng() * 301)];
      input.games.push({ round, table: p.table, a: p.a, b: p.b, op, vp } satisfies TournamentGame);
    }
    if (result.bye) input.games.push({ round, bye: result.bye });
  }
}

function metBefore(input: TournamentInput, round: number): Set<string> {
  const met = new Set<string>();
  for (const g of input.games) if (!isBye(g) && g.round < round) met.add(key(g.a, g.b));
  return met;
}

function checkInvariants({ input, round, result, active }: RoundCheck): void {
  const placed = [...result.pairs.flatMap((p) => [p.a, p.b]), ...(result.bye ? [result.bye] : [])];
  // Nobody twice in a round; exactly the active players; a bye only with an odd field.
  expect(new Set(placed).size).toBe(placed.length);
  expect(new Set(placed)).toEqual(new Set(active));
  expect(result.bye !== null).toBe(active.length % 2 === 1);
  expect(result.pairs.every((p) => p.a !== p.b)).toBe(true);
  // Tables distinct.
  expect(new Set(result.pairs.map((p) => p.table)).size).toBe(result.pairs.length);
  // Never a second bye.
  const hadBye = new Set(input.games.filter(isBye).map((g) => g.bye));
  if (result.bye) expect(hadBye.has(result.bye)).toBe(false);
  // Rematch count is what the warnings say.
  const met = metBefore(input, round);
  const rematches = result.pairs.filter((p) => met.has(key(p.a, p.b))).length;
  expect(result.rematches).toBe(rematches);
}

const scenario = (maxN: number) =>
  fc.record({
    n: fc.integer({ min: 4, max: maxN }),
    rounds: fc.integer({ min: 3, max: 6 }),
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    clubs: fc.integer({ min: 0, max: 4 }),
    clubMode: fc.constantFrom<ClubMode>('never', 'round1', 'always'),
    drops: fc.integer({ min: 0, max: 2 }),
  });

describe('Swiss pairing properties (random events)', () => {
  it('small events: invariants, no avoidable rematch, bye to the lowest eligible player, smallest TP gaps', () => {
    fc.assert(
      fc.property(scenario(13), (s) => {
        simulate(s, (c) => {
          checkInvariants(c);
          const { input, round, result, active } = c;
          const met = metBefore(input, round);
          const hadBye = new Set(input.games.filter(isBye).map((g) => g.bye));
          // The engine's order must be the standings order (ties in any order).
          if (round > 1) {
            const rows = computeStandings(input, ITS_S11, { throughRound: round - 1 });
            const pos = new Map(rows.map((r) => [r.id, r.rank]));
            for (let i = 1; i < result.order.length; i++) {
              expect(pos.get(result.order[i - 1] as string)! <= pos.get(result.order[i] as string)!).toBe(true);
            }
          }
          // Oracle for the bye and for rematches.
          let expectedBye: string | null = null;
          let cleanExists: boolean;
          if (active.length % 2 === 1) {
            const eligible = result.order.filter((id) => !hadBye.has(id));
            const fromBottom = [...eligible].reverse();
            const clean = fromBottom.find((c) =>
              perfectWithoutRematch(
                active.filter((id) => id !== c),
                met,
              ),
            );
            cleanExists = clean !== undefined;
            expectedBye = round === 1 ? result.bye : (clean ?? fromBottom[0] ?? null);
          } else {
            cleanExists = perfectWithoutRematch(active, met);
          }
          expect(result.bye).toBe(expectedBye);
          if (cleanExists) expect(result.rematches).toBe(0);
          // Score groups: the sum of squared TP gaps is the smallest any clean pairing allows.
          if (cleanExists && round > 1) {
            const tp = new Map(computeStandings(input, ITS_S11, { throughRound: round - 1 }).map((r) => [r.id, r.tp]));
            const rest = active.filter((id) => id !== result.bye);
            const got = result.pairs.reduce((sum, p) => sum + ((tp.get(p.a) ?? 0) - (tp.get(p.b) ?? 0)) ** 2, 0);
            expect(got).toBe(minTpGap(rest, tp, met));
          }
        });
      }),
      { numRuns: 1500 },
    );
  });

  it('larger events: invariants, and zero rematches whenever the field guarantees a clean pairing', () => {
    // Each player has met at most round − 1 opponents, so among m players to pair every player
    // has at least m − round legal partners. When m ≥ 2·round that is ≥ m/2, and by Dirac's
    // theorem a Hamiltonian cycle — hence a rematch-free perfect pairing — exists.
    fc.assert(
      fc.property(scenario(60), (s) => {
        simulate(s, (c) => {
          checkInvariants(c);
          const m = c.active.length - (c.result.bye ? 1 : 0);
          if (m >= 2 * c.round) expect(c.result.rematches).toBe(0);
        });
      }),
      { numRuns: 400 },
    );
  });

  it('is deterministic: the same event and seed give the same pairings', () => {
    fc.assert(
      fc.property(scenario(30), (s) => {
        const first: PairingDetail[] = [];
        simulate(s, (c) => first.push(c.result));
        const second: PairingDetail[] = [];
        simulate(s, (c) => second.push(c.result));
        expect(second).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });
});
