/** Uplink Center (ITS S17, Direct Action), worked by hand from the digest (shared/docs/SEASON17.md §4.15). */
import { describe } from 'vitest';
import { itRefusesEachS17, itScoresEachS17, refused } from './testkit';

const ID = 'uplink-center';

describe('Uplink Center', () => {
  describe('each objective alone', () => {
    itScoresEachS17(ID, [
      {
        title: 'an Activated Antenna: 2 each',
        armyPoints: 150,
        facts: { a: { activatedAntennas: 1 }, b: { activatedAntennas: 1 } },
        ops: [2, 2],
      },
      { title: 'a Controlled Antenna: 1', armyPoints: 150, facts: { b: { controlledAntennas: 1 } }, ops: [0, 1] },
      { title: 'the Tech-Coffin: 3', armyPoints: 150, facts: { a: { controlsCoffin: true } }, ops: [3, 0] },
      { title: 'the Active Lieutenant: 1', armyPoints: 150, facts: { b: { activeLieutenant: true } }, ops: [0, 1] },
    ]);
  });

  itRefusesEachS17(ID, [
    refused.moreThanTheTableHolds('2 Antennas', 'controlledAntennas', [2, 1]),
    {
      title: 'refuses the Tech-Coffin Controlled by both',
      facts: { a: { controlsCoffin: true }, b: { controlsCoffin: true } },
      kind: 'violation',
      fields: ['a.controlsCoffin', 'b.controlsCoffin'],
      said: ['Player A', 'Player B', 'Tech-Coffin'],
    },
  ]);
});
