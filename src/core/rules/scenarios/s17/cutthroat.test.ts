/** Cutthroat (ITS S17, Direct Action), worked by hand from the digest (shared/docs/SEASON17.md §4.13). */
import { describe } from 'vitest';
import { itRefusesEachS17, itScoresEachS17, refused } from './testkit';

const ID = 'cutthroat';

describe('Cutthroat', () => {
  itScoresEachS17(ID, [
    {
      title: 'the same number of Lieutenants: 2 each when at least one',
      armyPoints: 400,
      facts: { a: { lieutenantsKilled: 2 }, b: { lieutenantsKilled: 2 } },
      points: { a: { 'same-lieutenants': 2 }, b: { 'same-lieutenants': 2 } },
    },
    { title: 'the same number of Lieutenants: none each, nobody', armyPoints: 400, ops: [0, 0] },
    {
      title: 'equal Army Points Killed and equal Key Ops kills: nobody scores',
      armyPoints: 250,
      facts: { a: { killedPoints: 90, keyOpsKills: 2 }, b: { killedPoints: 90, keyOpsKills: 2 } },
      ops: [0, 0],
    },
    {
      // A: 50 + 20 = 70 > 60.
      title: 'never-deployed troopers count as Killed by the opponent',
      facts: { a: { killedPoints: 50 }, b: { killedPoints: 60, notDeployedPoints: 20 } },
      points: { a: { 'more-points': 3 } },
    },
  ]);

  describe('each objective alone', () => {
    itScoresEachS17(ID, [
      { title: 'more Army Points Killed: 3', armyPoints: 200, facts: { a: { killedPoints: 10 } }, ops: [3, 0] },
      { title: 'more Lieutenants Killed: 3', armyPoints: 200, facts: { b: { lieutenantsKilled: 1 } }, ops: [0, 3] },
      { title: 'the enemy Key Ops Killed: 1', armyPoints: 200, facts: { a: { killedKeyOps: true } }, ops: [1, 0] },
      { title: 'more kills by the Key Ops: 3', armyPoints: 200, facts: { b: { keyOpsKills: 1 } }, ops: [0, 3] },
    ]);
  });

  itRefusesEachS17(ID, [
    refused.killsAboveTheEnemyArmy(250, 'b', 251),
    { ...refused.notAsked('refuses any early end', 'game', { game: { endedBy: 'retreat' } }), armyPoints: 250 },
  ]);
});
