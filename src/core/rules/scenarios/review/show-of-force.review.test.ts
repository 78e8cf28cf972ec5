/**
 * Independent review of Show of Force against ITS S11 · Show of Force (Main Objectives):
 * Control the Transmission Antenna 3, with a TAG (or Pilot, Remote Pilot, Operator,
 * Heavyweight) +3, more Army Points Killed than the opponent 3, Control it with your
 * DataTracker 1; no Classifieds, no HVT; Killing.
 */
import { describe, expect, it } from 'vitest';
import { byId } from '../registry';
import { attempt, invalid, itScoresEach } from './kit';

const ID = 'show-of-force';

describe('Show of Force (review)', () => {
  itScoresEach(ID, [
    {
      title: 'equal Army Points Killed: nobody gets the 3 (55 vs 40 + A’s 15 never deployed)',
      facts: { a: { killedPoints: 55, notDeployedPoints: 15 }, b: { killedPoints: 40 } },
      ops: [0, 0],
    },
    {
      title: 'split: A Controls with a TAG and the DataTracker (3 + 3 + 1 = 7); B Killed more (3)',
      tier: 'top',
      facts: {
        a: { controlsAntenna: true, antennaByTag: true, antennaByDataTracker: true, killedPoints: 30 },
        b: { killedPoints: 31 },
      },
      ops: [7, 3],
      tp: [2, 0],
    },
  ]);

  it('no Classifieds, no HVT, and Retreat! ends the game', () => {
    expect(byId(ID)?.retreat).toEqual({ applies: true, endsGameIfTurnStartsInRetreat: true });
    invalid(attempt(ID, 'mid', { a: { secureHvt: true } }), 'a.secureHvt');
    invalid(attempt(ID, 'mid', { a: { conciliumWatch: true } }), 'a.conciliumWatch');
  });
});
