import { describe, expect, it } from 'vitest';
import { english, msg, scenarioTextsInEnglish } from '../../../shared/messages';
import { adjustForBye, isEventComplete } from './byes';
import { explainPair, explainPlayer } from './explain';
import { accepted, refusal, said } from '../testing/ruled';
import { EXAMPLE_420, ITS_S11, ITS_S17 } from './presets';
import { computeStandings } from './standings';
import { amend, bye, event, game, handWorkedFivePlayers, players } from './testing/build';

/**
 * Standings under ITS S11 for the hand-worked event (`handWorkedFivePlayers`, testing/build.ts):
 *   R1: A–B 7–3 (VP 250/120) → A Victory 2, B 0;  C–D 5–5 (100/200) → Tie 1/1;  E bye 2 TP.
 *   R2: A–C 10–2 (300/50) → A Total Victory 3, C 0;  E–B 4–6 (150/180) → B 2, E 0;  D bye.
 *   R3: A–E 6–6 (200/210) → 1/1;  B–D 8–1 (220/90) → B Total Victory 3, D 0;  C bye.
 * Raw totals: A 6 TP 23 OP 750 VP; B 5/17/520; C 3/7/150; D 3/6/290; E 3/10/360.
 * Event complete → bye holders (2 games each): OP = ceil(OP × 3 ÷ 2), VP likewise:
 *   C 7 → ceil(10.5) = 11, 150 → 225;  D 6 → 9, 290 → 435;  E 10 → 15, 360 → 540.
 * Opponents' OP (final): A = B17 + C11 + E15 = 43; B = A23 + E15 + D9 = 47; C = D9 + A23 = 32;
 *   D = C11 + B17 = 28; E = B17 + A23 = 40.
 * Order: A (6), B (5), then 3 TP on OP: E 15, C 11, D 9.
 */
