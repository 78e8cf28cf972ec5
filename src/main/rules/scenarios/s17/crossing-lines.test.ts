/** Crossing Lines (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.5). */
import { describe, expect, it } from 'vitest';
import { expectConsistent, expectRefused, onlyInRound, ops, pts, runS17, threeRounds } from './testkit';

const ID = 'crossing-lines';

describe('Crossing Lines', () => {
  it('maximum: both Dead Zones each round (6) + both at the end (2) + 2 Antennas (2) = 10', () => {
    const r = runS17(ID, 300, {
      a: { activatedAntennas: 2 },
      rounds: threeRounds({ pointsDeadZoneA: 50, pointsDeadZoneB: 40 }, { pointsDeadZoneA: 20 }),
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it.each([1, 2, 3])('Game Round %i alone: 1 per Dead Zone Dominated', (round) => {
    const rounds = onlyInRound(round, { b: { pointsDeadZoneB: 30 } });
    const r = runS17(ID, 200, { rounds });
    expect(pts(r, 'b', 'dominate-dead-zone', round)).toBe(1);
    // Round 3 is also the end: one zone only, so not both.
    expect(ops(r)).toEqual([0, 1]);
  });

  it('both Dead Zones at the end: 2 more, read from the last Game Round', () => {
    const rounds = onlyInRound(3, { a: { pointsDeadZoneA: 10, pointsDeadZoneB: 10 } });
    const r = runS17(ID, 250, { rounds });
    expect(pts(r, 'a', 'dominate-both')).toBe(2);
    expect(r.players.a.op).toBe(4);
  });

  it('equal Army Points in a Dead Zone: nobody Dominates it', () => {
    const r = runS17(ID, 400, { rounds: threeRounds({ pointsDeadZoneA: 80 }, { pointsDeadZoneA: 80 }) });
    expect(ops(r)).toEqual([0, 0]);
  });

  it('Antennas: 1 each', () => {
    expect(
      ops(runS17(ID, 150, { a: { activatedAntennas: 1 }, b: { activatedAntennas: 1 }, rounds: threeRounds() })),
    ).toEqual([1, 1]);
  });

  it('after an early end in the middle of Game Round 2, round 2 is not scored; the end state is', () => {
    const r = runS17(ID, 300, {
      rounds: [{ a: { pointsDeadZoneA: 10 } }, { a: { pointsDeadZoneA: 10, pointsDeadZoneB: 10 } }],
      game: { endedBy: 'retreat', endRound: 2, firstTurn: 'a', lastTurn: 'a' },
    });
    expect(pts(r, 'a', 'dominate-dead-zone', 1)).toBe(1);
    expect(pts(r, 'a', 'dominate-dead-zone', 2)).toBe(0);
    expect(pts(r, 'a', 'dominate-both')).toBe(2);
  });

  it('refuses more than 2 Antennas between the players, and any Classified fact', () => {
    expectRefused(
      () => runS17(ID, 300, { a: { activatedAntennas: 2 }, b: { activatedAntennas: 1 }, rounds: threeRounds() }),
      'RULES_VIOLATION',
      ['a.activatedAntennas', 'b.activatedAntennas'],
      ['Player A', 'Player B', 'more than the 2 Antennas'],
    );
    expectRefused(
      () => runS17(ID, 300, { a: { classifieds: 1 }, rounds: threeRounds() }),
      'INVALID_INPUT',
      ['a.classifieds'],
      ['does not ask'],
    );
  });
});
