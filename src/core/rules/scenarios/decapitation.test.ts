import { describe, expect, it } from 'vitest';
import { attempt, expectContradiction, expectInvalid, itScoresEach, ops, pts, run } from './testkit';

const ID = 'decapitation';

describe('Decapitation', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: more Army Points (3) + more Lieutenants (4) + Designated Target (2) + by DataTracker (1) = 10',
      facts: {
        a: {
          killedPoints: 120,
          lieutenantsKilled: 1,
          killedDesignatedTarget: true,
          designatedTargetByDataTracker: true,
        },
      },
      ops: [10, 0],
    },
    { title: 'all zero: "as many Lieutenants" needs at least 1 → 0 – 0', ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      { title: 'more Army Points Killed: 3', facts: { b: { killedPoints: 1 } }, ops: [0, 3] },
      {
        title: 'as many Lieutenants (1 – 1): 2 each',
        facts: { a: { lieutenantsKilled: 1 }, b: { lieutenantsKilled: 1 } },
        ops: [2, 2],
      },
      {
        title: 'more Lieutenants (2 – 1): 4, and the other gets nothing for Lieutenants',
        facts: { a: { lieutenantsKilled: 2 }, b: { lieutenantsKilled: 1 } },
        points: { a: { 'lieutenants-more': 4 } },
        ops: [4, 0],
      },
      { title: 'Designated Target: 2', facts: { a: { killedDesignatedTarget: true } }, ops: [2, 0] },
      {
        title: 'Designated Target by the DataTracker: 3',
        facts: { a: { killedDesignatedTarget: true, designatedTargetByDataTracker: true } },
        ops: [3, 0],
      },
    ]);
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
      expectContradiction(attempt(ID, 'mid', { a: { designatedTargetByDataTracker: true } }), [
        'a.designatedTargetByDataTracker',
        'a.killedDesignatedTarget',
      ]);
    });
    it('killed points above the opponent’s army: 301 at Mid', () => {
      expectContradiction(attempt(ID, 'mid', { a: { killedPoints: 301 } }), ['a.killedPoints', 'b.notDeployedPoints']);
    });
    it('Designated Target: no HVT penalty question; Classified deck not used', () => {
      expectInvalid(attempt(ID, 'mid', { a: { harmedHvt: true } }), 'a.harmedHvt');
      expectInvalid(attempt(ID, 'mid', { a: { classifieds: 1 } }), 'a.classifieds');
    });
  });
});
