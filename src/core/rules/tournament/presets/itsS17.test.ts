import { describe, expect, it } from 'vitest';
import { english, msg } from '../../../../shared/messages';
import { ITS_S11, outcomeFor, presetById, presetForSettings, tierLimits, tournamentPoints } from '../presets';
import { presetInfo } from '../presetInfo';
import { computeStandings } from '../standings';
import { handWorkedFivePlayers } from '../testing/build';
import { ITS_S17 } from './itsS17';

/**
 * ITS S17 · Keeping Score and · Bonus Points, worked by hand:
 *   Victory 4, Tie 2, Defeat 0; Offensive Bonus +1 at 5+ OP; Defensive Bonus +1 for losing by ≤ 2.
 */
describe('ITS S17 · Keeping Score with bonus points (hand-worked games)', () => {
  it.each([
    // 7–6: 4 + 1 (7 ≥ 5) = 5 | 0 + 1 (6 ≥ 5) + 1 (lost by 1) = 2 — the issue's own example.
    [
      [7, 6],
      [5, 2],
    ],
    // 5–5: Tie 2 + 1 (5 ≥ 5) each.
    [
      [5, 5],
      [3, 3],
    ],
    // 4–1: 4, no bonus (4 < 5) | lost by 3: nothing.
    [
      [4, 1],
      [4, 0],
    ],
    // 9–7: 4 + 1 = 5 | 0 + 1 (7 ≥ 5) + 1 (lost by exactly 2) = 2.
    [
      [9, 7],
      [5, 2],
    ],
    // 0–0: Tie 2 each, no bonus.
    [
      [0, 0],
      [2, 2],
    ],
    // 1–6 the other way round: 0 | 4 + 1.
    [
      [1, 6],
      [0, 5],
    ],
    // 3–4: 0 + 1 (lost by 1) | 4, no bonus.
    [
      [3, 4],
      [1, 4],
    ],
  ] as const)('OP %j gives TP %j', (op, tp) => {
    expect(tournamentPoints(ITS_S17, op)).toEqual(tp);
  });

  it('names the outcome and the bonuses earned', () => {
    const defeat = outcomeFor(ITS_S17, 6, 7);
    expect({ outcome: english(defeat.outcome), tp: defeat.tp }).toEqual({
      outcome: 'Defeat (+Offensive Bonus, Defensive Bonus)',
      tp: 2,
    });
    expect(defeat.outcome.params?.['outcome']).toEqual(msg('s.tournament.defeat'));
    expect(outcomeFor(ITS_S17, 4, 1)).toEqual({ outcome: msg('s.tournament.victory'), tp: 4 });
  });

  it('is a named preset beside ITS S11, which stays the default', () => {
    expect(presetById('its-s17')).toBe(ITS_S17);
    expect(presetForSettings({})).toBe(ITS_S11);
    expect(ITS_S17.tiebreaks).toEqual(['tp', 'op', 'vp', 'opponents-op']);
  });
});

describe('ITS S17 · Byes: a Victory worth 3 TP, or 4 where the referee chooses', () => {
  it('is 3 TP, 0 OP, 0 VP by default', () => {
    expect(presetForSettings({ presetId: 'its-s17' }).bye).toEqual({ tp: 3, op: 0, vp: 0 });
    expect(presetForSettings({ presetId: 'its-s17', byeTp: null }).bye.tp).toBe(3);
    expect(presetForSettings({ presetId: 'its-s17', byeTp: 3 }).bye.tp).toBe(3);
  });

  it('is 4 TP when the referee sets 4', () => {
    expect(presetForSettings({ presetId: 'its-s17', byeTp: 4 }).bye).toEqual({ tp: 4, op: 0, vp: 0 });
  });

  it('ignores a value the preset does not offer, and ITS S11 has no choice', () => {
    expect(presetForSettings({ presetId: 'its-s17', byeTp: 5 }).bye.tp).toBe(3);
    expect(presetForSettings({ presetId: 'its-s11', byeTp: 4 }).bye.tp).toBe(2);
  });
});

