import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, EventFileSchema } from '../../../../shared/model';
import type { TournamentInput } from '../../../../shared/api/standings';
import { tournamentInputFromEvent } from '../input';
import { ITS_S11 } from '../presets';
import { computeStandings } from '../standings';
import { amend, bye, event, G1, G1_ROUND_2_PAIRS, G2, game, players } from '../testing/build';
import { accepted, refusal, said } from '../../testing/ruled';
import * as swiss from './swiss';
import type { PairOptions } from './swiss';
import { validatePairing } from './validate';

/** A round as the engine pairs it (a refusal fails the test). */
const pairRound = (...args: Parameters<typeof swiss.pairRound>) => accepted(swiss.pairRound(...args));
const pairRoundDetailed = (...args: Parameters<typeof swiss.pairRoundDetailed>) =>
  accepted(swiss.pairRoundDetailed(...args));

const opts: PairOptions = { preset: ITS_S11, seed: 'test' };
const pairsOf = (r: { pairs: { a: string; b: string }[] }) => r.pairs.map((p) => `${p.a}-${p.b}`);

describe('round 1: seeded random draw (ITS S11 · Pairings)', () => {
  const input = event(3, players('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), []);

  it('is reproducible from the seed and does not depend on the input order', () => {
    const one = pairRound(input, 1, opts);
    const again = pairRound({ ...input, players: [...input.players].reverse() }, 1, opts);
    expect(again).toEqual(one);
    expect(one.pairs.map((p) => p.table)).toEqual([1, 2, 3, 4]);
  });

  it('gives different draws for different seeds', () => {
    const draws = new Set(
      ['s1', 's2', 's3', 's4', 's5'].map((seed) => pairsOf(pairRound(input, 1, { ...opts, seed })).join()),
    );
    expect(draws.size).toBeGreaterThan(1);
  });

  it('gives the round-1 bye to a drawn player with an odd field', () => {
    const odd = event(3, players('a', 'b', 'c', 'd', 'e'), []);
    const byes = new Set(
      ['1', '2', '3', '4', '5', '6', '7', '8'].map((seed) => pairRound(odd, 1, { ...opts, seed }).bye),
    );
    expect(byes.size).toBeGreaterThan(1);
    expect(byes.has(null)).toBe(false);
  });

  it('keeps club-mates apart in round 1 by default', () => {
    const ps = players('a1', 'a2', 'a3', 'b1', 'b2', 'b3');
    ps.forEach((p) => (p.club = p.id.startsWith('a') ? 'Alpha' : 'Beta'));
    for (const seed of ['x', 'y', 'z', 'w']) {
      const r = pairRound(event(3, ps, []), 1, { ...opts, seed });
      for (const p of r.pairs) expect(p.a[0]).not.toBe(p.b[0]);
      expect(r.warnings).toEqual([]);
    }
  });
});

/**
 * Golden event G1 (6 players, no byes), worked by hand.
 * R1 (drawn): p1–p2 7–3 (2/0), p3–p4 5–0 (3/0), p5–p6 4–4 (1/1; VP 150/160).
 * After R1: p3 3 TP, p1 2, p6 1 (VP 160), p5 1 (VP 150), p2 0 (3 OP), p4 0 (0 OP).
 * R2 Swiss: p3–p1; p6–p5 would be a rematch. Rematch-free options with the same TP gaps:
 *   p6–p2 & p5–p4 (rank distances 2, 2) or p6–p4 & p5–p2 (3, 1): the first moves nobody as far.
 * R2: p3–p1 2–8 (p1 +3), p6–p2 6–6 (1/1), p5–p4 9–1 (p5 +3).
 * After R2: p1 5, p5 4, p3 3, p6 2, p2 1, p4 0 → R3: p1–p5, p3–p6, p2–p4 (none met before).
 * R3: p1–p5 3–3, p3–p6 7–2 (p3 +3), p2–p4 4–6 (p4 +2).
 * Final: p1 6 TP 18 OP 710 VP, p3 6/14/660, p5 5/16/650, p6 2/12/490, p4 2/7/270, p2 1/13/460.
 * Opponents' OP: p1 = 13+14+16 = 43, p3 = 7+18+12 = 37, p5 = 12+7+18 = 37, p6 = 16+13+14 = 43,
 *   p4 = 14+16+13 = 43, p2 = 18+12+7 = 37.
 */
describe('golden event G1: 6 players, 3 rounds', () => {
  const { players: ps, r1, r2, r3 } = G1;

  it('pairs round 2 avoiding the rematch with the smallest move', () => {
    const r = pairRound(event(3, ps, r1), 2, opts);
    expect(r).toEqual({ round: 2, pairs: G1_ROUND_2_PAIRS, bye: null, warnings: [] });
  });

  it('pairs round 3 1v2, 3v4, 5v6', () => {
    expect(pairsOf(pairRound(event(3, ps, [...r1, ...r2]), 3, opts))).toEqual(['p1-p5', 'p3-p6', 'p2-p4']);
  });

  it('ends with the hand-computed standings', () => {
    const rows = computeStandings(event(3, ps, [...r1, ...r2, ...r3]), ITS_S11);
    expect(rows.map((r) => [r.rank, r.id, r.tp, r.op, r.vp, r.oppOp])).toEqual([
      [1, 'p1', 6, 18, 710, 43],
      [2, 'p3', 6, 14, 660, 37],
      [3, 'p5', 5, 16, 650, 37],
      [4, 'p6', 2, 12, 490, 43],
      [5, 'p4', 2, 7, 270, 43],
      [6, 'p2', 1, 13, 460, 37],
    ]);
  });
});

/**
 * Golden event G2 (5 players: a bye every round), worked by hand.
 * R1 (drawn): q1–q2 6–1 (3/0, VP 280/90), q3–q4 3–3 (1/1, VP 150/140), bye q5 (2 TP).
 * After R1: q1 3, q5 2, q3 1 (VP 150), q4 1 (VP 140), q2 0. Bye → lowest without one: q2.
 *   Remaining q1 q5 q3 q4: q1–q5 would leave q3–q4 (rematch) → q1–q3 & q5–q4 (distances 2, 2)
 *   beats q1–q4 & q5–q3 (3, 1).
 * R2: q1–q3 5–5 (200/210), q5–q4 8–2 (q5 +3, 300/100), bye q2.
 * After R2: q5 5, q1 4, q3 2 (8 OP), q2 2 (1 OP), q4 1 → bye q4 (no bye yet); q5–q1, q3–q2.
 * R3: q5–q1 4–4 (200/250), q3–q2 6–2 (q3 +2, 220/100), bye q4.
 * Final raw: q5 6 TP 12 OP 500 VP (2 games, bye R1), q1 5/15/730, q3 4/14/580,
 *   q4 3/5/240 (2 games, bye R3), q2 2/3/190 (2 games, bye R2).
 * Bye adjustment ×3÷2, rounded up: q5 18 OP 750 VP; q4 8 (7.5) 360; q2 5 (4.5) 285.
 * Opponents' OP: q5 = q4 8 + q1 15 = 23; q1 = q2 5 + q3 14 + q5 18 = 37; q3 = q4 8 + q1 15 + q2 5
 *   = 28; q4 = q3 14 + q5 18 = 32; q2 = q1 15 + q3 14 = 29.
 */
describe('golden event G2: 5 players, byes and the end-of-event adjustment', () => {
  const { players: ps, r1, r2, r3 } = G2;

  it('round 2: bye to the lowest-ranked player, rematch avoided', () => {
    const r = pairRound(event(3, ps, r1), 2, opts);
    expect([pairsOf(r), r.bye]).toEqual([['q1-q3', 'q5-q4'], 'q2']);
  });

  it('round 3: bye to the lowest-ranked player without a bye', () => {
    const r = pairRound(event(3, ps, [...r1, ...r2]), 3, opts);
    expect([pairsOf(r), r.bye, r.warnings]).toEqual([['q5-q1', 'q3-q2'], 'q4', []]);
  });

  it('final standings with byes adjusted', () => {
    const rows = computeStandings(event(3, ps, [...r1, ...r2, ...r3]), ITS_S11);
    expect(rows.map((r) => [r.rank, r.id, r.tp, r.op, r.vp, r.oppOp, r.rawOp, r.rawVp, r.byeRounds])).toEqual([
      [1, 'q5', 6, 18, 750, 23, 12, 500, [1]],
      [2, 'q1', 5, 15, 730, 37, 15, 730, []],
      [3, 'q3', 4, 14, 580, 28, 14, 580, []],
      [4, 'q4', 3, 8, 360, 32, 5, 240, [3]],
      [5, 'q2', 2, 5, 285, 29, 3, 190, [2]],
    ]);
  });
});

describe('PAIRING.md: bugs other engines shipped', () => {
  it('a 4-player group in round 3 gets A–D / B–C instead of a forced rematch', () => {
    // R1 A–B 8–1, C–D 8–1; R2 A–C 8–1, B–D 8–1. Standings: A 6, B 3 (9 OP, more VP), C 3, D 0.
    // 1v2 (A–B) and 1v3 (A–C) are rematches; A–D with B–C is the only clean pairing.
    const input = event(3, players('A', 'B', 'C', 'D'), [
      game(1, 1, 'A', 'B', [8, 1], [300, 200]),
      game(1, 2, 'C', 'D', [8, 1], [100, 50]),
      game(2, 1, 'A', 'C', [8, 1], [300, 50]),
      game(2, 2, 'B', 'D', [8, 1], [300, 50]),
    ]);
    const r = pairRound(input, 3, opts);
    expect(pairsOf(r)).toEqual(['A-D', 'B-C']);
    expect(r.warnings).toEqual([]);
  });

  it('the bye moves up when the lowest eligible player’s bye would force a rematch', () => {
    // R1: A–B 8–2 (A 3), C–D 2–6 (D 3), bye E. R2: A–E 5–5, B–C 6–1 (B 3), bye D. D and E drop.
    // Round 3: A 4 TP, B 3, C 0 — all without a bye. Bye to C would leave A–B (met in R1),
    // so the bye moves up to B and A plays C.
    const ps = amend(players('A', 'B', 'C', 'D', 'E'), { D: { droppedAfterRound: 2 }, E: { droppedAfterRound: 2 } });
    const input = event(4, ps, [
      game(1, 1, 'A', 'B', [8, 2]),
      game(1, 2, 'C', 'D', [2, 6]),
      bye(1, 'E'),
      game(2, 1, 'A', 'E', [5, 5]),
      game(2, 2, 'B', 'C', [6, 1]),
      bye(2, 'D'),
    ]);
    const r = pairRoundDetailed(input, 3, opts);
    expect(r.order).toEqual(['A', 'B', 'C']);
    expect([pairsOf(r), r.bye, r.byeSkipped]).toEqual([['A-C'], 'B', ['C']]);
    expect(r.warnings[0]?.message).toMatch(/Bye moved up to B/);
  });

  it('when every remaining pair is a rematch it still pairs everyone, flags it, and adds no bye', () => {
    // Round robin of 4 over 3 rounds, then a 4th round: every pairing is a rematch.
    const input = event(4, players('A', 'B', 'C', 'D'), [
      game(1, 1, 'A', 'B', [5, 1]),
      game(1, 2, 'C', 'D', [5, 1]),
      game(2, 1, 'A', 'C', [5, 1]),
      game(2, 2, 'B', 'D', [5, 1]),
      game(3, 1, 'A', 'D', [5, 1]),
      game(3, 2, 'B', 'C', [5, 1]),
    ]);
    const r = pairRoundDetailed(input, 4, opts);
    expect(r.bye).toBeNull();
    expect(r.pairs).toHaveLength(2);
    expect(new Set(r.pairs.flatMap((p) => [p.a, p.b]))).toEqual(new Set(['A', 'B', 'C', 'D']));
    expect(r.rematches).toBe(2);
    expect(r.warnings.filter((w) => w.message.startsWith('Rematch'))).toHaveLength(2);
  });

  it('never gives anyone a second bye; refuses clearly when nobody is left for it', () => {
    // 3 active players who have all had a bye (two others dropped).
    const ps = amend(players('A', 'B', 'C', 'D', 'E'), { D: { droppedAfterRound: 3 }, E: { droppedAfterRound: 3 } });
    const input = event(5, ps, [
      bye(1, 'A'),
      game(1, 1, 'B', 'C', [1, 1]),
      game(1, 2, 'D', 'E', [1, 1]),
      bye(2, 'B'),
      game(2, 1, 'A', 'D', [1, 1]),
      game(2, 2, 'C', 'E', [1, 1]),
      bye(3, 'C'),
      game(3, 1, 'A', 'E', [1, 1]),
      game(3, 2, 'B', 'D', [1, 1]),
    ]);
    const problem = refusal(swiss.pairRound(input, 4, opts));
    expect(problem.kind).toBe('violation');
    expect(said(problem)).toMatch(/already had a bye/);
  });

  it('a player with a bye is paired like anyone else afterwards', () => {
    // G2 round 3 again: q5 (bye in R1) and q2 (bye in R2) are paired by rank, not kept apart or
    // pushed together: q5 (1st) plays q1 (2nd).
    const input = event(3, G2.players, [...G2.r1, ...G2.r2]);
    expect(pairsOf(pairRound(input, 3, opts))[0]).toBe('q5-q1');
  });

  it('a dropped player is never paired, even after the event file is saved and reloaded', () => {
    const now = new Date(0).toISOString();
    const file = EventFileSchema.parse({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      id: 'e1',
      revision: 3,
      createdAt: now,
      updatedAt: now,
      settings: { name: 'Drop test', rounds: 3 },
      players: ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id, name: id })),
      rounds: [
        {
          number: 1,
          tier: 'mid',
          status: 'closed',
          pairings: [
            { table: 1, a: 'A', b: 'B', result: { op: [5, 2], vp: [10, 5], tp: [2, 0], committedAt: now } },
            { table: 2, a: 'C', b: 'D', result: { op: [1, 6], vp: [5, 10], tp: [0, 3], committedAt: now } },
          ],
          bye: 'E',
        },
      ],
    });
    file.players[3]!.droppedAfterRound = 1;
    const reloaded = EventFileSchema.parse(JSON.parse(JSON.stringify(file)));
    const r = pairRound(tournamentInputFromEvent(reloaded), 2, opts);
    const placed = r.pairs.flatMap((p) => [p.a, p.b]);
    expect(placed).not.toContain('D');
    expect(r.pairs.every((p) => p.a !== p.b)).toBe(true);
    expect(r.bye).toBeNull(); // 4 active players: no bye
    expect(placed.sort()).toEqual(['A', 'B', 'C', 'E']);
  });

  it('ties on every tiebreak are ordered the same way on every run', () => {
    const input = event(3, players('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), [
      game(1, 1, 'a', 'b', [5, 5], [100, 100]),
      game(1, 2, 'c', 'd', [5, 5], [100, 100]),
      game(1, 3, 'e', 'f', [5, 5], [100, 100]),
      game(1, 4, 'g', 'h', [5, 5], [100, 100]),
    ]);
    const first = pairRoundDetailed(input, 2, opts);
    for (let i = 0; i < 5; i++) {
      const shuffledInput: TournamentInput = { ...input, players: [...input.players].sort(() => (i % 2 ? 1 : -1)) };
      expect(pairRoundDetailed(shuffledInput, 2, opts)).toEqual(first);
    }
  });

  it('an odd-sized TP group floats one adjacent player, not an X–0 v 0–X pairing', () => {
    // R1: A–D, B–E, C–F won 8–1 by A, B, C. R2: A–C (A wins), B–D (D wins), E–F (E wins).
    // After R2: A 6 TP; B, C, D, E 3 TP; F 0. The clean Swiss answer: A plays a 3-TP player,
    // F plays a 3-TP player, the other two 3-TP players meet; never A–F.
    const input = event(3, players('A', 'B', 'C', 'D', 'E', 'F'), [
      game(1, 1, 'A', 'D', [8, 1]),
      game(1, 2, 'B', 'E', [8, 1]),
      game(1, 3, 'C', 'F', [8, 1]),
      game(2, 1, 'A', 'C', [8, 1]),
      game(2, 2, 'B', 'D', [1, 8]),
      game(2, 3, 'E', 'F', [8, 1]),
    ]);
    const r = pairRound(input, 3, opts);
    const tp = new Map(computeStandings(input, ITS_S11, { throughRound: 2 }).map((row) => [row.id, row.tp]));
    expect(pairsOf(r)).not.toContain('A-F');
    const gaps = r.pairs.map((p) => Math.abs((tp.get(p.a) ?? 0) - (tp.get(p.b) ?? 0))).sort();
    expect(gaps).toEqual([0, 3, 3]);
    expect(r.warnings).toEqual([]);
  });
});

