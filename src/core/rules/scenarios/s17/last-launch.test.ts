/** Last Launch (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.8). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { wizardQuestions } from '../registry';
import { itRefusesEachS17, itScoresEachS17, ops, refused, runS17, scored } from './testkit';

const ID = 'last-launch';

describe('Last Launch', () => {
  itScoresEachS17(ID, [
    {
      title: 'the same number of Specialists Killed (2 each): 1 each',
      armyPoints: 400,
      facts: { a: { enemySpecialistsKilled: 2 }, b: { enemySpecialistsKilled: 2 } },
      ops: [1, 1],
    },
    {
      title: 'more Specialists Killed: 2, and no “same”',
      armyPoints: 400,
      facts: { a: { enemySpecialistsKilled: 3 }, b: { enemySpecialistsKilled: 2 } },
      ops: [2, 0],
    },
    {
      title: 'more Extracted Army Points alone: 2',
      facts: { b: { extractedPoints: 25 } },
      points: { b: { 'extracted-points': 2 } },
    },
    scored.neitherScoresWhenEqual('equal Extracted Army Points: nobody', 'extractedPoints', 25, 'extracted-points'),
    {
      title: 'more Specialists Extracted alone: 2',
      facts: { a: { specialistsExtracted: 1 } },
      points: { a: { 'extracted-specialists': 2 } },
    },
    scored.neitherScoresWhenEqual(
      'equal Army Points in the Tower: nobody Dominates it',
      'pointsTower',
      30,
      'dominate-tower',
    ),
  ]);

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

  itRefusesEachS17(ID, [
    {
      title: 'refuses Extracted Army Points above the army',
      armyPoints: 150,
      facts: { a: { extractedPoints: 451 } },
      kind: 'violation',
      fields: ['a.extractedPoints'],
      said: ['Player A', '451 Extracted Army Points', '150 Army Points'],
    },
    refused.aboveTheMost('refuses a fourth Classified', 'b', 'classifieds', 3),
    refused.notAsked('refuses any early end', 'game', { game: { endedBy: 'retreat' } }),
  ]);
});
