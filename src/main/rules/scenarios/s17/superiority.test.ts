/** Superiority (ITS S17, Direct Action), worked by hand from the digest (shared/docs/SEASON17.md §4.14). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { expectConsistent, expectRefused, onlyInRound, ops, pts, runS17, threeRounds } from './testkit';

const ID = 'superiority';

describe('Superiority', () => {
  it('maximum: more Quadrants each round (6) + 3 Consoles (3) + Dominant Key Ops (1) = 10', () => {
    const r = runS17(ID, 300, {
      a: { hackedConsoles: 3, dominantKeyOps: true },
      rounds: threeRounds({ quadrants: 2 }, { quadrants: 1 }),
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it.each([1, 2, 3])('Game Round %i alone: more Quadrants 2', (round) => {
    const rounds = onlyInRound(round, { b: { quadrants: 1 } });
    const r = runS17(ID, 200, { rounds });
    expect(pts(r, 'b', 'more-quadrants', round)).toBe(2);
    expect(ops(r)).toEqual([0, 2]);
  });

  it('equal Quadrants: nobody scores the round', () => {
    expect(ops(runS17(ID, 400, { rounds: threeRounds({ quadrants: 2 }, { quadrants: 2 }) }))).toEqual([0, 0]);
  });

  it('Consoles: 1 each, 3 at most; a Console Hacked by both counts for both', () => {
    const r = runS17(ID, 250, { a: { hackedConsoles: 4 }, b: { hackedConsoles: 4 }, rounds: threeRounds() });
    expect(ops(r)).toEqual([3, 3]);
    expect(inEnglish(r.players.a.lines.find((l) => l.objective === 'hacked-consoles')?.detail)).toBe(
      '4 Hacked, 3 at most',
    );
  });

  it('refuses more than 4 Quadrants in a round, naming players and the round', () => {
    const rounds = onlyInRound(2, { a: { quadrants: 3 }, b: { quadrants: 2 } });
    expectRefused(
      () => runS17(ID, 300, { rounds }),
      'RULES_VIOLATION',
      ['rounds.1.a.quadrants', 'rounds.1.b.quadrants'],
      ['Player A, Game Round 2', 'more than the 4 Quadrants'],
    );
  });

  it('refuses a Dominant Key Ops with no Quadrant Dominated at the end, and a fifth Console', () => {
    expectRefused(
      () => runS17(ID, 300, { b: { dominantKeyOps: true }, rounds: threeRounds() }),
      'RULES_VIOLATION',
      ['b.dominantKeyOps', 'rounds.2.b.quadrants'],
      ['Player B'],
    );
    expectRefused(
      () => runS17(ID, 300, { a: { hackedConsoles: 5 }, rounds: threeRounds() }),
      'INVALID_INPUT',
      ['a.hackedConsoles'],
      ['Player A', '4'],
    );
  });
});