describe('options', () => {
  it('avoids club-mates in every round with "always", but not by default after round 1', () => {
    // R1 A–C 5–5, B–D 5–5: all 1 TP, 5 OP; VP A 200, B 150, C 100, D 50 → order A, B, C, D.
    // A and B are club-mates. Default (round 1 only): A–B, C–D. "always": A–C and B–D are
    // rematches, so A–D and B–C.
    const ps = players('A', 'B', 'C', 'D');
    ps[0]!.club = 'Alpha';
    ps[1]!.club = 'Alpha';
    const input = event(3, ps, [game(1, 1, 'A', 'C', [5, 5], [200, 100]), game(1, 2, 'B', 'D', [5, 5], [150, 50])]);
    expect(pairsOf(pairRound(input, 2, opts))).toEqual(['A-B', 'C-D']);
    expect(pairsOf(pairRound(input, 2, { ...opts, avoidSameClub: 'always' }))).toEqual(['A-D', 'B-C']);
  });

  it('keeps TP groups ahead of club avoidance', () => {
    // R1 A–C 6–2, B–D 6–3: A and B (club-mates) are the only 2-TP players; splitting them would
    // put both against 0-TP players, so they still meet, with a warning.
    const ps = players('A', 'B', 'C', 'D');
    ps[0]!.club = 'Alpha';
    ps[1]!.club = 'Alpha';
    const input = event(3, ps, [game(1, 1, 'A', 'C', [6, 2]), game(1, 2, 'B', 'D', [6, 3])]);
    const r = pairRound(input, 2, { ...opts, avoidSameClub: 'always' });
    expect(pairsOf(r).map((p) => p.split('-').sort().join('-'))).toEqual(['A-B', 'C-D']);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'Club clash on table 1: B and A are both from Alpha (kept apart only when rematches and score groups allow).',
    ]);
  });

  it('flags a club clash that cannot be avoided', () => {
    const ps = players('A', 'B', 'C', 'D');
    ps.forEach((p) => (p.club = 'Alpha'));
    const r = pairRound(event(3, ps, []), 1, opts);
    expect(r.warnings.filter((w) => w.message.startsWith('Club clash'))).toHaveLength(2);
  });

  it('pairs 1v2 even when it is a rematch if rematch avoidance is off', () => {
    // R1 A–B 5–5 (VP 100/50), C–D 0–0 (VP 100/50): all 1 TP → order A, B (5 OP), C, D (0 OP).
    // 1v2 and 3v4 are both rematches. Avoiding them: A–C & B–D (rank distances 2, 2) beats
    // A–D & B–C (3, 1). With avoidance off: plain 1v2, 3v4, flagged.
    const input = event(3, players('A', 'B', 'C', 'D'), [
      game(1, 1, 'A', 'B', [5, 5], [100, 50]),
      game(1, 2, 'C', 'D', [0, 0], [100, 50]),
    ]);
    expect(pairsOf(pairRound(input, 2, opts))).toEqual(['A-C', 'B-D']);
    const off = pairRound(input, 2, { ...opts, avoidRematches: false });
    expect(pairsOf(off)).toEqual(['A-B', 'C-D']);
    expect(off.warnings).toHaveLength(2);
    expect(off.warnings[0]?.message).toMatch(/rematch avoidance is off/);
  });

  it('skips tables fixed to another scenario', () => {
    const input = event(3, players('A', 'B', 'C', 'D'), []);
    const tables = [
      { number: 1, fixedScenario: null },
      { number: 2, fixedScenario: 'frontline' },
      { number: 3, fixedScenario: null },
    ];
    expect(pairRound(input, 1, { ...opts, tables, scenarioId: 'acquisition' }).pairs.map((p) => p.table)).toEqual([
      1, 3,
    ]);
    expect(pairRound(input, 1, { ...opts, tables, scenarioId: 'frontline' }).pairs.map((p) => p.table)).toEqual([1, 2]);
  });

  it('refuses a round its scenario’s tables cannot seat, naming the tables set up for another scenario', () => {
    const input = event(3, players('A', 'B', 'C', 'D', 'E', 'F'), []);
    const tables = [
      { number: 1, fixedScenario: null },
      { number: 2, fixedScenario: 'frontline' },
      { number: 3, fixedScenario: null },
    ];
    const problem = refusal(swiss.pairRound(input, 1, { ...opts, tables, scenarioId: 'acquisition' }));
    expect(problem.kind).toBe('violation');
    expect(problem.details).toEqual({ tablesShort: { round: 1, needed: 3, usable: 2, otherScenarioTables: [2] } });
    expect(said(problem)).toMatch(/^Round 1 needs 3 tables but only 2 of the event’s 3 tables .* Tables 2 are set up/);
  });

  it('refuses a round outside the event', () => {
    const problem = refusal(swiss.pairRound(event(3, players('A', 'B'), []), 4, opts));
    expect(problem.kind).toBe('invalid');
    expect(said(problem)).toBe('Round 4 is outside the event’s rounds (1 to 3).');
  });
});

