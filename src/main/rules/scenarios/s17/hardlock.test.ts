/** Hardlock (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.7). */
import { describe, expect, it } from 'vitest';
import { expectConsistent, expectRefused, onlyInRound, ops, pts, runS17, threeRounds } from './testkit';

const ID = 'hardlock';

describe('Hardlock', () => {
  it('maximum: enemy Beacon 3 rounds (3) + own Beacon kept (1) + more Consoles (2) + 3 Consoles (3) + Classified (1) = 10', () => {
    const r = runS17(ID, 300, {
      a: { activatedConsoles: 3, classifieds: 1 },
      rounds: threeRounds({ controlsEnemyBeacon: true }),
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('nothing done: each keeps its own Beacon, 1 each', () => {
    expect(ops(runS17(ID, 200, { rounds: threeRounds() }))).toEqual([1, 1]);
  });

  it.each([1, 2, 3])('Game Round %i alone: Control the enemy Beacon 1', (round) => {
    const rounds = onlyInRound(round, { b: { controlsEnemyBeacon: true } });
    const r = runS17(ID, 250, { rounds });
    expect(pts(r, 'b', 'enemy-beacon', round)).toBe(1);
    // A loses the own-Beacon point only when B holds it at the end (round 3).
    expect(pts(r, 'a', 'own-beacon')).toBe(round === 3 ? 0 : 1);
  });

  it('Consoles: 1 each, and 2 for more; equal numbers give nobody the 2', () => {
    const more = runS17(ID, 400, { a: { activatedConsoles: 2 }, b: { activatedConsoles: 1 }, rounds: threeRounds() });
    expect(ops(more)).toEqual([1 + 2 + 2, 1 + 1]);
    const same = runS17(ID, 400, { a: { activatedConsoles: 1 }, b: { activatedConsoles: 1 }, rounds: threeRounds() });
    expect(ops(same)).toEqual([2, 2]);
  });

  it('refuses more than 3 Consoles between the players, naming both and the figure', () => {
    expectRefused(
      () => runS17(ID, 300, { a: { activatedConsoles: 2 }, b: { activatedConsoles: 2 }, rounds: threeRounds() }),
      'RULES_VIOLATION',
      ['a.activatedConsoles', 'b.activatedConsoles'],
      ['Player A', 'Player B', 'more than the 3 Consoles'],
    );
    expectRefused(
      () => runS17(ID, 300, { a: { classifieds: 2 }, rounds: threeRounds() }),
      'INVALID_INPUT',
      ['a.classifieds'],
      ['Player A'],
    );
  });
});
