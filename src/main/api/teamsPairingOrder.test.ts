/**
 * Issue 34 · the team pairing order (docs/TEAMS.md · Pairing): round 2 pairs on the team
 * standings read in the order match points → summed TP → summed OP → summed VP. Six teams of 3,
 * ITS S11 (the default season: a win by 5 OP or more 3 TP, by less 2, a defeat 0);
 * round 1's three matches are won by their first team with results chosen so that each of the
 * three readings (TP first, OP first, VP before OP) puts a different pair of winners on match 1.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

const FACTIONS = ['PanOceania', 'Yu Jing', 'Ariadna'];

/** Each round 1 match's three games, side a (the winning first team) first: OP, VP. */
const ROUND_1: { op: [number, number]; vp: [number, number] }[][] = [
  // Y wins 5–0 thrice: TP 3+3+3 = 9, OP 15, VP 450. Its opponent: TP 0, OP 0, VP 300.
  Array.from({ length: 3 }, () => ({ op: [5, 0], vp: [150, 100] })),
  // X wins two 10–0 and loses one 0–10: TP 3+3+0 = 6, OP 20, VP 450. Opponent: TP 3, OP 10, VP 300.
  [
    { op: [10, 0], vp: [150, 100] },
    { op: [10, 0], vp: [150, 100] },
    { op: [0, 10], vp: [150, 100] },
  ],
  // Z as X but 9–0 in its second game and more VP: TP 6, OP 19, VP 900. Opponent: TP 3, OP 10, VP 0.
  [
    { op: [10, 0], vp: [300, 0] },
    { op: [9, 0], vp: [300, 0] },
    { op: [0, 10], vp: [300, 0] },
  ],
];

describe('the team pairing order', () => {
  it('pairs round 2 on match points, then summed TP, then summed OP, then summed VP', async () => {
    t = createTestContext({ actor: 'referee' });
    await t.newEvent({ rounds: 3 });
    await t.ok('events.updateSettings', { settings: { format: 'teams', teams: { size: 3 } } });
    for (const l of ['A', 'B', 'C', 'D', 'E', 'F']) {
      for (let i = 1; i <= 3; i++)
        await t.ok('players.add', { id: `${l}${i}`, name: `${l}${i}`, faction: FACTIONS[i - 1] });
      await t.ok('teams.add', { id: l, name: `Team ${l}`, captain: `${l}1`, members: [`${l}1`, `${l}2`, `${l}3`] });
    }
    const { round } = await t.ok('rounds.generate', { seed: 'order' });
    await t.ok('rounds.lock', { round: 1 });
    const [y, x, z] = round.matches!;
    for (const [k, m] of round.matches!.entries()) {
      for (const [i, table] of m.tables.entries()) {
        await t.ok('rounds.setResult', { round: 1, table, ...ROUND_1[k]![i]! });
      }
    }
    await t.ok('rounds.close', { round: 1 });
    const standings = await t.ok('standings.teams', {});
    // Y, X, Z on 2 match points; X below Y on TP (6 to 9) though its OP is higher; Z below X on
    // OP (19 to 20) though its VP is higher; then the losers: X's and Z's opponents (TP 3, OP 10)
    // apart on VP (300 to 0), Y's opponent last (TP 0).
    expect(standings.rows.map((r) => [r.id, r.tiebreaks, r.below])).toEqual([
      [y!.a, [2, 9, 15, 450], null],
      [x!.a, [2, 6, 20, 450], 'tp'],
      [z!.a, [2, 6, 19, 900], 'op'],
      [x!.b, [0, 3, 10, 300], 'matchPoints'],
      [z!.b, [0, 3, 10, 0], 'vp'],
      [y!.b, [0, 0, 0, 300], 'tp'],
    ]);
    // 1 v 2 and 3 v 4 in that order (no rematch among them); OP read before TP would pair X with
    // Z, VP before OP Y with Z.
    const next = await t.ok('rounds.generate', { seed: 'order' });
    expect(next.round.matches!.map((m) => [m.a, m.b])).toEqual([
      [y!.a, x!.a],
      [z!.a, x!.b],
      [z!.b, y!.b],
    ]);
  });
});