describe('ITS S17 · Tournament Tiers and the preset as screens see it', () => {
  it('lists army points and SWC per tier', () => {
    expect(tierLimits(ITS_S17, 'top')).toEqual({ points: [400, 350], swc: [8, 5] });
    expect(tierLimits(ITS_S17, 'mid')).toEqual({ points: [300, 250], swc: [6, 5] });
    expect(tierLimits(ITS_S17, 'low')).toEqual({ points: [200, 150], swc: [4, 3] });
    expect(tierLimits(ITS_S11, 'mid')).toEqual({ points: [300], swc: [6] });
  });

  it('describes its table, bye choices and OP/VP result entry', () => {
    const info = presetInfo(ITS_S17);
    expect(info.table).toEqual([
      { outcome: msg('s.tournament.victory'), bonus: false, margin: 'won by 1+ OP', tp: 4 },
      { outcome: msg('s.tournament.tie'), bonus: false, margin: 'equal OP', tp: 2 },
      { outcome: msg('s.tournament.defeat'), bonus: false, margin: 'fewer OP', tp: 0 },
      { outcome: msg('s.tournament.offensiveBonus'), bonus: true, margin: '5+ OP scored', tp: 1 },
      { outcome: msg('s.tournament.defensiveBonus'), bonus: true, margin: 'lost by ≤ 2 OP', tp: 1 },
    ]);
    expect(info.byeTpChoices).toEqual([3, 4]);
    expect(info.resultEntry).toBe('op-vp');
    expect(presetInfo(ITS_S11).resultEntry).toBe('scenario-wizard');
  });
});

/**
 * Standings under ITS S17 for the hand-worked event (`handWorkedFivePlayers`, ../testing/build.ts):
 *   R1: A–B 7–3 → A 4+1 = 5, B 0;  C–D 5–5 → 2+1 = 3 each;  E bye.
 *   R2: A–C 10–2 → A 5, C 0;  E–B 4–6 → B 4+1 = 5, E lost by 2: 0+1 = 1;  D bye.
 *   R3: A–E 6–6 → 2+1 = 3 each;  B–D 8–1 → B 5, D 0;  C bye.
 * Bye 3 TP: A 5+5+3 = 13; B 0+5+5 = 10; C 3+0+3 = 6; D 3+3+0 = 6; E 3+1+3 = 7.
 * OP/VP and the end-of-event bye adjustment are the preset-independent ITS rule:
 *   A 23/750, B 17/520, C ceil(7×3/2) = 11 / 225, D 9/435, E 15/540; opponents' OP A 43,
 *   B 47, C 32, D 28, E 40. Order: A 13, B 10, E 7, then C and D on 6 TP split by OP (11 v 9).
 * Bye 4 TP: C 7, D 7, E 8 — the same order.
 */
describe('standings under ITS S17', () => {
  it('ranks the hand-worked event with a 3 TP bye', () => {
    const rows = computeStandings(handWorkedFivePlayers, presetForSettings({ presetId: 'its-s17' }));
    expect(rows.map((r) => [r.rank, r.id, r.tp, r.op, r.vp, r.oppOp])).toEqual([
      [1, 'A', 13, 23, 750, 43],
      [2, 'B', 10, 17, 520, 47],
      [3, 'E', 7, 15, 540, 40],
      [4, 'C', 6, 11, 225, 32],
      [5, 'D', 6, 9, 435, 28],
    ]);
  });

  it('ranks it with a 4 TP bye', () => {
    const rows = computeStandings(handWorkedFivePlayers, presetForSettings({ presetId: 'its-s17', byeTp: 4 }));
    expect(rows.map((r) => [r.rank, r.id, r.tp])).toEqual([
      [1, 'A', 13],
      [2, 'B', 10],
      [3, 'E', 8],
      [4, 'C', 7],
      [5, 'D', 7],
    ]);
  });
});
