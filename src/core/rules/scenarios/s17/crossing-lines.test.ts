/** Crossing Lines (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.5). */
import { describe } from 'vitest';
import { itRefusesEachS17, itScoresEachS17, onlyInRound, refused, scored, threeRounds } from './testkit';

const ID = 'crossing-lines';

describe('Crossing Lines', () => {
  itScoresEachS17(ID, [
    // Round 3 is also the end: one zone only, so not both.
    ...scored.aloneInEachGameRound('1 per Dead Zone Dominated', 200, { b: { pointsDeadZoneB: 30 } }, (round) => ({
      pointsInRound: { [round]: { b: { 'dominate-dead-zone': 1 } } },
      ops: [0, 1],
    })),
    {
      title: 'both Dead Zones at the end: 2 more, read from the last Game Round',
      armyPoints: 250,
      facts: { rounds: onlyInRound(3, { a: { pointsDeadZoneA: 10, pointsDeadZoneB: 10 } }) },
      points: { a: { 'dominate-both': 2 } },
      // A: both Dead Zones in round 3 (2) + both at the end (2); B nothing.
      ops: [4, 0],
    },
    {
      title: 'equal Army Points in a Dead Zone: nobody Dominates it',
      armyPoints: 400,
      facts: { rounds: threeRounds({ pointsDeadZoneA: 80 }, { pointsDeadZoneA: 80 }) },
      ops: [0, 0],
    },
    {
      title: 'Antennas: 1 each',
      armyPoints: 150,
      facts: { a: { activatedAntennas: 1 }, b: { activatedAntennas: 1 }, rounds: threeRounds() },
      ops: [1, 1],
    },
    {
      title: 'after an early end in the middle of Game Round 2, round 2 is not scored; the end state is',
      facts: {
        rounds: [{ a: { pointsDeadZoneA: 10 } }, { a: { pointsDeadZoneA: 10, pointsDeadZoneB: 10 } }],
        game: { endedBy: 'retreat', endRound: 2, firstTurn: 'a', lastTurn: 'a' },
      },
      points: { a: { 'dominate-both': 2 } },
      pointsInRound: { 1: { a: { 'dominate-dead-zone': 1 } }, 2: { a: { 'dominate-dead-zone': 0 } } },
    },
  ]);

  itRefusesEachS17(ID, [
    refused.moreThanTheTableHolds('2 Antennas', 'activatedAntennas', [2, 1], threeRounds()),
    refused.notAsked('refuses any Classified fact', 'a.classifieds', { a: { classifieds: 1 }, rounds: threeRounds() }),
  ]);
});
