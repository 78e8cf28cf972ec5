import { describe, expect, it } from 'vitest';
import { msg } from '../../../shared/messages';
import {
  EXAMPLE_420,
  ITS_S11,
  outcomeFor,
  presetById,
  presetOrDefault,
  suggestedRounds,
  tournamentPoints,
} from './presets';
import { presetInfo } from './presetInfo';

describe('ITS S11 · Keeping Score (TP from the OP difference)', () => {
  it("gives the rules' own example: 7 v 3 is a Victory, 2 TP to 0", () => {
    // Difference 4 → Victory (1–4) worth 2 TP; the opponent is behind → Defeat, 0 TP.
    expect(outcomeFor(ITS_S11, 7, 3)).toEqual({ outcome: msg('s.tournament.victory'), tp: 2 });
    expect(outcomeFor(ITS_S11, 3, 7)).toEqual({ outcome: msg('s.tournament.defeat'), tp: 0 });
    expect(tournamentPoints(ITS_S11, [7, 3])).toEqual([2, 0]);
  });

  it('a difference of 5 or more is a Total Victory worth 3 TP', () => {
    expect(tournamentPoints(ITS_S11, [5, 0])).toEqual([3, 0]);
    expect(tournamentPoints(ITS_S11, [10, 0])).toEqual([3, 0]);
    expect(tournamentPoints(ITS_S11, [2, 9])).toEqual([0, 3]);
    expect(outcomeFor(ITS_S11, 8, 3).outcome).toEqual(msg('s.tournament.totalVictory'));
  });

  it('a difference of 1 to 4 is a Victory worth 2 TP', () => {
    expect(tournamentPoints(ITS_S11, [1, 0])).toEqual([2, 0]);
    expect(tournamentPoints(ITS_S11, [10, 6])).toEqual([2, 0]);
  });

  it('equal OP is a Tie worth 1 TP each, including 0–0', () => {
    expect(tournamentPoints(ITS_S11, [4, 4])).toEqual([1, 1]);
    expect(tournamentPoints(ITS_S11, [0, 0])).toEqual([1, 1]);
  });

  it('a bye is worth a Victory: 2 TP, 0 OP, 0 VP (ITS S11 · Byes)', () => {
    expect(ITS_S11.bye).toEqual({ tp: 2, op: 0, vp: 0 });
  });

  it('ranks by TP, OP, VP, then opponents OP (ITS S11 · Final Scores)', () => {
    expect(ITS_S11.tiebreaks).toEqual(['tp', 'op', 'vp', 'opponents-op']);
  });
});

describe('another preset runs through the same code', () => {
  it('4/2/0 with bonus points', () => {
    // 6–5: the winner gets 4 + 1 (scored 5+); the loser 0 + 1 (lost by 1 ≤ 2) + 1 (scored 5+).
    expect(tournamentPoints(EXAMPLE_420, [6, 5])).toEqual([5, 2]);
    // 9–1: winner 4 + 1; loser lost by 8, scored 1: nothing.
    expect(tournamentPoints(EXAMPLE_420, [9, 1])).toEqual([5, 0]);
    // 3–3: tie 2 each, no bonus.
    expect(tournamentPoints(EXAMPLE_420, [3, 3])).toEqual([2, 2]);
    expect(presetById('example-420-bonus')).toBe(EXAMPLE_420);
  });

  it('falls back to ITS S11 for an unknown or empty preset id', () => {
    expect(presetOrDefault('')).toBe(ITS_S11);
    expect(presetOrDefault('nope')).toBe(ITS_S11);
  });

  it('describes the TP table for screens', () => {
    const info = presetInfo(ITS_S11);
    expect(info.table).toEqual([
      { outcome: msg('s.tournament.totalVictory'), bonus: false, margin: 'won by 5+ OP', tp: 3 },
      { outcome: msg('s.tournament.victory'), bonus: false, margin: 'won by 1–4 OP', tp: 2 },
      { outcome: msg('s.tournament.tie'), bonus: false, margin: 'equal OP', tp: 1 },
      { outcome: msg('s.tournament.defeat'), bonus: false, margin: 'fewer OP', tp: 0 },
    ]);
    expect(info.tiebreaks.map((t) => t.id)).toEqual(['tp', 'op', 'vp', 'opponents-op']);
  });
});

describe('ITS S11 · Number of Tournament Rounds', () => {
  it('suggests 3 for 4–8 players, 4 for 9–16, 5 for 17+', () => {
    expect([4, 8, 9, 16, 17, 300].map(suggestedRounds)).toEqual([3, 3, 4, 4, 5, 5]);
  });
  it('never suggests fewer than 3', () => {
    expect(suggestedRounds(2)).toBe(3);
  });
});
