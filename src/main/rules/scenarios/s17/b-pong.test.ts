/** B-Pong (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.2). */
import { describe, expect, it } from 'vitest';
import { scoreInSeason } from '../seasons';
import { expectConsistent, expectRefused, onlyInRound, ops, pts, runS17, threeRounds } from './testkit';

const ID = 'b-pong';

describe('B-Pong', () => {
  it('maximum: Beacon in the enemy half (2) + Beacon 3 rounds (3) + Console 3 rounds (3) + 2 Classifieds = 10', () => {
    const r = runS17(ID, 300, {
      a: { beaconInEnemyHalf: true, classifieds: 2 },
      rounds: threeRounds({ controlsBeacon: true, controlsConsole: true }, { controlsConsole: true }),
    });
    expect(ops(r)).toEqual([10, 3]);
    expect(r.tp).toEqual([5, 0]);
    expectConsistent(r);
  });

  it('the Beacon entirely inside the enemy half alone: 2', () => {
    expect(ops(runS17(ID, 150, { b: { beaconInEnemyHalf: true }, rounds: threeRounds() }))).toEqual([0, 2]);
  });

  it.each([1, 2, 3])('Game Round %i alone: Beacon 1, Console 1', (round) => {
    const rounds = onlyInRound(round, { a: { controlsBeacon: true }, b: { controlsConsole: true } });
    const r = runS17(ID, 250, { rounds });
    expect(pts(r, 'a', 'control-beacon', round)).toBe(1);
    expect(pts(r, 'b', 'control-console', round)).toBe(1);
    expect(ops(r)).toEqual([1, 1]);
  });

  it('both players may each Control a Console in the same round', () => {
    expect(ops(runS17(ID, 400, { rounds: threeRounds({ controlsConsole: true }, { controlsConsole: true }) }))).toEqual(
      [3, 3],
    );
  });

  it('Classifieds: 1 each, up to 2; Secure Treasure replaces one', () => {
    expect(
      pts(runS17(ID, 300, { a: { classifieds: 1, secureTreasure: true }, rounds: threeRounds() }), 'a', 'classified'),
    ).toBe(2);
  });

  it('refuses the Beacon Controlled by both players in a round, naming them and the round', () => {
    const rounds = onlyInRound(2, { a: { controlsBeacon: true }, b: { controlsBeacon: true } });
    expectRefused(
      () => runS17(ID, 300, { rounds }),
      'RULES_VIOLATION',
      ['rounds.1.a.controlsBeacon', 'rounds.1.b.controlsBeacon'],
      ['Player A, Game Round 2', 'Player B, Game Round 2'],
    );
  });

  it('refuses the Beacon in both enemy halves, a third Classified, and any early end (No Quarter)', () => {
    expectRefused(
      () => runS17(ID, 300, { a: { beaconInEnemyHalf: true }, b: { beaconInEnemyHalf: true }, rounds: threeRounds() }),
      'RULES_VIOLATION',
      ['a.beaconInEnemyHalf', 'b.beaconInEnemyHalf'],
      ['Player A', 'Player B'],
    );
    expectRefused(
      () => runS17(ID, 300, { a: { classifieds: 3 }, rounds: threeRounds() }),
      'INVALID_INPUT',
      ['a.classifieds'],
      ['Player A', '2'],
    );
    expectRefused(
      () => runS17(ID, 300, { rounds: threeRounds(), game: { endedBy: 'retreat' } }),
      'INVALID_INPUT',
      ['game'],
      ['does not ask'],
    );
    // Only two Game Rounds recorded: a No Quarter game always has three.
    const two = {
      a: {},
      b: {},
      rounds: [
        { a: {}, b: {} },
        { a: {}, b: {} },
      ],
    };
    expectRefused(
      () => scoreInSeason('its-s17', ID, { armyPoints: 300 }, two),
      'RULES_VIOLATION',
      ['rounds'],
      ['2 Game Rounds are recorded'],
    );
  });

  it('refuses Secure HVT together with Secure Treasure (one replacement only)', () => {
    expectRefused(
      () => runS17(ID, 300, { b: { secureHvt: true, secureTreasure: true }, rounds: threeRounds() }),
      'RULES_VIOLATION',
      ['b.secureHvt', 'b.secureTreasure'],
      ['Player B', 'ITS S17 · Classified Objectives'],
    );
  });
});
