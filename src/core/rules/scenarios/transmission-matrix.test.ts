import { describe, expect, it } from 'vitest';
import { attempt, expectContradiction, expectInvalid, itScoresEach, ops, pts, run } from './testkit';

const ID = 'transmission-matrix';
const aAhead = { a: { pointsCentre: 40, pointsALeft: 20 }, b: { pointsBRight: 30 } };

describe('Transmission Matrix', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: 3 rounds × more Areas (6) + Designated Target (1) + by DataTracker (2) + Classified (1) = 10',
      facts: {
        a: { killedDesignatedTarget: true, designatedTargetByDataTracker: true, classifieds: 1 },
        rounds: [aAhead, aAhead, aAhead],
      },
      ops: [10, 0],
    },
    { title: 'all zero: 0 – 0', facts: { rounds: [{}] }, ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    const even = { a: { pointsCentre: 10 }, b: { pointsBLeft: 10 } };
    itScoresEach(ID, [
      { title: 'as many Areas (1 – 1): 1 each per round', facts: { rounds: [even, even] }, ops: [2, 2] },
      { title: 'Designated Target: 1', facts: { b: { killedDesignatedTarget: true }, rounds: [{}] }, ops: [0, 1] },
      {
        title: 'Designated Target by the DataTracker: 1 + 2 = 3',
        facts: { b: { killedDesignatedTarget: true, designatedTargetByDataTracker: true }, rounds: [{}] },
        ops: [0, 3],
      },
      {
        title: 'Classified: 1; Secure HVT may replace it: 1',
        facts: { a: { classifieds: 1 }, b: { secureHvt: true }, rounds: [{}] },
        ops: [1, 1],
      },
    ]);
    it('more Areas: 2 per round', () => {
      const r = run(ID, 'mid', { rounds: [aAhead] });
      expect(pts(r, 'a', 'areas-more', 1)).toBe(2);
      expect(ops(r)).toEqual([2, 0]);
    });
  });

  it('Provisions: +1 while below 10', () => {
    expect(ops(run(ID, 'mid', { a: { classifieds: 1, provisionsClassifieds: 1 }, rounds: [{}] }))).toEqual([2, 0]);
  });

  it('Designated Target: no HVT penalty here', () => {
    expectInvalid(attempt(ID, 'mid', { a: { harmedHvt: true }, rounds: [{}] }), 'a.harmedHvt');
  });

  it('contradiction: the DataTracker bonus without the kill', () => {
    expectContradiction(attempt(ID, 'mid', { a: { designatedTargetByDataTracker: true }, rounds: [{}] }), [
      'a.designatedTargetByDataTracker',
      'a.killedDesignatedTarget',
    ]);
  });
});
