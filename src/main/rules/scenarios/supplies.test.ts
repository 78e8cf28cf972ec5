import { describe, expect, it } from 'vitest';
import { expectConsistent, expectContradiction, ops, pts, run } from './testkit';

const ID = 'supplies';

describe('Supplies', () => {
  it('maximum: 3 Boxes (3) + more (3) + opponent has none (2) + 2 Classifieds (2) = 10', () => {
    const r = run(ID, 'mid', { a: { suppliesControlled: 3, classifieds: 2 } });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('all zero: each opponent Controls no Box → 2 – 2', () => {
    expect(ops(run(ID, 'mid'))).toEqual([2, 2]);
  });

  describe('each objective alone', () => {
    it('1 each, equal counts give neither "more" nor "opponent has none": 1 – 1', () => {
      expect(ops(run(ID, 'mid', { a: { suppliesControlled: 1 }, b: { suppliesControlled: 1 } }))).toEqual([1, 1]);
    });
    it('more Boxes: A 2 + 3 = 5, B 1', () => {
      const r = run(ID, 'mid', { a: { suppliesControlled: 2 }, b: { suppliesControlled: 1 } });
      expect(pts(r, 'a', 'more-supply-boxes')).toBe(3);
      expect(ops(r)).toEqual([5, 1]);
    });
    it('opponent has none: A 1 + 3 + 2 = 6, B 0', () => {
      expect(ops(run(ID, 'mid', { a: { suppliesControlled: 1 } }))).toEqual([6, 0]);
    });
    it('Classifieds: 1 each', () => {
      expect(ops(run(ID, 'mid', { b: { classifieds: 2 } }))).toEqual([2, 4]);
    });
  });

  it('Counterespionage: A cancels 1 of B’s 2 → B 2 + 1; A 2 + 1', () => {
    expect(ops(run(ID, 'mid', { a: { classifieds: 1 }, b: { classifieds: 2, classifiedsCancelled: 1 } }))).toEqual([
      3, 3,
    ]);
  });

  it('Concilium Watch: +1, within 10', () => {
    expect(ops(run(ID, 'mid', { a: { conciliumWatch: true } }))).toEqual([3, 2]);
    expect(run(ID, 'mid', { a: { suppliesControlled: 3, classifieds: 2, conciliumWatch: true } }).players.a.op).toBe(
      10,
    );
  });

  it('contradiction: more Boxes than the 3 in the game', () => {
    expectContradiction(
      () => run(ID, 'mid', { a: { suppliesControlled: 2 }, b: { suppliesControlled: 2 } }),
      ['a.suppliesControlled', 'b.suppliesControlled'],
    );
  });
});
