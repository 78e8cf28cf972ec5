/**
 * Independent review of Capture and Protect against ITS S11 · Capture and Protect (Main
 * Objectives): the enemy Beacon Captured 3, with the DataTracker +2, inside your own Deployment
 * Zone 1, the enemy has not Captured your Beacon 3; 1 Classified worth 1; INTELCOM Provisions
 * (+1 per Classified with the symbol, only below 10 OP); HVT not used.
 */
import { describe, expect, it } from 'vitest';
import { attempt, game, invalid, itScoresEach, op, points } from './kit';

const ID = 'capture-and-protect';

describe('Capture and Protect (review)', () => {
  it('both Capture with every bonus: 3 + 2 + 1 = 6 each, nobody protected → tie, 1 TP each', () => {
    const both = { capturedEnemyBeacon: true, beaconByDataTracker: true, beaconInOwnZone: true };
    const r = game(ID, 'mid', { a: both, b: both });
    expect(op(r)).toEqual([6, 6]);
    expect(points(r, 'a', 'protect-beacon')).toBe(0);
    expect(r.tp).toEqual([1, 1]);
  });

  itScoresEach(ID, [
    {
      title: 'A Captures in its own Deployment Zone: 3 + 1 + protected 3 = 7; B 0 → Total Victory',
      tier: 'low',
      facts: { a: { capturedEnemyBeacon: true, beaconInOwnZone: true } },
      ops: [7, 0],
      tp: [3, 0],
    },
    {
      title: 'Provisions on top of 9: 3 + 2 + 3 + Classified 1 = 9, +1 Provisions = 10',
      facts: {
        a: { capturedEnemyBeacon: true, beaconByDataTracker: true, classifieds: 1, provisionsClassifieds: 1 },
      },
      points: { a: { provisions: 1 } },
      ops: [10, 0],
    },
    {
      title: 'Provisions when the opponent keeps protecting: 3 (protected) + Classified 1 + Provisions 1 = 5 vs 3',
      facts: { b: { classifieds: 1, provisionsClassifieds: 1 } },
      ops: [3, 5],
    },
    {
      title: 'a Classified without the symbol earns no Provisions point: 3 + 1 = 4',
      facts: { a: { classifieds: 1 } },
      points: { a: { provisions: 0 } },
      ops: [4, 3],
    },
  ]);

  it('no HVT in this scenario: neither harm nor Secure HVT is asked', () => {
    invalid(attempt(ID, 'mid', { b: { harmedHvt: true } }), 'b.harmedHvt');
    invalid(attempt(ID, 'mid', { b: { secureHvt: true } }), 'b.secureHvt');
  });
});
