/** Resilience Operations (ITS S17 Extra), worked by hand from the digest (shared/docs/SEASON17.md §4.16). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { wizardQuestions } from '../registry';
import { expectConsistent, expectRefused, ops, pts, runS17 } from './testkit';

const ID = 'resilience-operations';

describe('Resilience Operations', () => {
  it('maximum: three cards at 3 OP (9) + more accomplished (1) = 10', () => {
    const r = runS17(ID, 300, { a: { tactical1: 3, tactical2: 3, tactical3: 3 }, b: { tactical1: 2, tactical2: 1 } });
    expect(ops(r)).toEqual([10, 3]);
    expectConsistent(r);
  });

  it('each card scores the OP it gave; accomplished means at least 1 OP', () => {
    const r = runS17(ID, 200, { a: { tactical2: 2 } });
    expect(pts(r, 'a', 'tactical-2')).toBe(2);
    expect(pts(r, 'a', 'more-tactical')).toBe(1);
    expect(r.players.a.op).toBe(3);
  });

  it('as many accomplished cards as the adversary: nobody gets the +1', () => {
    expect(ops(runS17(ID, 400, { a: { tactical1: 3 }, b: { tactical3: 1 } }))).toEqual([3, 1]);
  });

  it('refuses a card above 3 OP, naming the player; the reading covers an early end', () => {
    expectRefused(() => runS17(ID, 300, { b: { tactical3: 4 } }), 'INVALID_INPUT', ['b.tactical3'], ['Player B', '3']);
    expect(inEnglish(wizardQuestions(ID, 'its-s17').find((q) => q.key === 'tactical1')?.reading)).toContain(
      'never revealed',
    );
  });
});
