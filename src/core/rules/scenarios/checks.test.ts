import { describe, expect, it } from 'vitest';
import { msg } from '../../../shared/messages';
import { bonusesNeed, combinedAtMost } from './checks';

const TOO_MANY = msg('m.c.antennas');
const NEEDS = msg('m.c.coffinBonus');

describe('combinedAtMost', () => {
  it('allows both players together to reach the limit, not pass it', () => {
    // 3 pieces on the table: 2 + 1 = 3 is possible, 2 + 2 = 4 is not.
    expect(combinedAtMost({ a: { n: 2 }, b: { n: 1 } }, 'n', 3, TOO_MANY)).toEqual([]);
    expect(combinedAtMost({ a: { n: 2 }, b: { n: 2 } }, 'n', 3, TOO_MANY)).toEqual([
      { fields: ['a.n', 'b.n'], message: TOO_MANY },
    ]);
  });
});

describe('bonusesNeed', () => {
  it('names each bonus claimed without its base objective, player A first', () => {
    // A claims both bonuses without the base; B claims the second bonus with the base (fine).
    const facts = {
      a: { base: false, x: true, y: true },
      b: { base: true, x: false, y: true },
    };
    expect(bonusesNeed(facts, ['x', 'y'], 'base', NEEDS)).toEqual([
      { fields: ['a.x', 'a.base'], message: NEEDS },
      { fields: ['a.y', 'a.base'], message: NEEDS },
    ]);
  });

  it('lists player A before player B, each in the order the bonuses are given', () => {
    const facts = {
      a: { base: false, x: false, y: true },
      b: { base: false, x: true, y: true },
    };
    expect(bonusesNeed(facts, ['x', 'y'], 'base', NEEDS).map((p) => p.fields[0])).toEqual(['a.y', 'b.x', 'b.y']);
  });
});
