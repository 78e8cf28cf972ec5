/** Provisioning (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.9). */
import { describe, expect, it } from 'vitest';
import { expectConsistent, expectRefused, ops, pts, runS17 } from './testkit';

const ID = 'provisioning';

describe('Provisioning', () => {
  it('maximum: 4 boxes (4) + more in own Safe Area (3) + the adversary has none in theirs (2) + Classified (1) = 10', () => {
    const r = runS17(ID, 300, { a: { boxesControlled: 4, boxesInSafeArea: 1, classifieds: 1 } });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('literal reading: when neither has a box in their Safe Area, both score the 2', () => {
    expect(ops(runS17(ID, 200))).toEqual([2, 2]);
  });

  it('the same number in the Safe Areas (at least 1): 1 each, and nobody scores “more” or “none”', () => {
    const r = runS17(ID, 250, {
      a: { boxesControlled: 2, boxesInSafeArea: 1 },
      b: { boxesControlled: 2, boxesInSafeArea: 1 },
    });
    expect(ops(r)).toEqual([2 + 1, 2 + 1]);
    expect(pts(r, 'a', 'more-safe-area')).toBe(0);
  });

  it('more boxes in own Safe Area: 3; the one with fewer (but some) does not get the adversary’s 2', () => {
    const r = runS17(ID, 400, {
      a: { boxesControlled: 2, boxesInSafeArea: 2 },
      b: { boxesControlled: 1, boxesInSafeArea: 1 },
    });
    expect(ops(r)).toEqual([2 + 3, 1]);
  });

  it('refuses more than 4 boxes between the players, and more boxes in a Safe Area than Controlled', () => {
    expectRefused(
      () => runS17(ID, 300, { a: { boxesControlled: 3 }, b: { boxesControlled: 2 } }),
      'RULES_VIOLATION',
      ['a.boxesControlled', 'b.boxesControlled'],
      ['Player A', 'Player B', 'more than the 4 Supply Boxes'],
    );
    expectRefused(
      () => runS17(ID, 300, { b: { boxesControlled: 1, boxesInSafeArea: 2 } }),
      'RULES_VIOLATION',
      ['b.boxesInSafeArea', 'b.boxesControlled'],
      ['Player B', '2 Supply Boxes in the own Safe Area, but only 1 Controlled'],
    );
  });
});
