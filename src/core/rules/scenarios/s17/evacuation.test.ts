/** Evacuation (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.6). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { wizardQuestions } from '../registry';
import { itRefusesEachS17, itScoresEachS17, refused } from './testkit';

const ID = 'evacuation';

describe('Evacuation', () => {
  itScoresEachS17(ID, [
    {
      title: 'each Civilian 1, each enemy HVT 1, each Classified 2',
      armyPoints: 200,
      facts: { a: { civiliansExtracted: 1 }, b: { civiliansExtracted: 2, enemyHvtsExtracted: 1, classifieds: 1 } },
      points: { b: { classified: 2 } },
      ops: [1, 2 + 1 + 2],
    },
    {
      title: 'Secure HVT replaces a Classified, worth 2',
      armyPoints: 400,
      facts: { a: { classifieds: 1, secureHvt: true } },
      points: { a: { classified: 4 } },
    },
  ]);

  it('the reading of Secure HVT says the referee answers', () => {
    const q = wizardQuestions(ID, 'its-s17').find((x) => x.key === 'secureHvt');
    expect(inEnglish(q?.reading)).toContain('the referee answers yes or no');
    expect(inEnglish(q?.rule)).toBe('ITS S17 · Secure HVT Classified Objective');
  });

  itRefusesEachS17(ID, [
    refused.moreThanTheTableHolds('4 Civilians', 'civiliansExtracted', [3, 2]),
    refused.aboveTheMost('refuses a third enemy HVT', 'b', 'enemyHvtsExtracted', 2),
    refused.replacementBeyondTheClassifieds('b', 2, 'secureTreasure'),
  ]);
});
