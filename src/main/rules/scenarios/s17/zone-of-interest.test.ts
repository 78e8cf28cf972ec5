/** Zone of Interest (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.10). */
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testkit';
import { wizardQuestions } from '../registry';
import { expectConsistent, expectRefused, onlyInRound, ops, pts, runS17, threeRounds } from './testkit';

const ID = 'zone-of-interest';

describe('Zone of Interest', () => {
  it('maximum: 3 zones at the end (3) + Special zone each round (3) + Antenna each round (3) + Classified (1) = 10', () => {
    const r = runS17(ID, 300, {
      a: { pointsZone1: 30, pointsZone2: 30, classifieds: 1 },
      rounds: threeRounds({ pointsSpecial: 40, antennaActivated: true }),
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it.each([1, 2, 3])('Game Round %i alone: Special zone 1, Antenna 1', (round) => {
    const rounds = onlyInRound(round, { a: { pointsSpecial: 20 }, b: { antennaActivated: true } });
    const r = runS17(ID, 250, { rounds });
    expect(pts(r, 'a', 'special-zone', round)).toBe(1);
    expect(pts(r, 'b', 'antenna', round)).toBe(1);
    // At the end of round 3 the Special zone is also one of the three end-of-game zones.
    expect(r.players.a.op).toBe(round === 3 ? 2 : 1);
  });

  it('each zone Dominated at the end: 1; equal Army Points: nobody', () => {
    const r = runS17(ID, 200, {
      a: { pointsZone1: 20, pointsZone2: 10 },
      b: { pointsZone2: 10 },
      rounds: threeRounds(),
    });
    expect(ops(r)).toEqual([1, 0]);
  });

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

  it('refuses the Antenna Activated by both players in one round, naming them and the round', () => {
    const rounds = onlyInRound(1, { a: { antennaActivated: true }, b: { antennaActivated: true } });
    expectRefused(
      () => runS17(ID, 300, { rounds }),
      'RULES_VIOLATION',
      ['rounds.0.a.antennaActivated', 'rounds.0.b.antennaActivated'],
      ['Player A, Game Round 1', 'Player B, Game Round 1'],
    );
  });

  it('refuses a Support and Control trooper in a zone where the player has no Army Points', () => {
    expectRefused(
      () =>
        runS17(ID, 300, {
          a: { cardUse: 'support-and-control', intelcomValue: 10, intelcomZone: 'zone-1', intelcomTrooperInZone: true },
          rounds: threeRounds(),
        }),
      'RULES_VIOLATION',
      ['a.intelcomTrooperInZone', 'a.pointsZone1'],
      ['Player A', 'ITS S17 · INTELCOM Card (Support and Control)'],
    );
  });
});
