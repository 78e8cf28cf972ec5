/** Zone of Interest (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.10). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { wizardQuestions } from '../registry';
import { itRefusesEachS17, itScoresEachS17, ops, pts, refused, runS17, scored, threeRounds } from './testkit';

const ID = 'zone-of-interest';

describe('Zone of Interest', () => {
  itScoresEachS17(ID, [
    // At the end of round 3 the Special zone is also one of the three end-of-game zones.
    ...scored.aloneInEachGameRound(
      'Special zone 1, Antenna 1',
      250,
      { a: { pointsSpecial: 20 }, b: { antennaActivated: true } },
      (round) => ({
        pointsInRound: { [round]: { a: { 'special-zone': 1 }, b: { antenna: 1 } } },
        ops: [round === 3 ? 2 : 1, 1],
      }),
    ),
    {
      title: 'each zone Dominated at the end: 1; equal Army Points: nobody',
      armyPoints: 200,
      facts: { a: { pointsZone1: 20, pointsZone2: 10 }, b: { pointsZone2: 10 }, rounds: threeRounds() },
      ops: [1, 0],
    },
  ]);

  it('reading: INTELCOM Support and Control on the Special zone counts for the round-3 check too', () => {
    const card = {
      cardUse: 'support-and-control',
      intelcomValue: 30,
      intelcomZone: 'special',
      intelcomTrooperInZone: true,
    };
    const r = runS17(ID, 300, {
      b: card,
      rounds: threeRounds({ pointsSpecial: 40 }, { pointsSpecial: 20 }),
    });
    // A dominates rounds 1 and 2 (40 v 20); round 3 and the end: 40 v 50 → B.
    expect([pts(r, 'a', 'special-zone', 1), pts(r, 'a', 'special-zone', 2), pts(r, 'a', 'special-zone', 3)]).toEqual([
      1, 1, 0,
    ]);
    expect(pts(r, 'b', 'special-zone', 3)).toBe(1);
    expect(pts(r, 'b', 'dominate-zone')).toBe(1);
    expect(ops(r)).toEqual([2, 2]);
    expect(inEnglish(wizardQuestions(ID, 'its-s17').find((q) => q.key === 'pointsSpecial')?.reading)).toContain(
      'round’s check too',
    );
  });

  itRefusesEachS17(ID, [
    refused.bothInOneGameRound('the Antenna Activated', 'antennaActivated', 1),
    {
      title: 'refuses a Support and Control trooper in a zone where the player has no Army Points',
      facts: {
        a: { cardUse: 'support-and-control', intelcomValue: 10, intelcomZone: 'zone-1', intelcomTrooperInZone: true },
        rounds: threeRounds(),
      },
      kind: 'violation',
      fields: ['a.intelcomTrooperInZone', 'a.pointsZone1'],
      said: ['Player A', 'ITS S17 · INTELCOM Card (Support and Control)'],
    },
  ]);
});
