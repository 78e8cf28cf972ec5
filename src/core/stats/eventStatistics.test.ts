/**
 * The statistics of the invented event in testing/smallEvent.ts, every figure worked by hand
 * from the results written there (the working is beside each expectation).
 */
import { describe, expect, it } from 'vitest';
import { eventStatistics } from './eventStatistics';
import { rateOf, rateText } from './rate';
import { smallEvent } from './testing/smallEvent';

describe('eventStatistics on the small invented event', () => {
  const stats = eventStatistics(smallEvent());

  it('counts players, lists, consent and rounds played', () => {
    // 5 players; ana, bea, cai and eve have lists (dan none); only ana said yes; rounds 1 and 2 played of 3.
    expect(stats).toMatchObject({ players: 5, withList: 4, publishing: 1, roundsPlayed: 2 });
  });

  it('works each faction out (most players first, then by name)', () => {
    expect(stats.factions).toEqual([
      {
        // cai: 5–5 tie, 8–2 win; dan: 5–5 tie. OP (5+8+5)/3 = 6; VP (100+300+200)/3 = 200;
        // TP cai 1+3 = 4, dan 1+2 (bye) = 3 → 3.5; ranks: cai 1st (4 TP, 13 OP), dan 3rd.
        name: 'Nomads',
        players: 2,
        games: 3,
        wins: 1,
        ties: 2,
        losses: 0,
        winRate: { count: 1, of: 3, percent: null },
        avgOp: 6,
        avgVp: 200,
        avgTp: 3.5,
        bestPlacing: 1,
      },
      {
        // ana: 7–3 win, 2–8 loss; bea: 3–7 loss, 4–6 loss. OP (7+2+3+4)/4 = 4; VP
        // (250+90+120+150)/4 = 152.5; TP ana 2+0, bea 0+0 → 1; ana 4th (2 TP), bea 5th.
        name: 'PanOceania',
        players: 2,
        games: 4,
        wins: 1,
        ties: 0,
        losses: 3,
        winRate: { count: 1, of: 4, percent: null },
        avgOp: 4,
        avgVp: 152.5,
        avgTp: 1,
        bestPlacing: 4,
      },
      {
        // One player, one game (6–4 win) and a bye: TP 2+2 = 4, 6 OP → 2nd behind cai's 13 OP.
        name: 'Aleph',
        players: 1,
        games: 1,
        wins: 1,
        ties: 0,
        losses: 0,
        winRate: { count: 1, of: 1, percent: null },
        avgOp: 6,
        avgVp: 180,
        avgTp: 4,
        bestPlacing: 2,
      },
    ]);
  });

  it('works each sectorial out, the player without a list last', () => {
    expect(stats.sectorials.map((s) => [s.name, s.players, s.games, s.avgOp, s.avgTp, s.bestPlacing])).toEqual([
      ['Jurisdictional Command of Corregidor', 1, 2, 6.5, 4, 1], // cai: (5+8)/2
      ['Neoterran Capitaline Army', 1, 2, 3.5, 0, 5], // bea: (3+4)/2
      ['Shock Army of Acontecimento', 1, 2, 4.5, 2, 4], // ana: (7+2)/2, her first list's army
      ['Steel Phalanx', 1, 1, 6, 4, 2], // eve
      ['', 1, 1, 5, 3, 3], // dan, no list: 5–5 and a bye
    ]);
  });

  it('works each round out: OP and VP spread, games ended by Retreat!', () => {
    expect(stats.rounds).toEqual([
      {
        round: 1,
        scenarioId: 'frontline',
        games: 2,
        // OP 7, 3, 5, 5.
        opCounts: [0, 0, 0, 1, 0, 2, 0, 1, 0, 0, 0],
        // Mid tier: 300 points → bands of 50 from 0–49 to 300+ (7). VP 250 → 5, 120 → 2, 100 → 2, 200 → 4.
        vpCounts: [0, 0, 2, 0, 1, 1, 0],
        vpBand: 50,
        retreats: { count: 1, of: 2, percent: null }, // cai–dan
      },
      {
        round: 2,
        scenarioId: 'annihilation',
        games: 2,
        opCounts: [0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0], // OP 2, 8, 6, 4
        vpCounts: [0, 1, 0, 2, 0, 0, 1], // VP 90 → 1, 300 → 6, 180 → 3, 150 → 3
        vpBand: 50,
        retreats: { count: 0, of: 2, percent: null },
      },
    ]);
  });

  it('works each scenario out, by side of the table where it was recorded', () => {
    expect(stats.scenarios).toEqual([
      // (7+3+5+5)/4 = 5; only cai–dan records who went first (dan, 5; cai second, 5).
      { scenarioId: 'frontline', games: 2, avgOp: 5, sidesRecorded: 1, avgOpFirst: 5, avgOpSecond: 5 },
      // (2+8+6+4)/4 = 5; ana–cai: ana first with 2, cai second with 8.
      { scenarioId: 'annihilation', games: 2, avgOp: 5, sidesRecorded: 1, avgOpFirst: 2, avgOpSecond: 8 },
    ]);
  });

  it('counts the lists fielding each unit, by army, a unit fielded twice in a list counted once — consenting players’ lists only', () => {
    // Only Ana consented: the other players' units (Alguacil, Wildcat, Myrmidon…) appear nowhere.
    expect(stats.units).toEqual([
      // ana's two lists: Fusilier in both (twice in the first), Bulleteer and Aquila Guard in one each.
      { army: 'Shock Army of Acontecimento', unit: 'Fusilier', lists: 2, of: 2 },
      { army: 'Shock Army of Acontecimento', unit: 'Aquila Guard', lists: 1, of: 2 },
      { army: 'Shock Army of Acontecimento', unit: 'Bulleteer', lists: 1, of: 2 },
    ]);
  });

  it("follows the top players' Tournament Points round by round, in final order", () => {
    // After R1: ana 2, bea 0, cai 1, dan 1, eve 2 (bye). After R2: cai 4 (13 OP), eve 4 (6 OP), dan 3, ana 2, bea 0.
    expect(stats.top.map((l) => [l.id, l.rank, l.tp])).toEqual([
      ['cai', 1, [1, 4]],
      ['eve', 2, [2, 4]],
      ['dan', 3, [1, 3]],
      ['ana', 4, [2, 2]],
      ['bea', 5, [0, 0]],
    ]);
  });
});

describe('rates', () => {
  it('give a percentage from 5 games on, only the count below', () => {
    expect(rateOf(3, 5)).toEqual({ count: 3, of: 5, percent: 60 });
    expect(rateOf(4, 4)).toEqual({ count: 4, of: 4, percent: null });
    expect(rateOf(0, 0)).toEqual({ count: 0, of: 0, percent: null });
    expect(rateText(rateOf(2, 3))).toEqual({ key: 'stats.rateOf', params: { count: 2, of: 3 } });
    expect(rateText(rateOf(2, 8)).key).toBe('stats.ratePercent');
  });
});
