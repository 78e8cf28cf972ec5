import { describe, expect, it } from 'vitest';
import { expectConsistent, expectContradiction, expectInvalid, ops, run } from './testkit';

const ID = 'show-of-force';

describe('Show of Force', () => {
  it('maximum: Antenna (3) + TAG (3) + more killed (3) + DataTracker (1) = 10', () => {
    const r = run(ID, 'mid', {
      a: { controlsAntenna: true, antennaByTag: true, antennaByDataTracker: true, killedPoints: 50 },
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('all zero: 0 – 0', () => {
    expect(ops(run(ID, 'mid'))).toEqual([0, 0]);
  });

  describe('each objective alone', () => {
    it('Control the Antenna: 3; with a TAG: 6; with the DataTracker: 4', () => {
      expect(ops(run(ID, 'mid', { a: { controlsAntenna: true } }))).toEqual([3, 0]);
      expect(ops(run(ID, 'mid', { a: { controlsAntenna: true, antennaByTag: true } }))).toEqual([6, 0]);
      expect(ops(run(ID, 'mid', { b: { controlsAntenna: true, antennaByDataTracker: true } }))).toEqual([0, 4]);
    });
    it('more Army Points Killed: 3 (undeployed count for the opponent)', () => {
      expect(ops(run(ID, 'mid', { b: { killedPoints: 20 } }))).toEqual([0, 3]);
      expect(ops(run(ID, 'mid', { a: { killedPoints: 20 }, b: { killedPoints: 10, notDeployedPoints: 11 } }))).toEqual([
        3, 0,
      ]);
      expect(ops(run(ID, 'mid', { a: { killedPoints: 20, notDeployedPoints: 11 }, b: { killedPoints: 10 } }))).toEqual([
        0, 3,
      ]);
    });
  });

  describe('contradictions', () => {
    it('both players Controlling the Antenna', () => {
      expectContradiction(
        () => run(ID, 'mid', { a: { controlsAntenna: true }, b: { controlsAntenna: true } }),
        ['a.controlsAntenna', 'b.controlsAntenna'],
      );
    });
    it('a TAG or DataTracker bonus without Control', () => {
      expectContradiction(() => run(ID, 'mid', { a: { antennaByTag: true } }), ['a.antennaByTag', 'a.controlsAntenna']);
      expectContradiction(
        () => run(ID, 'mid', { b: { antennaByDataTracker: true } }),
        ['b.antennaByDataTracker', 'b.controlsAntenna'],
      );
    });
    it('killed points above the opponent’s army', () => {
      expectContradiction(() => run(ID, 'low', { a: { killedPoints: 201 } }), ['a.killedPoints']);
    });
    it('no HVT and no Classifieds here', () => {
      expectInvalid(() => run(ID, 'mid', { a: { harmedHvt: true } }), 'a.harmedHvt');
      expectInvalid(() => run(ID, 'mid', { a: { classifieds: 1 } }), 'a.classifieds');
    });
  });
});