describe('computeStandings', () => {
  it('scores, adjusts byes at the end and ranks a complete event', () => {
    const rows = computeStandings(handWorkedFivePlayers, ITS_S11);
    expect(rows.map((r) => [r.rank, r.id, r.tp, r.op, r.vp, r.oppOp])).toEqual([
      [1, 'A', 6, 23, 750, 43],
      [2, 'B', 5, 17, 520, 47],
      [3, 'E', 3, 15, 540, 40],
      [4, 'C', 3, 11, 225, 32],
      [5, 'D', 3, 9, 435, 28],
    ]);
    const c = rows.find((r) => r.id === 'C');
    expect(c).toMatchObject({ rawOp: 7, rawVp: 150, byeAdjusted: true, byeRounds: [3], played: 2 });
    expect(rows.find((r) => r.id === 'A')).toMatchObject({ byeAdjusted: false, byeRounds: [], played: 3 });
  });

  it('does not adjust byes before the last round has results', () => {
    // After 2 rounds: A 5 TP 17 OP; D 1+2 = 3 TP; B 0+2 = 2 TP 9 OP; E 2+0 = 2 TP 4 OP; C 1 TP.
    const rows = computeStandings(handWorkedFivePlayers, ITS_S11, { throughRound: 2 });
    expect(rows.map((r) => [r.rank, r.id, r.tp, r.op])).toEqual([
      [1, 'A', 5, 17],
      [2, 'D', 3, 5],
      [3, 'B', 2, 9],
      [4, 'E', 2, 4],
      [5, 'C', 1, 7],
    ]);
    expect(rows.every((r) => !r.byeAdjusted)).toBe(true);
  });

  it('does not adjust byes while a game of the last round has no result', () => {
    const pending = {
      ...handWorkedFivePlayers,
      games: handWorkedFivePlayers.games.map((g) =>
        'op' in g && g.round === 3 && g.a === 'B' ? { ...g, op: null, vp: null } : g,
      ),
    };
    expect(isEventComplete(pending)).toBe(false);
    const e = computeStandings(pending, ITS_S11).find((r) => r.id === 'E');
    expect(e).toMatchObject({ op: 10, vp: 360, byeAdjusted: false });
  });

  it('breaks a TP and OP tie on VP', () => {
    // A–B 5–3 (VP 100/50) and C–D 5–3 (VP 120/50): A and C both 2 TP, 5 OP; C has more VP.
    const rows = computeStandings(
      event(3, players('A', 'B', 'C', 'D'), [
        game(1, 1, 'A', 'B', [5, 3], [100, 50]),
        game(1, 2, 'C', 'D', [5, 3], [120, 50]),
      ]),
      ITS_S11,
    );
    expect(rows.map((r) => r.id)).toEqual(['C', 'A', 'B', 'D']);
  });

  it("breaks a TP, OP and VP tie on opponents' OP", () => {
    // A–B 5–3 and C–D 5–4, all winners VP 100: A and C tie on 2 TP, 5 OP, 100 VP; C's opponent
    // scored 4 OP, A's 3 → C above A. B and D: 0 TP; D 4 OP above B 3 OP.
    const input = event(3, players('A', 'B', 'C', 'D'), [
      game(1, 1, 'A', 'B', [5, 3], [100, 50]),
      game(1, 2, 'C', 'D', [5, 4], [100, 50]),
    ]);
    const rows = computeStandings(input, ITS_S11);
    expect(rows.map((r) => [r.id, r.oppOp])).toEqual([
      ['C', 4],
      ['A', 3],
      ['D', 5],
      ['B', 5],
    ]);
    const why = accepted(explainPair(input, ITS_S11, 'A', 'C'));
    expect(why.higher.id).toBe('C');
    expect(scenarioTextsInEnglish(why.decidedBy)).toMatchObject({
      id: 'opponents-op',
      higher: 4,
      lower: 3,
      rule: 'ITS S11 · Final Scores',
    });
    expect(scenarioTextsInEnglish(why.equalOn)).toEqual([
      { id: 'tp', label: 'Tournament Points', value: 2 },
      { id: 'op', label: 'Objective Points', value: 5 },
      { id: 'vp', label: 'Victory Points', value: 100 },
    ]);
  });

  it('gives players equal on every tiebreak the same rank, in a fixed order', () => {
    const input = event(3, players('d', 'b', 'c', 'a'), [
      game(1, 1, 'd', 'b', [5, 5], [100, 100]),
      game(1, 2, 'c', 'a', [5, 5], [100, 100]),
    ]);
    const rows = computeStandings(input, ITS_S11);
    expect(rows.map((r) => [r.rank, r.id])).toEqual([
      [1, 'a'],
      [1, 'b'],
      [1, 'c'],
      [1, 'd'],
    ]);
    const reversed = { ...input, players: [...input.players].reverse(), games: [...input.games].reverse() };
    expect(computeStandings(reversed, ITS_S11)).toEqual(rows);
    expect(accepted(explainPair(input, ITS_S11, 'a', 'b')).decidedBy).toBeNull();
  });

  it('keeps a dropped player ranked and a late arrival at 0 for the rounds missed', () => {
    const ps = amend(players('A', 'B', 'C', 'D'), { D: { droppedAfterRound: 1 }, C: { joinedRound: 2 } });
    const input = event(3, ps, [
      game(1, 1, 'A', 'D', [2, 8], [10, 20]),
      bye(1, 'B'),
      game(2, 1, 'A', 'C', [4, 4], [30, 30]),
    ]);
    const rows = computeStandings(input, ITS_S11, { throughRound: 2 });
    // D: one Total Victory (8–2) = 3 TP, still listed; C: one tie = 1 TP.
    expect(rows.find((r) => r.id === 'D')).toMatchObject({ tp: 3, op: 8, dropped: true });
    expect(rows.find((r) => r.id === 'C')).toMatchObject({ tp: 1, op: 4, played: 1, dropped: false });
  });

  it('uses the preset: 4/2/0 with bonus points', () => {
    // 6–5: winner 4 + 1 (5+ OP) = 5; loser 0 + 1 (lost by 1) + 1 (5+ OP) = 2. Bye: 4 TP.
    const rows = computeStandings(
      event(3, players('A', 'B', 'C'), [game(1, 1, 'A', 'B', [6, 5]), bye(1, 'C')]),
      EXAMPLE_420,
    );
    expect(rows.map((r) => [r.id, r.tp])).toEqual([
      ['A', 5],
      ['C', 4],
      ['B', 2],
    ]);
  });

  it('uses TP recorded in an event file when present', () => {
    const g = { ...game(1, 1, 'A', 'B', [7, 3]), tp: [3, 0] as [number, number] };
    expect(computeStandings(event(3, players('A', 'B'), [g]), ITS_S11)[0]).toMatchObject({ id: 'A', tp: 3 });
  });
});

