import { describe, expect, it } from 'vitest';
import { expectConsistent, expectInvalid, ops, pts, run } from './testkit';

const ID = 'looting-and-sabotaging';

describe('Looting and Sabotaging', () => {
  it('maximum: own AC2 intact (3) + enemy AC2 lost 3 (3) + Destroyed (2) + Panoplies (1) + Classified (1) = 10', () => {
    const r = run(ID, 'mid', { a: { panoplyItems: 1, classifieds: 1 }, b: { ac2State: 'destroyed' } });
    // B: own AC2 Destroyed → 0; A's AC2 intact → 0 damage → 0.
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('all zero: both AC2s intact, each protects 3 → 3 – 3', () => {
    expect(ops(run(ID, 'mid'))).toEqual([3, 3]);
  });

  describe('each objective alone', () => {
    it('damage: B’s AC2 at STR 2 → A 3 + 1 = 4, B 2', () => {
      const r = run(ID, 'mid', { b: { ac2State: 'str-2' } });
      expect(pts(r, 'a', 'damage-ac2')).toBe(1);
      expect(ops(r)).toEqual([4, 2]);
    });
    it('STR 1 → A 3 + 2 = 5, B 1; STR 0 → A 3 + 3 = 6, B 0', () => {
      expect(ops(run(ID, 'mid', { b: { ac2State: 'str-1' } }))).toEqual([5, 1]);
      expect(ops(run(ID, 'mid', { b: { ac2State: 'str-0' } }))).toEqual([6, 0]);
    });
    it('Destroyed: 3 lost + 2 → A 3 + 3 + 2 = 8, B 0', () => {
      const r = run(ID, 'mid', { b: { ac2State: 'destroyed' } });
      expect(pts(r, 'a', 'destroy-ac2')).toBe(2);
      expect(ops(r)).toEqual([8, 0]);
    });
    it('more Panoply items: 1', () => {
      expect(ops(run(ID, 'mid', { a: { panoplyItems: 2 }, b: { panoplyItems: 3 } }))).toEqual([3, 4]);
    });
    it('Classified: 1', () => {
      expect(ops(run(ID, 'mid', { a: { classifieds: 1 } }))).toEqual([4, 3]);
    });
  });

  it('both AC2s damaged: A’s at STR 1, B’s Destroyed → A 1 + 3 + 2 = 6, B 0 + 2 = 2', () => {
    expect(ops(run(ID, 'mid', { a: { ac2State: 'str-1' }, b: { ac2State: 'destroyed' } }))).toEqual([6, 2]);
  });

  it('HVT penalty: B harms an HVT → B 0, A 3 + 2 = 5', () => {
    expect(ops(run(ID, 'mid', { b: { harmedHvt: true } }))).toEqual([5, 0]);
  });

  it('an unknown AC2 state is invalid', () => {
    expectInvalid(() => run(ID, 'mid', { a: { ac2State: 'str-4' } }), 'a.ac2State');
  });
});
