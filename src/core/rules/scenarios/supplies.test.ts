import { describe, expect, it } from 'vitest';
import { attempt, expectContradiction, itScoresEach, ops, run } from './testkit';

const ID = 'supplies';

describe('Supplies', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: 3 Boxes (3) + more (3) + opponent has none (2) + 2 Classifieds (2) = 10',
      facts: { a: { suppliesControlled: 3, classifieds: 2 } },
      ops: [10, 0],
    },
    { title: 'all zero: each opponent Controls no Box → 2 – 2', ops: [2, 2] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      {
        title: '1 each, equal counts give neither "more" nor "opponent has none": 1 – 1',
        facts: { a: { suppliesControlled: 1 }, b: { suppliesControlled: 1 } },
        ops: [1, 1],
      },
      {
        title: 'more Boxes: A 2 + 3 = 5, B 1',
        facts: { a: { suppliesControlled: 2 }, b: { suppliesControlled: 1 } },
        points: { a: { 'more-supply-boxes': 3 } },
        ops: [5, 1],
      },
      { title: 'opponent has none: A 1 + 3 + 2 = 6, B 0', facts: { a: { suppliesControlled: 1 } }, ops: [6, 0] },
      { title: 'Classifieds: 1 each', facts: { b: { classifieds: 2 } }, ops: [2, 4] },
    ]);
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
    expectContradiction(attempt(ID, 'mid', { a: { suppliesControlled: 2 }, b: { suppliesControlled: 2 } }), [
      'a.suppliesControlled',
      'b.suppliesControlled',
    ]);
  });
});