describe('validatePairing (manual changes)', () => {
  const ps = players('A', 'B', 'C', 'D', 'E');
  ps[0]!.club = 'Alpha';
  ps[2]!.club = 'Alpha';
  const input = event(3, ps, [game(1, 1, 'A', 'B', [5, 2]), game(1, 2, 'C', 'D', [5, 2]), bye(1, 'E')]);

  it('flags rematches, second byes, club clashes and repeated tables', () => {
    const w = validatePairing(
      input,
      2,
      [
        { table: 1, a: 'A', b: 'B' },
        { table: 2, a: 'C', b: 'D' },
      ],
      'E',
      { avoidSameClub: 'always', avoidRepeatTables: true },
    );
    expect(w.map((x) => x.message)).toEqual([
      'Rematch at table 1: A and B already played each other in round 1.',
      'Repeated table: A already played on table 1 in round 1.',
      'Repeated table: B already played on table 1 in round 1.',
      'Rematch at table 2: C and D already played each other in round 1.',
      'Repeated table: C already played on table 2 in round 1.',
      'Repeated table: D already played on table 2 in round 1.',
      'Second bye: E already had the bye in round 1; ITS S11 · Byes allows one per event.',
    ]);
    const clash = validatePairing(
      input,
      2,
      [
        { table: 3, a: 'A', b: 'C' },
        { table: 4, a: 'B', b: 'E' },
      ],
      'D',
      {
        avoidSameClub: 'always',
      },
    );
    expect(clash.map((x) => x.message)).toEqual(['Club clash at table 3: A and C are both from Alpha.']);
  });

  it('flags players placed twice or left out', () => {
    const w = validatePairing(
      input,
      2,
      [
        { table: 1, a: 'A', b: 'C' },
        { table: 2, a: 'A', b: 'D' },
      ],
      null,
    );
    expect(w.map((x) => x.message)).toContain('A is placed twice: at table 1 and at table 2.');
    expect(w.map((x) => x.message)).toContain('Not paired this round: B, E.');
  });
});
