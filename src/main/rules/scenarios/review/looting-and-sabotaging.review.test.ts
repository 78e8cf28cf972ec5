/**
 * Independent review of Looting and Sabotaging against ITS S11 · Looting and Sabotaging (Main
 * Objectives): 1 per STR point your own AC2 still has, 1 per STR point the enemy AC2 has lost,
 * the enemy AC2 Destroyed +2, more Panoply items than the opponent 1; 1 Classified worth 1;
 * Neutral HVT. The AC2 profile has STR 3 and is Destroyed below 0.
 */
import { describe, expect, it } from 'vitest';
import { game, op, points } from './kit';

const ID = 'looting-and-sabotaging';

describe('Looting and Sabotaging (review)', () => {
  it('both AC2s Destroyed: each 0 kept + 3 lost by the enemy + 2 = 5 → 5 – 5', () => {
    const r = game(ID, 'mid', { a: { ac2State: 'destroyed' }, b: { ac2State: 'destroyed' } });
    expect(op(r)).toEqual([5, 5]);
    expect(r.tp).toEqual([1, 1]);
  });

  it('STR 0 is not Destroyed: B’s AC2 at STR 0 → A 3 kept + 3 lost = 6 with no +2', () => {
    const r = game(ID, 'mid', { b: { ac2State: 'str-0' } });
    expect(points(r, 'a', 'destroy-ac2')).toBe(0);
    expect(op(r)).toEqual([6, 0]);
  });

  it('equal Panoply items: nobody gets the 1 (3 – 3 from the intact AC2s)', () => {
    expect(op(game(ID, 'mid', { a: { panoplyItems: 2 }, b: { panoplyItems: 2 } }))).toEqual([3, 3]);
  });

  it('mutual damage: A’s AC2 at STR 2, B’s at STR 1 → A 2 + 2 = 4, B 1 + 1 = 2', () => {
    expect(op(game(ID, 'mid', { a: { ac2State: 'str-2' }, b: { ac2State: 'str-1' } }))).toEqual([4, 2]);
  });

  it('Secure HVT in place of the Classified: 3 + 1 = 4', () => {
    expect(op(game(ID, 'mid', { a: { secureHvt: true } }))).toEqual([4, 3]);
  });

  it('HVT harmed by B when A has 3 + 3 + 2 + 1 + 1 = 10: A stays 10 (compensation kept 0), B 0', () => {
    const r = game(ID, 'mid', {
      a: { panoplyItems: 1, classifieds: 1 },
      b: { ac2State: 'destroyed', harmedHvt: true },
    });
    expect(op(r)).toEqual([10, 0]);
    expect(points(r, 'a', 'hvt-compensation')).toBe(0);
  });
});
