/** Battleground (ITS S17, Direct Action), worked by hand from the digest (shared/docs/SEASON17.md §4.12). */
import { describe, expect, it } from 'vitest';
import { info } from '../registry';
import { seasonScenario } from '../seasons';
import { accepted } from '../testkit';
import { itRefusesEachS17, itScoresEachS17, refused } from './testkit';

const ID = 'battleground';

describe('Battleground', () => {
  itScoresEachS17(ID, [
    { title: 'the Sector nearest A: 1 for A', armyPoints: 200, facts: { a: { pointsNearA: 30 } }, ops: [1, 0] },
    {
      title: 'the Sector nearest A is the farthest for B: 4',
      armyPoints: 200,
      facts: { b: { pointsNearA: 30 } },
      ops: [0, 4],
    },
    { title: 'the central Sector: 3', armyPoints: 200, facts: { b: { pointsCentre: 30 } }, ops: [0, 3] },
    {
      title: 'equal Army Points in a Sector: nobody Dominates it',
      armyPoints: 400,
      facts: { a: { pointsCentre: 50 }, b: { pointsCentre: 50 } },
      ops: [0, 0],
    },
    {
      title: 'Kill the enemy Key Ops 2, or else Threaten it 1',
      armyPoints: 250,
      facts: { a: { killedKeyOps: true }, b: { threatensKeyOps: true } },
      points: { a: { 'key-ops': 2 }, b: { 'key-ops': 1 } },
    },
  ]);

  it('reading: Retreat! applies without an early-end clause; Key Ops; not for Reinforcements', () => {
    const def = accepted(seasonScenario('its-s17', ID));
    expect(def.retreat).toEqual({ applies: true, endsGameIfTurnStartsInRetreat: false });
    expect(info(def)).toMatchObject({ keyOps: true, reinforcements: false });
  });

  itRefusesEachS17(ID, [
    {
      title: 'refuses Killing and Threatening the enemy Key Ops both — never both',
      armyPoints: 250,
      facts: { a: { killedKeyOps: true, threatensKeyOps: true } },
      kind: 'violation',
      fields: ['a.killedKeyOps', 'a.threatensKeyOps'],
      said: ['Player A', 'Threaten'],
    },
    refused.notAsked('refuses Classified and HVT facts (Direct Action)', 'b.secureHvt', { b: { secureHvt: true } }),
  ]);
});
