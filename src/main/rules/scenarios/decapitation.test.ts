import { describe, expect, it } from 'vitest';
import { expectConsistent, expectContradiction, expectInvalid, ops, pts, run } from './testkit';

const ID = 'decapitation';

describe('Decapitation', () => {
  it('maximum: more Army Points (3) + more Lieutenants (4) + Designated Target (2) + by DataTracker (1) = 10', () => {
    const r = run(ID, 'mid', {
      a: { killedPoints: 120, lieutenantsKilled: 1, killedDesignatedTarget: true, designatedTargetByDataTracker: true },
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('all zero: "as many Lieutenants" needs at least 1 → 0 – 0', () => {
    expect(ops(run(ID, 'mid'))).toEqual([0, 0]);
  });

  describe('each objective alone', () => {
    it('more Army Points Killed: 3', () => {
      expect(ops(run(ID, 'mid', { b: { killedPoints: 1 } }))).toEqual([0, 3]);
    });
    it('as many Lieutenants (1 – 1): 2 each', () => {
      expect(ops(run(ID, 'mid', { a: { lieutenantsKilled: 1 }, b: { lieutenantsKilled: 1 } }))).toEqual([2, 2]);
    });
    it('more Lieutenants (2 – 1): 4, and the other gets nothing for Lieutenants', () => {
      const r = run(ID, 'mid', { a: { lieutenantsKilled: 2 }, b: { lieutenantsKilled: 1 } });
      expect(pts(r, 'a', 'lieutenants-more')).toBe(4);
      expect(ops(r)).toEqual([4, 0]);
    });
    it('Designated Target: 2; by the DataTracker: 3', () => {
      expect(ops(run(ID, 'mid', { a: { killedDesignatedTarget: true } }))).toEqual([2, 0]);
      expect(ops(run(ID, 'mid', { a: { killedDesignatedTarget: true, designatedTargetByDataTracker: true } }))).toEqual(
        [3, 0],
      );
    });
  });

  it('undeployed troopers count as Killed: A 50 + B’s 20 never deployed = 70 > B’s 60 → A 3', () => {
    const r = run(ID, 'mid', { a: { killedPoints: 50 }, b: { killedPoints: 60, notDeployedPoints: 20 } });
    expect(ops(r)).toEqual([3, 0]);
  });

  describe('Concilium Watch', () => {
    it('+1', () => {
      expect(ops(run(ID, 'mid', { b: { conciliumWatch: true } }))).toEqual([0, 1]);
    });
    it('within 10: 10 + 1 stays 10', () => {
      const r = run(ID, 'mid', {
        a: {
          killedPoints: 120,
          lieutenantsKilled: 1,
          killedDesignatedTarget: true,
          designatedTargetByDataTracker: true,
          conciliumWatch: true,
        },
      });
      expect(r.players.a.op).toBe(10);
      expect(pts(r, 'a', 'concilium-watch')).toBe(0);
    });
    it('9 + 1 = 10', () => {
      // 3 + 4 + 2 = 9 (no DataTracker bonus), Concilium +1.
      const r = run(ID, 'mid', {
        a: { killedPoints: 120, lieutenantsKilled: 1, killedDesignatedTarget: true, conciliumWatch: true },
      });
      expect(r.players.a.op).toBe(10);
    });
  });

  describe('contradictions', () => {
    it('the DataTracker bonus without the Designated Target Killed', () => {
      expectContradiction(
        () => run(ID, 'mid', { a: { designatedTargetByDataTracker: true } }),
        ['a.designatedTargetByDataTracker', 'a.killedDesignatedTarget'],
      );
    });
    it('killed points above the opponent’s army: 301 at Mid', () => {
      expectContradiction(
        () => run(ID, 'mid', { a: { killedPoints: 301 } }),
        ['a.killedPoints', 'b.notDeployedPoints'],
      );
    });
    it('Designated Target: no HVT penalty question; Classified deck not used', () => {
      expectInvalid(() => run(ID, 'mid', { a: { harmedHvt: true } }), 'a.harmedHvt');
      expectInvalid(() => run(ID, 'mid', { a: { classifieds: 1 } }), 'a.classifieds');
    });
  });
});
