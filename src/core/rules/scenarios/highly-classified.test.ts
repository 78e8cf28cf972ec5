import { describe, expect, it } from 'vitest';
import { byId } from './registry';
import { attempt, expectInvalid, itScoresEach, ops, run } from './testkit';

const ID = 'highly-classified';

describe('Highly Classified', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: more Classifieds (4) + 4 Main (4) + Secondary (2) = 10',
      facts: { a: { mainClassifieds: 4, secondary: 'card' } },
      ops: [10, 0],
    },
    { title: 'all zero: "as many" needs at least 1 → 0 – 0', ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      {
        title: 'as many Classifieds (1 Main each): 2 + 1 = 3 each',
        facts: { a: { mainClassifieds: 1 }, b: { mainClassifieds: 1 } },
        ops: [3, 3],
      },
      {
        title: 'more Classifieds (2 Main vs 1): A 4 + 2 = 6, B 1',
        facts: { a: { mainClassifieds: 2 }, b: { mainClassifieds: 1 } },
        ops: [6, 1],
      },
      {
        title: 'Main Classifieds: 1 each (the four are shared, so both may take all four: 2 + 4 = 6 each)',
        facts: { a: { mainClassifieds: 4 }, b: { mainClassifieds: 4 } },
        points: { a: { 'main-classifieds': 4 } },
        ops: [6, 6],
      },
      {
        title: 'the Secondary: 2 (and it counts in the comparison: 1 vs 0 → +4)',
        facts: { b: { secondary: 'card' } },
        points: { b: { 'secondary-classified': 2 } },
        ops: [0, 6],
      },
    ]);
  });

  describe('Secure HVT replaces only the Secondary', () => {
    it('Secure HVT as the Secondary is worth the Secondary’s 2 OP and counts as a Classified', () => {
      const r = run(ID, 'mid', { a: { secondary: 'secure-hvt' }, b: { secondary: 'card' } });
      // 1 vs 1: as many (2) + Secondary (2) = 4 each.
      expect(ops(r)).toEqual([4, 4]);
    });
    it('there is no generic Secure HVT question here (it could only replace a Main)', () => {
      expectInvalid(attempt(ID, 'mid', { a: { secureHvt: true } }), 'a.secureHvt');
      expectInvalid(attempt(ID, 'mid', { a: { classifieds: 1 } }), 'a.classifieds');
    });
    it('the declaration says so', () => {
      expect(byId(ID)?.secureHvt).toBe('secondary-only');
      expect(byId(ID)?.classified).toEqual({ count: 4, op: 1, secondary: { count: 1, op: 2 } });
    });
  });

  it('HVT penalty: A (6) harms an HVT → 0; B 1 + 2 = 3', () => {
    const r = run(ID, 'mid', { a: { mainClassifieds: 2, harmedHvt: true }, b: { mainClassifieds: 1 } });
    expect(ops(r)).toEqual([0, 3]);
  });

  it('more Main Classifieds than the 4 on the table is invalid', () => {
    expectInvalid(attempt(ID, 'mid', { a: { mainClassifieds: 5 } }), 'a.mainClassifieds');
    expectInvalid(attempt(ID, 'mid', { a: { secondary: 'twice' } }), 'a.secondary');
  });
});
