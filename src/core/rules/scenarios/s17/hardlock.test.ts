/** Hardlock (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.7). */
import { describe } from 'vitest';
import { itRefusesEachS17, itScoresEachS17, refused, scored, threeRounds } from './testkit';

const ID = 'hardlock';

describe('Hardlock', () => {
  itScoresEachS17(ID, [
    {
      title: 'nothing done: each keeps its own Beacon, 1 each',
      armyPoints: 200,
      facts: { rounds: threeRounds() },
      ops: [1, 1],
    },
    // A loses the own-Beacon point only when B holds it at the end (round 3).
    ...scored.aloneInEachGameRound(
      'Control the enemy Beacon 1',
      250,
      { b: { controlsEnemyBeacon: true } },
      (round) => ({
        points: { a: { 'own-beacon': round === 3 ? 0 : 1 } },
        pointsInRound: { [round]: { b: { 'enemy-beacon': 1 } } },
      }),
    ),
    {
      title: 'Consoles: 1 each, and 2 for more',
      armyPoints: 400,
      facts: { a: { activatedConsoles: 2 }, b: { activatedConsoles: 1 }, rounds: threeRounds() },
      ops: [1 + 2 + 2, 1 + 1],
    },
    {
      title: 'Consoles: equal numbers give nobody the 2',
      armyPoints: 400,
      facts: { a: { activatedConsoles: 1 }, b: { activatedConsoles: 1 }, rounds: threeRounds() },
      ops: [2, 2],
    },
  ]);

  itRefusesEachS17(ID, [
    refused.moreThanTheTableHolds('3 Consoles', 'activatedConsoles', [2, 2], threeRounds()),
    refused.aboveTheMost('refuses a second Classified, naming the player', 'a', 'classifieds', 1, threeRounds()),
  ]);
});
