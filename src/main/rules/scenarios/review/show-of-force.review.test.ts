/**
 * Independent review of Show of Force against ITS S11 · Show of Force (Main Objectives):
 * Control the Transmission Antenna 3, with a TAG (or Pilot, Remote Pilot, Operator,
 * Heavyweight) +3, more Army Points Killed than the opponent 3, Control it with your
 * DataTracker 1; no Classifieds, no HVT; Killing.
 */
import { describe, expect, it } from 'vitest';
import { byId } from '../registry';
import { game, invalid, op } from './kit';

const ID = 'show-of-force';

describe('Show of Force (review)', () => {
  it('equal Army Points Killed: nobody gets the 3 (55 vs 40 + A’s 15 never deployed)', () => {
    expect(op(game(ID, 'mid', { a: { killedPoints: 55, notDeployedPoints: 15 }, b: { killedPoints: 40 } }))).toEqual([
      0, 0,
    ]);
  });

  it('split: A Controls with a TAG and the DataTracker (3 + 3 + 1 = 7); B Killed more (3)', () => {
    const r = game(ID, 'top', {
      a: { controlsAntenna: true, antennaByTag: true, antennaByDataTracker: true, killedPoints: 30 },
      b: { killedPoints: 31 },
    });
    expect(op(r)).toEqual([7, 3]);
    expect(r.tp).toEqual([2, 0]);
  });

  it('no Classifieds, no HVT, and Retreat! ends the game', () => {
    expect(byId(ID)?.retreat).toEqual({ applies: true, endsGameIfTurnStartsInRetreat: true });
    invalid(() => game(ID, 'mid', { a: { secureHvt: true } }), 'a.secureHvt');
    invalid(() => game(ID, 'mid', { a: { conciliumWatch: true } }), 'a.conciliumWatch');
  });
});