describe('ITS S11 · Byes: end-of-event adjustment', () => {
  it('is ceil(total × rounds ÷ rounds played)', () => {
    expect(adjustForBye(7, 3, 2)).toBe(11); // 10.5 → 11
    expect(adjustForBye(10, 3, 2)).toBe(15);
    expect(adjustForBye(13, 5, 4)).toBe(17); // 16.25 → 17
    expect(adjustForBye(16, 5, 4)).toBe(20);
    expect(adjustForBye(0, 5, 4)).toBe(0);
  });
  it('leaves a player who played nothing unchanged', () => {
    expect(adjustForBye(0, 1, 0)).toBe(0);
  });
  it('only makes up for the bye for a player who dropped', () => {
    // Bye in round 1, one game (6 OP), dropped: in the event for 2 rounds, played 1 → ×2.
    const ps = amend(players('A', 'B', 'C'), { A: { droppedAfterRound: 2 } });
    const input = event(3, ps, [
      bye(1, 'A'),
      game(1, 1, 'B', 'C', [5, 5]),
      game(2, 1, 'A', 'B', [6, 2]),
      bye(2, 'C'),
      game(3, 1, 'B', 'C', [1, 1]),
    ]);
    const a = computeStandings(input, ITS_S11).find((r) => r.id === 'A');
    expect(a).toMatchObject({ rawOp: 6, op: 12, byeAdjusted: true });
  });
});

describe('explainPlayer', () => {
  it('lists every round and spells out the bye adjustment', () => {
    const x = accepted(explainPlayer(handWorkedFivePlayers, ITS_S11, 'C'));
    expect(x.rounds.map((r) => [r.round, r.kind, r.opponent, r.tp, r.op])).toEqual([
      [1, 'game', 'D', 1, 5],
      [2, 'game', 'A', 0, 2],
      [3, 'bye', null, 2, 0],
    ]);
    expect(scenarioTextsInEnglish(x.byeAdjustment)).toEqual({
      rule: 'ITS S11 · Byes',
      factor: '3 ÷ 2',
      op: 'ceil(7 × 3 ÷ 2) = 11',
      vp: 'ceil(150 × 3 ÷ 2) = 225',
    });
    expect(x.opponents).toEqual([
      { id: 'D', name: 'D', op: 9 },
      { id: 'A', name: 'A', op: 23 },
    ]);
    expect(x.rounds[1]?.outcome).toEqual(msg('s.tournament.defeat'));
    // What a screen words the lines from: the outcome, the rule that scored it (in English here).
    expect(scenarioTextsInEnglish(x.rounds.map((l) => [l.base, l.bonuses, l.rule, l.absence]))).toEqual([
      ['Tie', [], 'ITS S11 · Keeping Score', null],
      ['Defeat', [], 'ITS S11 · Keeping Score', null],
      ['Bye (Victory)', [], 'ITS S11 · Byes', null],
    ]);
  });

  it('gives an outcome’s bonuses apart from it (ITS S17: 6–7 is a Defeat with both bonuses, 2 TP)', () => {
    const x = accepted(explainPlayer(event(3, players('A', 'B'), [game(1, 1, 'A', 'B', [6, 7])]), ITS_S17, 'A'));
    const line = x.rounds[0]!;
    expect(english(line.outcome!)).toBe('Defeat (+Offensive Bonus, Defensive Bonus)');
    expect(scenarioTextsInEnglish(line)).toMatchObject({
      base: 'Defeat',
      bonuses: ['Offensive Bonus', 'Defensive Bonus'],
      tp: 2,
      rule: 'ITS S17 · Keeping Score',
    });
  });

  it('says why a round is empty', () => {
    const ps = amend(players('A', 'B', 'C'), { C: { joinedRound: 2 } });
    const x = accepted(explainPlayer(event(3, ps, [game(1, 1, 'A', 'B', [1, 0])]), ITS_S11, 'C', { throughRound: 1 }));
    expect(x.rounds[0]).toMatchObject({ kind: 'absent', tp: 0 });
    expect(x.rounds[0]?.note).toContain('joined in round 2');
    expect(x.rounds[0]?.absence).toEqual({ reason: 'not-arrived', round: 2 });
    // B drops after round 1; round 2 is played by A and C.
    const games = [game(1, 1, 'A', 'B', [1, 0]), game(2, 1, 'A', 'C', [2, 1])];
    const bDropped = amend(ps, { B: { droppedAfterRound: 1 } });
    const y = accepted(explainPlayer(event(3, bDropped, games), ITS_S11, 'B', { throughRound: 2 }));
    expect(y.rounds.map((l) => l.absence)).toEqual([null, { reason: 'dropped', round: 1 }]);
  });

  it('refuses an unknown player as unknown', () => {
    const problem = refusal(explainPlayer(handWorkedFivePlayers, ITS_S11, 'Z'));
    expect(problem.kind).toBe('unknown');
    expect(said(problem)).toMatch(/That player is not registered in this event/);
  });

  it('refuses the same player twice as invalid, and an unknown one as unknown', () => {
    expect(refusal(explainPair(handWorkedFivePlayers, ITS_S11, 'C', 'C')).kind).toBe('invalid');
    expect(refusal(explainPair(handWorkedFivePlayers, ITS_S11, 'C', 'Z')).kind).toBe('unknown');
  });
});
