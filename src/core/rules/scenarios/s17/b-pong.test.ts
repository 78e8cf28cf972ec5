/** B-Pong (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.2). */
import { describe, it } from 'vitest';
import { scoreInSeason } from '../seasons';
import { expectRefused, itRefusesEachS17, itScoresEachS17, refused, scored, threeRounds } from './testkit';

const ID = 'b-pong';

describe('B-Pong', () => {
  itScoresEachS17(ID, [
    {
      title: 'the Beacon entirely inside the enemy half alone: 2',
      armyPoints: 150,
      facts: { b: { beaconInEnemyHalf: true }, rounds: threeRounds() },
      ops: [0, 2],
    },
    ...scored.aloneInEachGameRound(
      'Beacon 1, Console 1',
      250,
      { a: { controlsBeacon: true }, b: { controlsConsole: true } },
      (round) => ({
        pointsInRound: { [round]: { a: { 'control-beacon': 1 }, b: { 'control-console': 1 } } },
        ops: [1, 1],
      }),
    ),
    {
      title: 'both players may each Control a Console in the same round',
      armyPoints: 400,
      facts: { rounds: threeRounds({ controlsConsole: true }, { controlsConsole: true }) },
      ops: [3, 3],
    },
    {
      title: 'Classifieds: 1 each, up to 2; Secure Treasure replaces one',
      facts: { a: { classifieds: 1, secureTreasure: true }, rounds: threeRounds() },
      points: { a: { classified: 2 } },
    },
  ]);

  itRefusesEachS17(ID, [
    refused.bothInOneGameRound('the Beacon Controlled', 'controlsBeacon', 2),
    {
      title: 'refuses the Beacon in both enemy halves',
      facts: { a: { beaconInEnemyHalf: true }, b: { beaconInEnemyHalf: true }, rounds: threeRounds() },
      kind: 'violation',
      fields: ['a.beaconInEnemyHalf', 'b.beaconInEnemyHalf'],
      said: ['Player A', 'Player B'],
    },
    refused.aboveTheMost('refuses a third Classified', 'a', 'classifieds', 2, threeRounds()),
    refused.notAsked('refuses any early end (No Quarter)', 'game', {
      rounds: threeRounds(),
      game: { endedBy: 'retreat' },
    }),
    {
      title: 'refuses Secure HVT together with Secure Treasure (one replacement only)',
      facts: { b: { secureHvt: true, secureTreasure: true }, rounds: threeRounds() },
      kind: 'violation',
      fields: ['b.secureHvt', 'b.secureTreasure'],
      said: ['Player B', 'ITS S17 · Classified Objectives'],
    },
  ]);

  it('refuses only two Game Rounds recorded: a No Quarter game always has three', () => {
    // Scored as given: `runS17` would add an early end after round 2, which is refused on its own.
    const two = {
      a: {},
      b: {},
      rounds: [
        { a: {}, b: {} },
        { a: {}, b: {} },
      ],
    };
    expectRefused(
      scoreInSeason('its-s17', ID, { armyPoints: 300 }, two),
      'violation',
      ['rounds'],
      ['2 Game Rounds are recorded'],
    );
  });
});
