/** Evacuation (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.6). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { wizardQuestions } from '../registry';
import { itRefusesEachS17, itScoresEachS17 } from './testkit';

const ID = 'evacuation';

describe('Evacuation', () => {
  itScoresEachS17(ID, [
    {
      title: 'maximum: 4 Civilians + 2 enemy HVTs + 2 Classifieds × 2 OP = 10',
      facts: { a: { civiliansExtracted: 4, enemyHvtsExtracted: 2, classifieds: 2 } },
      ops: [10, 0],
    },
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
    {
      title: 'refuses more than the 4 Civilians between the players, naming both and the figure',
      facts: { a: { civiliansExtracted: 3 }, b: { civiliansExtracted: 2 } },
      code: 'RULES_VIOLATION',
      fields: ['a.civiliansExtracted', 'b.civiliansExtracted'],
      said: ['Player A', 'Player B', 'more than the 4 Civilians'],
    },
    {
      title: 'refuses a third enemy HVT',
      facts: { b: { enemyHvtsExtracted: 3 } },
      code: 'INVALID_INPUT',
      fields: ['b.enemyHvtsExtracted'],
      said: ['Player B', '2'],
    },
    {
      title: 'refuses a third Classified (Secure Treasure besides two)',
      facts: { b: { classifieds: 2, secureTreasure: true } },
      code: 'RULES_VIOLATION',
      fields: ['b.classifieds', 'b.secureTreasure'],
      said: ['Player B', '3 Classified Objectives accomplished but this player has only 2'],
    },
  ]);
});
