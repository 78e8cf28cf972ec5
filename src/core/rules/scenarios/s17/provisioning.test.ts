/** Provisioning (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.9). */
import { describe } from 'vitest';
import { itRefusesEachS17, itScoresEachS17, refused } from './testkit';

const ID = 'provisioning';

describe('Provisioning', () => {
  itScoresEachS17(ID, [
    {
      title: 'literal reading: when neither has a box in their Safe Area, both score the 2',
      armyPoints: 200,
      ops: [2, 2],
    },
    {
      title: 'the same number in the Safe Areas (at least 1): 1 each, and nobody scores “more” or “none”',
      armyPoints: 250,
      facts: { a: { boxesControlled: 2, boxesInSafeArea: 1 }, b: { boxesControlled: 2, boxesInSafeArea: 1 } },
      points: { a: { 'more-safe-area': 0 } },
      ops: [2 + 1, 2 + 1],
    },
    {
      title: 'more boxes in own Safe Area: 3; the one with fewer (but some) does not get the adversary’s 2',
      armyPoints: 400,
      facts: { a: { boxesControlled: 2, boxesInSafeArea: 2 }, b: { boxesControlled: 1, boxesInSafeArea: 1 } },
      ops: [2 + 3, 1],
    },
  ]);

  itRefusesEachS17(ID, [
    refused.moreThanTheTableHolds('4 Supply Boxes', 'boxesControlled', [3, 2]),
    {
      title: 'refuses more boxes in a Safe Area than Controlled',
      facts: { b: { boxesControlled: 1, boxesInSafeArea: 2 } },
      kind: 'violation',
      fields: ['b.boxesInSafeArea', 'b.boxesControlled'],
      said: ['Player B', '2 Supply Boxes in the own Safe Area, but only 1 Controlled'],
    },
  ]);
});
