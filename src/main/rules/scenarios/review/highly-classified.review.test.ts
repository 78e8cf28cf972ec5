/**
 * Independent review of Highly Classified against ITS S11 · Highly Classified: more
 * Classifieds (Main and Secondary) than the opponent 4, as many 2 (only with at least 1), each of
 * the 4 shared Main Classifieds 1, the Secondary Classified 2; Secure HVT may replace only the
 * Secondary; Neutral HVT; High Difficulty and Extreme Modes.
 */
import { describe, expect, it } from 'vitest';
import { byId } from '../registry';
import { game, op, points } from './kit';

const ID = 'highly-classified';

describe('Highly Classified (review)', () => {
  it('everything for both: 5 – 5 → as many 2 + 4 Main + Secondary 2 = 8 each', () => {
    const all = { mainClassifieds: 4, secondary: 'card' };
    expect(op(game(ID, 'mid', { a: all, b: all }))).toEqual([8, 8]);
  });

  it('the Secondary counts as one Classified in the comparison: A 4 Main (4) vs B 3 Main + Secondary (4) → both 2', () => {
    const r = game(ID, 'mid', { a: { mainClassifieds: 4 }, b: { mainClassifieds: 3, secondary: 'card' } });
    // A: 2 + 4 = 6. B: 2 + 3 + 2 = 7.
    expect(op(r)).toEqual([6, 7]);
    expect(r.tp).toEqual([0, 2]);
  });

  it('Secure HVT as the Secondary tips the count: A 4 Main + Secure HVT (5) vs B 4 Main → 4 + 4 + 2 = 10; B 4', () => {
    const r = game(ID, 'top', { a: { mainClassifieds: 4, secondary: 'secure-hvt' }, b: { mainClassifieds: 4 } });
    expect(op(r)).toEqual([10, 4]);
    expect(points(r, 'a', 'secondary-classified')).toBe(2);
  });

  it('only the Secondary: 1 – 0 → more 4 + 2 = 6', () => {
    expect(op(game(ID, 'low', { b: { secondary: 'secure-hvt' } }))).toEqual([0, 6]);
  });

  it('HVT harmed by B when A is at 9: 4 + 3 Main + 2 Secondary = 9 → 10', () => {
    const r = game(ID, 'mid', {
      a: { mainClassifieds: 3, secondary: 'card' },
      b: { mainClassifieds: 2, harmedHvt: true },
    });
    expect(op(r)).toEqual([10, 0]);
    expect(points(r, 'a', 'hvt-compensation')).toBe(1);
  });

  it('Secure HVT replaces only the Secondary; Extreme Mode exists; Retreat! ends the game', () => {
    const def = byId(ID);
    expect(def?.secureHvt).toBe('secondary-only');
    expect(def?.extremeMode).toBe(true);
    expect(def?.retreat).toEqual({ applies: true, endsGameIfTurnStartsInRetreat: true });
  });
});
