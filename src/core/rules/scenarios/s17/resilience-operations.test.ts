/** Resilience Operations (ITS S17 Extra), worked by hand from the digest (shared/docs/SEASON17.md §4.16). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { wizardQuestions } from '../registry';
import { itRefusesEachS17, itScoresEachS17, refused } from './testkit';

const ID = 'resilience-operations';

describe('Resilience Operations', () => {
  itScoresEachS17(ID, [
    {
      title: 'each card scores the OP it gave; accomplished means at least 1 OP',
      armyPoints: 200,
      facts: { a: { tactical2: 2 } },
      points: { a: { 'tactical-2': 2, 'more-tactical': 1 } },
      ops: [3, 0],
    },
    {
      title: 'as many accomplished cards as the adversary: nobody gets the +1',
      armyPoints: 400,
      facts: { a: { tactical1: 3 }, b: { tactical3: 1 } },
      ops: [3, 1],
    },
  ]);

  itRefusesEachS17(ID, [refused.aboveTheMost('refuses a card above 3 OP, naming the player', 'b', 'tactical3', 3)]);

  it('the reading covers an early end', () => {
    expect(inEnglish(wizardQuestions(ID, 'its-s17').find((q) => q.key === 'tactical1')?.reading)).toContain(
      'never revealed',
    );
  });
});
