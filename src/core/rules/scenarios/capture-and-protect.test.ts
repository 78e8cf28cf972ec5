import { describe, expect, it } from 'vitest';
import { attempt, expectConsistent, expectContradiction, expectInvalid, itScoresEach, ops, pts, run } from './testkit';

const ID = 'capture-and-protect';

describe('Capture and Protect', () => {
  it('maximum: Captured 3 + DataTracker 2 + own Deployment Zone 1 + protected 3 + Classified 1 = 10', () => {
    const r = run(ID, 'mid', {
      a: { capturedEnemyBeacon: true, beaconByDataTracker: true, beaconInOwnZone: true, classifieds: 1 },
    });
    // B's Beacon is Captured, so B does not score "protected": 0.
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('all zero: nobody Captures, so both protect their Beacon: 3 – 3', () => {
    const r = run(ID, 'mid');
    expect(ops(r)).toEqual([3, 3]);
    expect(r.tp).toEqual([1, 1]);
  });

  describe('each objective alone', () => {
    itScoresEach(ID, [
      {
        title: 'Capturing the enemy Beacon: A 3 + protected 3 = 6; B loses protection → 0',
        facts: { a: { capturedEnemyBeacon: true } },
        points: { a: { 'capture-beacon': 3 } },
        ops: [6, 0],
      },
      {
        title: 'with the DataTracker: 3 + 2 + 3 = 8',
        facts: { a: { capturedEnemyBeacon: true, beaconByDataTracker: true } },
        ops: [8, 0],
      },
      {
        title: 'inside own Deployment Zone: 3 + 1 + 3 = 7',
        facts: { b: { capturedEnemyBeacon: true, beaconInOwnZone: true } },
        ops: [0, 7],
      },
      { title: 'Classified: 3 (protected) + 1 = 4', facts: { a: { classifieds: 1 } }, ops: [4, 3] },
      {
        title: 'both Capture: 3 each, nobody protected',
        facts: { a: { capturedEnemyBeacon: true }, b: { capturedEnemyBeacon: true } },
        ops: [3, 3],
      },
    ]);
  });

  describe('INTELCOM Provisions', () => {
    it('+1 for an accomplished Classified bearing the symbol: 3 + 1 + 1 = 5', () => {
      const r = run(ID, 'mid', { a: { classifieds: 1, provisionsClassifieds: 1 } });
      expect(pts(r, 'a', 'provisions')).toBe(1);
      expect(ops(r)).toEqual([5, 3]);
    });
    it('only while below 10: 9 + 1 = 10; at 10 nothing more', () => {
      // 3 + 2 + 3 + 1 = 9 → Provisions brings 10.
      const nine = run(ID, 'mid', {
        a: { capturedEnemyBeacon: true, beaconByDataTracker: true, classifieds: 1, provisionsClassifieds: 1 },
      });
      expect(nine.players.a.op).toBe(10);
      expect(pts(nine, 'a', 'provisions')).toBe(1);
      const ten = run(ID, 'mid', {
        a: {
          capturedEnemyBeacon: true,
          beaconByDataTracker: true,
          beaconInOwnZone: true,
          classifieds: 1,
          provisionsClassifieds: 1,
        },
      });
      expect(ten.players.a.op).toBe(10);
      expect(pts(ten, 'a', 'provisions')).toBe(0);
    });
    it('a Provisions card that was not accomplished is a contradiction', () => {
      expectContradiction(attempt(ID, 'mid', { a: { provisionsClassifieds: 1 } }), [
        'a.provisionsClassifieds',
        'a.classifieds',
      ]);
    });
  });

  describe('contradictions', () => {
    it('a DataTracker or Deployment Zone bonus without the Capture', () => {
      expectContradiction(attempt(ID, 'mid', { a: { beaconByDataTracker: true } }), [
        'a.beaconByDataTracker',
        'a.capturedEnemyBeacon',
      ]);
      expectContradiction(attempt(ID, 'mid', { b: { beaconInOwnZone: true } }), [
        'b.beaconInOwnZone',
        'b.capturedEnemyBeacon',
      ]);
    });
    it('no HVT here: neither the HVT penalty nor Secure HVT is asked', () => {
      expectInvalid(attempt(ID, 'mid', { a: { harmedHvt: true } }), 'a.harmedHvt');
      expectInvalid(attempt(ID, 'mid', { a: { secureHvt: true } }), 'a.secureHvt');
    });
  });
});
