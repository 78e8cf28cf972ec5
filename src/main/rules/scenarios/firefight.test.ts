import { describe, expect, it } from 'vitest';
import { expectConsistent, expectContradiction, ops, pts, run } from './testkit';

const ID = 'firefight';

describe('Firefight', () => {
  it('maximum: Specialists 1 + Lieutenants 2 + Army Points 3 + Panoplies 1 + DataTracker 1 + 2 Classifieds = 10', () => {
    const r = run(ID, 'mid', {
      a: {
        specialistsKilled: 2,
        lieutenantsKilled: 1,
        killedPoints: 150,
        panoplyItems: 2,
        killedDataTracker: true,
        classifieds: 2,
      },
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('all zero: 0 – 0', () => {
    expect(ops(run(ID, 'mid'))).toEqual([0, 0]);
  });

  describe('each objective alone', () => {
    it('more Specialists Killed: 1', () => {
      expect(ops(run(ID, 'mid', { a: { specialistsKilled: 1 } }))).toEqual([1, 0]);
    });
    it('more Lieutenants Killed: 2', () => {
      expect(ops(run(ID, 'mid', { b: { lieutenantsKilled: 1 } }))).toEqual([0, 2]);
    });
    it('more Army Points Killed: 3', () => {
      expect(ops(run(ID, 'mid', { a: { killedPoints: 25 } }))).toEqual([3, 0]);
    });
    it('more Panoply items: 1 (a tie gives nothing)', () => {
      expect(ops(run(ID, 'mid', { a: { panoplyItems: 3 }, b: { panoplyItems: 1 } }))).toEqual([1, 0]);
      expect(ops(run(ID, 'mid', { a: { panoplyItems: 2 }, b: { panoplyItems: 2 } }))).toEqual([0, 0]);
    });
    it('the enemy DataTracker Killed: 1', () => {
      expect(ops(run(ID, 'mid', { b: { killedDataTracker: true } }))).toEqual([0, 1]);
    });
    it('Classifieds: 1 each; Secure HVT may replace one', () => {
      expect(ops(run(ID, 'mid', { a: { classifieds: 2 } }))).toEqual([2, 0]);
      expect(ops(run(ID, 'mid', { a: { classifieds: 1, secureHvt: true } }))).toEqual([2, 0]);
    });
  });

  describe('undeployed troopers count as Killed by the opponent', () => {
    it('B’s never-deployed Specialist gives A "more Specialists": 1 vs 0', () => {
      const r = run(ID, 'mid', { b: { notDeployedSpecialists: 1 } });
      expect(pts(r, 'a', 'more-specialists')).toBe(1);
    });
    it('and can even the count: A killed 1, but A left 1 undeployed → 1 vs 1, nobody scores', () => {
      const r = run(ID, 'mid', { a: { specialistsKilled: 1, notDeployedSpecialists: 1 } });
      expect(ops(r)).toEqual([0, 0]);
    });
    it('Army Points: A 0 on the table + B’s 40 never deployed = 40 > B’s 30 → A 3', () => {
      expect(ops(run(ID, 'mid', { b: { killedPoints: 30, notDeployedPoints: 40 } }))).toEqual([3, 0]);
    });
  });

  it('HVT penalty within 10: A 9 → 10 with the compensation kept to 1', () => {
    // A: 1 + 2 + 3 + 1 + 1 + 1 Classified = 9. B harms an HVT: B 0, A + min(2, 1) = 10.
    const r = run(ID, 'mid', {
      a: {
        specialistsKilled: 1,
        lieutenantsKilled: 1,
        killedPoints: 100,
        panoplyItems: 1,
        killedDataTracker: true,
        classifieds: 1,
      },
      b: { harmedHvt: true },
    });
    expect(ops(r)).toEqual([10, 0]);
  });

  it('contradictions: killed points above the opponent’s army; 3 Classifieds', () => {
    expectContradiction(
      () => run(ID, 'low', { a: { killedPoints: 150 }, b: { notDeployedPoints: 60 } }),
      ['a.killedPoints', 'b.notDeployedPoints'],
    );
    expectContradiction(
      () => run(ID, 'mid', { b: { classifieds: 2, secureHvt: true } }),
      ['b.classifieds', 'b.secureHvt'],
    );
  });
});
