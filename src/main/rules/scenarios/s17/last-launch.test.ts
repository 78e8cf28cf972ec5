/** Last Launch (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.8). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { wizardQuestions } from '../registry';
import { expectConsistent, expectRefused, ops, pts, runS17 } from './testkit';

const ID = 'last-launch';

describe('Last Launch', () => {
  it('maximum: Extracted points (2) + Specialists (2) + more kills (2) + Tower (1) + 3 Classifieds = 10', () => {
    const r = runS17(ID, 300, {
      a: { extractedPoints: 60, specialistsExtracted: 2, enemySpecialistsKilled: 3, pointsTower: 40, classifieds: 3 },
      b: { extractedPoints: 20, specialistsExtracted: 1, enemySpecialistsKilled: 1 },
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('reading: no Specialist Killed by either player is the same number, 1 each', () => {
    const r = runS17(ID, 200);
    expect(ops(r)).toEqual([1, 1]);
    expect(inEnglish(r.players.a.lines.find((l) => l.objective === 'same-specialists-killed')?.detail)).toBe(
      'none each: the same number, as printed',
    );
    expect(
      inEnglish(wizardQuestions(ID, 'its-s17').find((q) => q.key === 'enemySpecialistsKilled')?.reading),
    ).toContain('both score 1');
  });

  it('the same number of Specialists Killed (2 each): 1 each; more: 2, and no “same”', () => {
    expect(ops(runS17(ID, 400, { a: { enemySpecialistsKilled: 2 }, b: { enemySpecialistsKilled: 2 } }))).toEqual([
      1, 1,
    ]);
    const r = runS17(ID, 400, { a: { enemySpecialistsKilled: 3 }, b: { enemySpecialistsKilled: 2 } });
    expect(ops(r)).toEqual([2, 0]);
  });

  it('each comparison alone, and equal values score nobody', () => {
    const pointsMore = runS17(ID, 300, { b: { extractedPoints: 25 } });
    expect(pts(pointsMore, 'b', 'extracted-points')).toBe(2);
    const pointsSame = runS17(ID, 300, { a: { extractedPoints: 25 }, b: { extractedPoints: 25 } });
    expect(pts(pointsSame, 'a', 'extracted-points') + pts(pointsSame, 'b', 'extracted-points')).toBe(0);
    const specs = runS17(ID, 300, { a: { specialistsExtracted: 1 } });
    expect(pts(specs, 'a', 'extracted-specialists')).toBe(2);
    const tower = runS17(ID, 300, { a: { pointsTower: 30 }, b: { pointsTower: 30 } });
    expect(pts(tower, 'a', 'dominate-tower') + pts(tower, 'b', 'dominate-tower')).toBe(0);
  });

  it('refuses Extracted Army Points above the army, a fourth Classified and any early end', () => {
    expectRefused(
      () => runS17(ID, 150, { a: { extractedPoints: 451 } }),
      'RULES_VIOLATION',
      ['a.extractedPoints'],
      ['Player A', '451 Extracted Army Points', '150 Army Points'],
    );
    expectRefused(() => runS17(ID, 300, { b: { classifieds: 4 } }), 'INVALID_INPUT', ['b.classifieds'], ['Player B']);
    expectRefused(() => runS17(ID, 300, { game: { endedBy: 'retreat' } }), 'INVALID_INPUT', ['game'], ['does not ask']);
  });
});
