/** Superiority (ITS S17, Direct Action), worked by hand from the digest (shared/docs/SEASON17.md §4.14). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { itRefusesEachS17, itScoresEachS17, onlyInRound, ops, refused, runS17, scored, threeRounds } from './testkit';

const ID = 'superiority';

describe('Superiority', () => {
  itScoresEachS17(ID, [
    ...scored.aloneInEachGameRound('more Quadrants 2', 200, { b: { quadrants: 1 } }, (round) => ({
      pointsInRound: { [round]: { b: { 'more-quadrants': 2 } } },
      ops: [0, 2],
    })),
    {
      title: 'equal Quadrants: nobody scores the round',
      armyPoints: 400,
      facts: { rounds: threeRounds({ quadrants: 2 }, { quadrants: 2 }) },
      ops: [0, 0],
    },
  ]);

  it('Consoles: 1 each, 3 at most; a Console Hacked by both counts for both', () => {
    const r = runS17(ID, 250, { a: { hackedConsoles: 4 }, b: { hackedConsoles: 4 }, rounds: threeRounds() });
    expect(ops(r)).toEqual([3, 3]);
    expect(inEnglish(r.players.a.lines.find((l) => l.objective === 'hacked-consoles')?.detail)).toBe(
      '4 Hacked, 3 at most',
    );
  });

  itRefusesEachS17(ID, [
    {
      title: 'refuses more than 4 Quadrants in a round, naming players and the round',
      facts: { rounds: onlyInRound(2, { a: { quadrants: 3 }, b: { quadrants: 2 } }) },
      kind: 'violation',
      fields: ['rounds.1.a.quadrants', 'rounds.1.b.quadrants'],
      said: ['Player A, Game Round 2', 'more than the 4 Quadrants'],
    },
    {
      title: 'refuses a Dominant Key Ops with no Quadrant Dominated at the end',
      facts: { b: { dominantKeyOps: true }, rounds: threeRounds() },
      kind: 'violation',
      fields: ['b.dominantKeyOps', 'rounds.2.b.quadrants'],
      said: ['Player B'],
    },
    refused.aboveTheMost('refuses a fifth Console', 'a', 'hackedConsoles', 4, threeRounds()),
  ]);
});
