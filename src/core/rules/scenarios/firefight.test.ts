import { describe, expect, it } from 'vitest';
import { attempt, expectContradiction, itScoresEach, ops, pts, run } from './testkit';

const ID = 'firefight';

describe('Firefight', () => {
  itScoresEach(ID, [
    {
      title:
        'maximum: Specialists 1 + Lieutenants 2 + Army Points 3 + Panoplies 1 + DataTracker 1 + 2 Classifieds = 10',
      facts: {
        a: {
          specialistsKilled: 2,
          lieutenantsKilled: 1,
          killedPoints: 150,
          panoplyItems: 2,
          killedDataTracker: true,
          classifieds: 2,
        },
      },
      ops: [10, 0],
    },
    { title: 'all zero: 0 – 0', ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      { title: 'more Specialists Killed: 1', facts: { a: { specialistsKilled: 1 } }, ops: [1, 0] },
      { title: 'more Lieutenants Killed: 2', facts: { b: { lieutenantsKilled: 1 } }, ops: [0, 2] },
      { title: 'more Army Points Killed: 3', facts: { a: { killedPoints: 25 } }, ops: [3, 0] },
      {
        title: 'more Panoply items: 1',
        facts: { a: { panoplyItems: 3 }, b: { panoplyItems: 1 } },
        ops: [1, 0],
      },
      {
        title: 'more Panoply items: a tie gives nothing',
        facts: { a: { panoplyItems: 2 }, b: { panoplyItems: 2 } },
        ops: [0, 0],
      },
      { title: 'the enemy DataTracker Killed: 1', facts: { b: { killedDataTracker: true } }, ops: [0, 1] },
      { title: 'Classifieds: 1 each', facts: { a: { classifieds: 2 } }, ops: [2, 0] },
      {
        title: 'Classifieds: Secure HVT may replace one',
        facts: { a: { classifieds: 1, secureHvt: true } },
        ops: [2, 0],
      },
    ]);
  });

  describe('undeployed troopers count as Killed by the opponent', () => {
    it('B’s never-deployed Specialist gives A "more Specialists": 1 vs 0', () => {
      const r = run(ID, 'mid', { b: { notDeployedSpecialists: 1 } });
      expect(pts(r, 'a', 'more-specialists')).toBe(1);
    });
    itScoresEach(ID, [
      {
        title: 'and can even the count: A killed 1, but A left 1 undeployed → 1 vs 1, nobody scores',
        facts: { a: { specialistsKilled: 1, notDeployedSpecialists: 1 } },
        ops: [0, 0],
      },
      {
        title: 'Army Points: A 0 on the table + B’s 40 never deployed = 40 > B’s 30 → A 3',
        facts: { b: { killedPoints: 30, notDeployedPoints: 40 } },
        ops: [3, 0],
      },
    ]);
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
    expectContradiction(attempt(ID, 'low', { a: { killedPoints: 150 }, b: { notDeployedPoints: 60 } }), [
      'a.killedPoints',
      'b.notDeployedPoints',
    ]);
    expectContradiction(attempt(ID, 'mid', { b: { classifieds: 2, secureHvt: true } }), [
      'b.classifieds',
      'b.secureHvt',
    ]);
  });
});
