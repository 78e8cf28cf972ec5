import { describe, expect, it } from 'vitest';
import { expectConsistent, expectContradiction, expectInvalid, ops, pts, run } from './testkit';

const ID = 'transmission-matrix';
const aAhead = { a: { pointsCentre: 40, pointsALeft: 20 }, b: { pointsBRight: 30 } };

describe('Transmission Matrix', () => {
  it('maximum: 3 rounds × more Areas (6) + Designated Target (1) + by DataTracker (2) + Classified (1) = 10', () => {
    const r = run(ID, 'mid', {
      a: { killedDesignatedTarget: true, designatedTargetByDataTracker: true, classifieds: 1 },
      rounds: [aAhead, aAhead, aAhead],
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('all zero: 0 – 0', () => {
    expect(ops(run(ID, 'mid', { rounds: [{}] }))).toEqual([0, 0]);
  });

  describe('each objective alone', () => {
    it('as many Areas (1 – 1): 1 each per round', () => {
      const even = { a: { pointsCentre: 10 }, b: { pointsBLeft: 10 } };
      expect(ops(run(ID, 'mid', { rounds: [even, even] }))).toEqual([2, 2]);
    });
    it('more Areas: 2 per round', () => {
      const r = run(ID, 'mid', { rounds: [aAhead] });
      expect(pts(r, 'a', 'areas-more', 1)).toBe(2);
      expect(ops(r)).toEqual([2, 0]);
    });
    it('Designated Target: 1; by the DataTracker: 1 + 2 = 3', () => {
      expect(ops(run(ID, 'mid', { b: { killedDesignatedTarget: true }, rounds: [{}] }))).toEqual([0, 1]);
      expect(
        ops(run(ID, 'mid', { b: { killedDesignatedTarget: true, designatedTargetByDataTracker: true }, rounds: [{}] })),
      ).toEqual([0, 3]);
    });
    it('Classified: 1; Secure HVT may replace it: 1', () => {
      expect(ops(run(ID, 'mid', { a: { classifieds: 1 }, b: { secureHvt: true }, rounds: [{}] }))).toEqual([1, 1]);
    });
  });

  it('Provisions: +1 while below 10', () => {
    expect(ops(run(ID, 'mid', { a: { classifieds: 1, provisionsClassifieds: 1 }, rounds: [{}] }))).toEqual([2, 0]);
  });

  it('Designated Target: no HVT penalty here', () => {
    expectInvalid(() => run(ID, 'mid', { a: { harmedHvt: true }, rounds: [{}] }), 'a.harmedHvt');
  });

  it('contradiction: the DataTracker bonus without the kill', () => {
    expectContradiction(
      () => run(ID, 'mid', { a: { designatedTargetByDataTracker: true }, rounds: [{}] }),
      ['a.designatedTargetByDataTracker', 'a.killedDesignatedTarget'],
    );
  });
});
