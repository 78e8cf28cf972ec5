/** Evacuation (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.6). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { wizardQuestions } from '../registry';
import { expectConsistent, expectRefused, ops, pts, runS17 } from './testkit';

const ID = 'evacuation';

describe('Evacuation', () => {
  it('maximum: 4 Civilians + 2 enemy HVTs + 2 Classifieds × 2 OP = 10', () => {
    const r = runS17(ID, 300, { a: { civiliansExtracted: 4, enemyHvtsExtracted: 2, classifieds: 2 } });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('each Civilian 1, each enemy HVT 1, each Classified 2', () => {
    const r = runS17(ID, 200, {
      a: { civiliansExtracted: 1 },
      b: { civiliansExtracted: 2, enemyHvtsExtracted: 1, classifieds: 1 },
    });
    expect(ops(r)).toEqual([1, 2 + 1 + 2]);
    expect(pts(r, 'b', 'classified')).toBe(2);
  });

  it('Secure HVT replaces a Classified, worth 2; the reading says the referee answers', () => {
    const r = runS17(ID, 400, { a: { classifieds: 1, secureHvt: true } });
    expect(pts(r, 'a', 'classified')).toBe(4);
    const q = wizardQuestions(ID, 'its-s17').find((x) => x.key === 'secureHvt');
    expect(inEnglish(q?.reading)).toContain('the referee answers yes or no');
    expect(inEnglish(q?.rule)).toBe('ITS S17 · Secure HVT Classified Objective');
  });

  it('refuses more than the 4 Civilians between the players, naming both and the figure', () => {
    expectRefused(
      () => runS17(ID, 300, { a: { civiliansExtracted: 3 }, b: { civiliansExtracted: 2 } }),
      'RULES_VIOLATION',
      ['a.civiliansExtracted', 'b.civiliansExtracted'],
      ['Player A', 'Player B', 'more than the 4 Civilians'],
    );
  });

  it('refuses a third enemy HVT and a third Classified', () => {
    expectRefused(
      () => runS17(ID, 300, { b: { enemyHvtsExtracted: 3 } }),
      'INVALID_INPUT',
      ['b.enemyHvtsExtracted'],
      ['Player B', '2'],
    );
    expectRefused(
      () => runS17(ID, 300, { b: { classifieds: 2, secureTreasure: true } }),
      'RULES_VIOLATION',
      ['b.classifieds', 'b.secureTreasure'],
      ['Player B', '3 Classified Objectives accomplished but this player has only 2'],
    );
  });
});
